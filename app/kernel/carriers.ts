/**
 * The carriers a parcel goes with (docs/decisions/036): PostNL, DHL, DPD and bpost, their public track &
 * trace pages and the shape of their tracking codes. Written once for the back office's shipping panel (the
 * browser checks a code as it is typed), the Worker's store and API, the shipping mail, the account, the
 * order status page and the chat. Pure: no I/O.
 *
 * Track pages take the code with the recipient's postcode and country where the carrier asks for them
 * (PostNL and DHL show a parcel's details only with the postcode; bpost takes it as a filter); NL postcodes
 * go without the space ("1234AB"), Belgian ones are four digits.
 */

export type CarrierCode = "postnl" | "dhl" | "dpd" | "bpost";

export const CARRIER_CODES: readonly CarrierCode[] = ["postnl", "dhl", "dpd", "bpost"];

/** The carriers' own names (also on their own, so a form's select does not carry the URL rules). */
export const CARRIER_TITLES: Readonly<Record<CarrierCode, string>> = { postnl: "PostNL", dhl: "DHL", dpd: "DPD", bpost: "bpost" };

/** What a code of each carrier looks like. */
export const CARRIER_EXAMPLES: Readonly<Record<CarrierCode, string>> = {
  postnl: "3SDRMN1234567",
  dhl: "JVGL0123456789012345",
  dpd: "05212345678901",
  bpost: "323299901234567890123456",
};

export type CarrierCountry = "NL" | "BE";

export interface Carrier {
  code: CarrierCode;
  /** The carrier's own name, as shown to shopper and staff. */
  title: string;
  /** What a code looks like, for the panel's hint ("bijvoorbeeld ..."). */
  example: string;
  /** Accepted codes after normalizeTrackingCode. */
  pattern: RegExp;
  trackingUrl(code: string, postcode: string, country: CarrierCountry): string;
}

const enc = encodeURIComponent;

/** A postcode as the track pages take it: "1234 ab" -> "1234AB", "B-1000" -> "1000". */
export function compactPostcode(postcode: string): string {
  return postcode.replace(/[\s-]+/gu, "").replace(/^B(?=\d{4}$)/iu, "").toUpperCase();
}

/** UPU S10 codes of international mail items: two letters, eight digits and a check digit, the country. */
const S10 = "[A-Z]{2}\\d{9}[A-Z]{2}";

export const CARRIERS: Readonly<Record<CarrierCode, Carrier>> = {
  postnl: {
    code: "postnl",
    title: CARRIER_TITLES.postnl,
    example: CARRIER_EXAMPLES.postnl,
    // Domestic barcodes: "3S", the sender's four-letter customer code and 7 to 9 digits; abroad an S10 code.
    pattern: new RegExp(`^(3S[A-Z]{4}\\d{7,9}|${S10})$`, "u"),
    trackingUrl: (code, postcode, country) =>
      `https://jouw.postnl.${country === "BE" ? "be" : "nl"}/track-and-trace/${enc(`${code}-${country}-${compactPostcode(postcode)}`)}`,
  },
  dhl: {
    code: "dhl",
    title: CARRIER_TITLES.dhl,
    example: CARRIER_EXAMPLES.dhl,
    // DHL eCommerce (Parcel) Benelux: "JVGL" and 16 to 20 characters; "JJD" codes and DHL Express's 10 digits.
    pattern: /^(JVGL[A-Z0-9]{16,20}|JJD\d{10,20}|\d{10})$/u,
    trackingUrl: (code, postcode, country) =>
      `https://my.dhlecommerce.${country === "BE" ? "be" : "nl"}/home/tracktrace/${enc(code)}/${enc(compactPostcode(postcode))}`,
  },
  dpd: {
    code: "dpd",
    title: CARRIER_TITLES.dpd,
    example: CARRIER_EXAMPLES.dpd,
    // The parcel number: 14 digits.
    pattern: /^\d{14}$/u,
    trackingUrl: (code, _postcode, country) =>
      `https://www.dpdgroup.com/${country === "BE" ? "be" : "nl"}/mydpd/my-parcels/search?lang=${country === "BE" ? "nl_be" : "nl"}&parcelNumber=${enc(code)}`,
  },
  bpost: {
    code: "bpost",
    title: CARRIER_TITLES.bpost,
    example: CARRIER_EXAMPLES.bpost,
    // Domestic barcodes of 24 digits; registered items abroad an S10 code.
    pattern: new RegExp(`^(\\d{24}|${S10})$`, "u"),
    trackingUrl: (code, postcode) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${enc(code)}&lang=nl&postalCode=${enc(compactPostcode(postcode))}`,
  },
};

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === "string" && (CARRIER_CODES as readonly string[]).includes(value);
}

/** A code as typed or pasted ("3s drmn 123 4567") in the form the carriers print and the pattern checks. */
export function normalizeTrackingCode(code: string): string {
  return code.replace(/[\s-]+/gu, "").toUpperCase();
}

/** The Dutch error of a tracking code for this carrier, or null when it has the carrier's shape. */
export function trackingCodeError(carrier: CarrierCode, code: string): string | null {
  const c = normalizeTrackingCode(code);
  const { title, example } = CARRIERS[carrier];
  if (!c) return "Vul een track & trace-code in.";
  if (c.length < 4 || c.length > 40) return `Een track & trace-code van ${title} heeft tussen 4 en 40 tekens.`;
  if (!CARRIERS[carrier].pattern.test(c)) return `Dit is geen geldige track & trace-code van ${title} (bijvoorbeeld ${example}).`;
  return null;
}

/** The carrier's public track page for this code and the recipient's postcode and country. */
export function trackingUrl(carrier: CarrierCode, code: string, postcode: string, country: CarrierCountry): string {
  return CARRIERS[carrier].trackingUrl(normalizeTrackingCode(code), postcode, country);
}

/**
 * The shop's own path that forwards to a parcel's track page (worker/routes/track.ts): the chat shows links
 * only to same-site paths (ADR 019). Knowing it takes both the order number and the whole tracking code.
 */
export function trackPath(orderNumber: string, code: string): string {
  return `/volg-pakket/${encodeURIComponent(orderNumber)}/${encodeURIComponent(normalizeTrackingCode(code))}/`;
}
