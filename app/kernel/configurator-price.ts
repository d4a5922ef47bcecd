/**
 * How a configured boxspring is priced (spec section 4, Configurator; docs/decisions/021), in integer cents,
 * VAT included. Every figure here is recomputed by the Worker from D1; what the page sends is only compared.
 * - On the configurator page and in the add-to-cart check: the configurator's base price plus the
 *   surcharge of every chosen option.
 * - On the cart line: the chosen catalogue variant's price (its size and colour) plus the surcharges of the
 *   other chosen parts (the variant's own options are in its price). The line keeps that surcharge, so
 *   the line is repriced from the variant's current price; an old price moves by the same surcharge.
 */

/** A chosen option as far as its price goes: its id and its surcharge (cents, 0 or more). */
export interface PricedOption {
  id: number;
  extra: number;
}

/** The configuration's price: the base price plus every chosen option's surcharge. */
export function configurationPrice(basePrice: number, chosen: readonly PricedOption[]): number {
  return chosen.reduce((sum, option) => sum + option.extra, basePrice);
}

/** The surcharge a cart line keeps: the chosen options that are not part of the catalogue variant. */
export function configuredSurcharge(chosen: readonly PricedOption[], variantOptionIds: readonly number[]): number {
  const inVariant = new Set(variantOptionIds);
  return chosen.reduce((sum, option) => sum + (inVariant.has(option.id) ? 0 : option.extra), 0);
}

/** A cart line's unit price: the variant's price plus the line's surcharge (none for a normal line). */
export function configuredLinePrice(variantPrice: number, surcharge: number | null | undefined): number {
  return variantPrice + (surcharge ?? 0);
}
