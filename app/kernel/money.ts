/**
 * Money: integer cents, prices include VAT (spec section 3: cart and checkout totals; docs/decisions/011 and
 * 017). Pure and shared by the browser and the Worker.
 */

/** The VAT rate of the shop's goods and costs (percent). */
export const VAT_RATE_PERCENT = 21;

/**
 * The VAT included in an amount that includes it: round(amount x rate / (100 + rate)), to the nearest cent
 * (Math.round, half a cent up), as docs/decisions/011 (cart: round(grand x 21 / 121)) and 018 (order lines:
 * total x 21 / 121) state it. The amount excl. VAT is what is left (withoutVat), so excl. + VAT is always the
 * amount. At odd rates (21 %, 9 %) amount x rate / (100 + rate) is never exactly half a cent, so this equals
 * rounding the excl. amount instead (amount - round(amount x 100 / (100 + rate))).
 */
export function vatIncluded(amountIncl: number, ratePercent = VAT_RATE_PERCENT): number {
  const vat = Math.round((amountIncl * ratePercent) / (100 + ratePercent));
  // A small negative amount (a discount line) rounds to -0: state it as 0.
  return vat === 0 ? 0 : vat;
}

/** An amount incl. VAT without its VAT (reverse charge, invoice lines): amount - vatIncluded(amount). */
export function withoutVat(amountIncl: number, ratePercent = VAT_RATE_PERCENT): number {
  return amountIncl - vatIncluded(amountIncl, ratePercent);
}

/** Cents as a decimal amount with a point and two decimals, as payment providers and schema.org take it: -1234 -> "-12.34". */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}${(Math.abs(cents) / 100).toFixed(2)}`;
}
