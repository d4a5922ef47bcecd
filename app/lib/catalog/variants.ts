import type { ProductOption, Variant } from "../api/types/catalog";

/** Selected value id per option code, taken from a variant. */
export function selectionOf(options: readonly ProductOption[], variant: Variant | undefined): Record<string, number> {
  const sel: Record<string, number> = {};
  if (!variant) return sel;
  for (const o of options) {
    const v = o.values.find((val) => variant.option_value_ids.includes(val.id));
    if (v) sel[o.code] = v.id;
  }
  return sel;
}

/** The variant whose values include every chosen value (options hidden by the 0x0 rule do not count). */
export function variantFor(options: readonly ProductOption[], variants: readonly Variant[], sel: Record<string, number>): Variant | undefined {
  const chosen = options.map((o) => sel[o.code]).filter((v): v is number => v !== undefined);
  return variants.find((v) => chosen.every((id) => v.option_value_ids.includes(id)));
}

/** Choosing one value: keep the others when such a variant exists, else take the first variant with it. */
export function choose(
  options: readonly ProductOption[],
  variants: readonly Variant[],
  sel: Record<string, number>,
  code: string,
  valueId: number,
): Record<string, number> {
  const next = { ...sel, [code]: valueId };
  if (variantFor(options, variants, next)) return next;
  const fallback = variants.find((v) => v.option_value_ids.includes(valueId));
  return fallback ? selectionOf(options, fallback) : next;
}
