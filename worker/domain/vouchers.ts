/**
 * The terms of the shop's single-use codes, set here and nowhere else (docs/decisions/027): the voucher every
 * paid order earns (the advertised "free voucher with each order") and the newsletter credit the pop-up
 * promises ("€ 5,- shoptegoed"). Both become discount_codes rows (kind 'fixed', max_uses 1) and are redeemed
 * like any code. Pure: no I/O.
 */

export interface VoucherTerms {
  /** Cents off. */
  value: number;
  /** Minimum merchandise value (cents) of the order it is used on. */
  minOrder: number;
  /** Valid from the day it is issued up to and including this many days later. */
  validDays: number;
  /** The code's first part (the rest is random). */
  prefix: string;
  /** The label the cart and the order show for its discount. */
  label: string;
}

export type VoucherKind = "order" | "newsletter";

export const VOUCHER_TERMS: Readonly<Record<VoucherKind, VoucherTerms>> = {
  // € 5 off a next order of at least € 50, for a year: see docs/decisions/027 for why.
  order: { value: 500, minOrder: 5000, validDays: 365, prefix: "BON", label: "Cadeaubon" },
  // The pop-up's "€ 5,- shoptegoed" (app/lib/constants.ts STRINGS.newsletterSuccessCredit), same conditions.
  newsletter: { value: 500, minOrder: 5000, validDays: 365, prefix: "WELKOM", label: "Shoptegoed nieuwsbrief" },
};

/** Letters and digits that cannot be misread (no 0/O, 1/I/L): a code typed over from a mail works. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random code of this kind, e.g. BON-7K3M-Q9XA (upper case, as discount_codes requires). */
export function voucherCode(kind: VoucherKind, random: Uint8Array = crypto.getRandomValues(new Uint8Array(8))): string {
  const chars = Array.from(random.slice(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${VOUCHER_TERMS[kind].prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** The last valid day (ISO yyyy-mm-dd, inclusive) of a code issued on `issuedOn` (ISO). */
export function voucherValidUntil(kind: VoucherKind, issuedOn: string): string {
  const d = new Date(`${issuedOn}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + VOUCHER_TERMS[kind].validDays);
  return d.toISOString().slice(0, 10);
}

