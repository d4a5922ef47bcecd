/** A cart line's configurator data, read back from the canonical custom JSON the cart object keeps. Pure. */

export interface ConfiguredLine {
  boxconfig_id: string;
  category: string;
  /** Surcharge on the variant's price (cents). */
  extra: number;
  /** The chosen parts as the cart shows them ('Maat: 160x200; Kleur: Beige; ...' split into title and value). */
  options: { title: string; value: string }[];
}

/** The configured line of a custom JSON string, or null for a normal line ("" or other custom data). */
export function configuredLine(custom: string | undefined): ConfiguredLine | null {
  if (!custom) return null;
  let value: unknown;
  try {
    value = JSON.parse(custom);
  } catch {
    return null;
  }
  const v = value as Record<string, unknown>;
  if (!v || typeof v.boxconfig_id !== "string" || typeof v.extra !== "number" || typeof v.summary !== "string") return null;
  if (!Number.isInteger(v.extra) || v.extra < 0) return null;
  const options = v.summary
    .split("; ")
    .map((part) => {
      const i = part.indexOf(": ");
      return i > 0 ? { title: part.slice(0, i), value: part.slice(i + 2) } : null;
    })
    .filter((o): o is { title: string; value: string } => o !== null);
  return { boxconfig_id: v.boxconfig_id, category: typeof v.category === "string" ? v.category : "", extra: v.extra, options };
}
