/** Helpers shared by the content check scripts. */
import { figureValue, IDENTITY_FIGURES, literalFigures, SHOP_FIGURES, unknownFigures } from "./figures.ts";

/** Keys present in the input but absent from the parsed output were stripped by the schema (typos). */
export function findStrippedKeys(input: unknown, output: unknown, path: string, found: string[]): void {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, i) => findStrippedKeys(item, output[i], `${path}[${i}]`, found));
  } else if (input !== null && typeof input === "object" && output !== null && typeof output === "object") {
    const out = output as Record<string, unknown>;
    for (const [key, value] of Object.entries(input)) {
      if (!(key in out)) found.push(`${path}.${key}`);
      else findStrippedKeys(value, out[key], `${path}.${key}`, found);
    }
  }
}

/**
 * Shipping figures come from app/lib/constants.ts through placeholders (kv-seed/content/figures.ts): a
 * document must not state them literally nor use a placeholder that is not a figure.
 */
export function figureProblems(text: string): string[] {
  return [
    ...unknownFigures(text).map((name) => `unknown placeholder {{${name}}} (known: ${[...Object.keys(SHOP_FIGURES), ...Object.keys(IDENTITY_FIGURES)].join(", ")})`),
    ...literalFigures(text).map((name) => `states ${figureValue(name)} literally: write {{${name}}} so it follows ${name in IDENTITY_FIGURES ? "app/lib/shop-identity.ts" : "app/lib/constants.ts"}`),
  ];
}
