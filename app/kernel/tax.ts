/**
 * The VAT rules, in one place (docs/decisions/044; spec section 5: company buyers and their VAT number; the
 * reverse charge of docs/decisions/017). Pure: the checkout, the order, the invoice, the credit note and the
 * accountant's reports ask this module which VAT a supply carries. The seller is Dutch; the shop delivers to
 * NL and BE only. The arithmetic of "VAT included in an amount" stays in money.ts (vatIncluded).
 *
 * - Rates (Wet OB 1968 art. 9; Belgian WBTW art. 37 with its table A): NL 21 % standard, 9 % reduced;
 *   BE 21 % standard, 6 % reduced. The assortment (beds, mattresses, bedding, furniture) is standard rated
 *   in both countries; the reduced rates are here so a reduced-rate product is priced by the same rule.
 * - Intra-community supply (EU VAT Directive art. 138): a company with a VAT number the check did not find
 *   invalid, goods delivered to another member state than the seller's, and a number of that delivery
 *   country: 0 %, "btw verlegd". A Belgian company taking delivery in the Netherlands pays Dutch VAT.
 * - Distance sales to consumers in another member state (EU VAT Directive art. 33 and 59c, the One-Stop-Shop):
 *   while the EU-wide total of such sales (excl. VAT) stayed at or below EUR 10 000 in the previous calendar
 *   year and, with this supply, stays at or below it in the current one, Dutch VAT applies; the supply that
 *   goes over it and every later one (the rest of the year and the whole next year) carry the VAT of the
 *   delivery country, declared in the OSS return.
 */
import { VAT_RATE_PERCENT } from "./money.ts";

/** The countries whose VAT the shop's supplies can carry. */
export type VatCountry = "NL" | "BE";
export type RateKind = "standard" | "reduced";

/** The seller's country: Dutch VAT unless a rule below says otherwise. */
export const SELLER_VAT_COUNTRY: VatCountry = "NL";

/** Percent per country and kind (NL's standard rate is money.ts's VAT_RATE_PERCENT, the shop's default). */
export const VAT_RATES: Readonly<Record<VatCountry, Readonly<Record<RateKind, number>>>> = {
  NL: { standard: VAT_RATE_PERCENT, reduced: 9 },
  BE: { standard: 21, reduced: 6 },
};

/** The One-Stop-Shop threshold: EUR 10 000 of cross-border distance sales to consumers (excl. VAT), EU-wide, per year. */
export const OSS_THRESHOLD_CENTS = 1_000_000;

/**
 * How a supply is taxed:
 * - domestic: Dutch VAT (NL deliveries; BE consumers under the threshold; companies without a valid number);
 * - reverse_charge: intra-community supply, 0 %, "btw verlegd" (ICP return);
 * - oss: distance sale above the threshold, the delivery country's VAT (OSS return).
 */
export type VatScheme = "domestic" | "reverse_charge" | "oss";

export const VAT_SCHEMES: readonly VatScheme[] = ["domestic", "reverse_charge", "oss"];

export interface Buyer {
  type: "private" | "company";
  /** The VAT number as entered ("" for a private buyer). */
  vatNumber: string;
  /** The VAT check did not find the number invalid (spec section 5: a technical failure counts as valid). */
  vatValid: boolean;
}

/** An intra-community supply (0 %, "btw verlegd"): see the module's comment. */
export function isIntraCommunitySupply(buyer: Buyer, deliveryCountry: string | null | undefined): boolean {
  if (buyer.type !== "company" || !buyer.vatValid) return false;
  if (!deliveryCountry || deliveryCountry === SELLER_VAT_COUNTRY) return false;
  const number = buyer.vatNumber.trim().toUpperCase();
  return number.length > 2 && number.slice(0, 2) === deliveryCountry;
}

/** Cross-border distance sales to consumers (excl. VAT, cents, credit notes deducted) that decide the OSS. */
export interface DistanceSales {
  previousYear: number;
  /** This calendar year before the supply at hand. */
  currentYear: number;
}

/** Whether a distance sale of `supplyExcl` (excl. VAT) is taxed in the delivery country: over EUR 10 000 (art. 59c). */
export function ossThresholdPassed(sales: DistanceSales, supplyExcl: number): boolean {
  return sales.previousYear > OSS_THRESHOLD_CENTS || sales.currentYear + supplyExcl > OSS_THRESHOLD_CENTS;
}

export interface VatVerdict {
  scheme: VatScheme;
  /** The country whose VAT the supply carries (null: reverse charge, no VAT charged). */
  country: VatCountry | null;
  /** Percent for a product of this kind (0 under reverse charge). */
  rate: (kind: RateKind) => number;
}

export interface Supply {
  buyer: Buyer;
  deliveryCountry: VatCountry;
  /** The supply's amount excl. VAT (for the threshold). */
  amountExcl: number;
  /** The year's and previous year's distance sales so far (only read for a consumer abroad). */
  distanceSales: DistanceSales;
}

function verdict(scheme: VatScheme, country: VatCountry | null): VatVerdict {
  return { scheme, country, rate: (kind) => (country === null ? 0 : VAT_RATES[country][kind]) };
}

/** The VAT of one supply: reverse charge, OSS (the delivery country's VAT) or Dutch VAT. */
export function vatVerdict(supply: Supply): VatVerdict {
  if (isIntraCommunitySupply(supply.buyer, supply.deliveryCountry)) return verdict("reverse_charge", null);
  if (supply.deliveryCountry === SELLER_VAT_COUNTRY) return verdict("domestic", SELLER_VAT_COUNTRY);
  // Abroad and not an intra-community supply: a consumer (or a company without a valid number of that country).
  if (ossThresholdPassed(supply.distanceSales, supply.amountExcl)) return verdict("oss", supply.deliveryCountry);
  return verdict("domestic", SELLER_VAT_COUNTRY);
}

/** The country whose VAT a stored supply carries, from its scheme and delivery country (null: reverse charge). */
export function vatCountryOf(scheme: VatScheme, deliveryCountry: VatCountry): VatCountry | null {
  if (scheme === "reverse_charge") return null;
  return scheme === "oss" ? deliveryCountry : SELLER_VAT_COUNTRY;
}

/** The calendar quarter (1-4) of a month (1-12). */
export function quarterOf(month: number): number {
  return Math.floor((month - 1) / 3) + 1;
}
