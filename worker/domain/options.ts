/** Product options as the storefront shows them (spec section 3, Product). */
export interface OptionValue {
  id: number;
  title: string;
}
export interface ProductOption {
  code: string;
  title: string;
  values: OptionValue[];
}

/** A value titled `0x0` is dropped when there is more than one option; an option left empty goes too. */
export function visibleOptions(options: readonly ProductOption[]): ProductOption[] {
  if (options.length <= 1) return options.map((o) => ({ ...o, values: [...o.values] }));
  return options
    .map((o) => ({ ...o, values: o.values.filter((v) => v.title.trim() !== "0x0") }))
    .filter((o) => o.values.length > 0);
}
