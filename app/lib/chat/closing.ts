/**
 * Closing phrases (spec section 9): an assistant reply containing one of them makes the box ask whether the
 * questions were answered (spec section 4). Whole words, case- and accent-insensitive: "tevreden" counts,
 * "ontevreden" does not; "beantwoord" counts, "beantwoorden" ("ik kan dat niet beantwoorden") does not.
 * Pure and import-free (the Worker's embedded assistant can use it to check its own answers).
 */

/** The spec's words and similar closing phrases. */
export const CLOSING_PHRASES = [
  "beoordelen",
  "beoordeling",
  "beoordelingen",
  "beantwoord",
  "feedback",
  "tevreden",
  "fijne dag",
  "fijne avond",
  "fijn weekend",
  "prettige dag",
  "nog een fijne",
  "graag gedaan",
] as const;

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

const NEEDLES = CLOSING_PHRASES.map((p) => normalise(p));

/** True when `text` contains a closing phrase as whole words. */
export function hasClosingPhrase(text: string): boolean {
  const hay = normalise(text);
  return NEEDLES.some((n) => hay.includes(n));
}
