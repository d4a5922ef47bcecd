/**
 * The shop's identity as sender and seller, defined once (docs/decisions/034): the mails' From, Reply-To and
 * footer (worker/edge/mail.ts, worker/edge/mail-templates/layout.ts), the seller block of invoices
 * (SELLER in app/lib/checkout/constants.ts, worker/routes/invoice-pdf.ts) and the content's {{figures}}
 * (kv-seed/content/figures.ts: service pages, terms, privacy statement).
 */
export const SHOP_IDENTITY = {
  /** The name shoppers know, as the sender's display name. */
  name: "Droomnest",
  /** The legal name on invoices, terms and the privacy statement. */
  legalName: "Droomnest B.V.",
  /** The sender address of every mail (an address nobody reads: replies go to replyTo); MAIL_FROM may set another one per environment. */
  mailFrom: "noreply@droomnest.nl",
  /** Customer service: Reply-To of every mail, the contact form's recipient, the address in content. */
  replyTo: "klantenservice@droomnest.nl",
  /** Where the shop's own mail about orders goes (a paid order, the daily summary) unless the back office's settings name another. */
  orderAddress: "bestellingen@droomnest.nl",
  street: "Slaapweg 12",
  zipcodeCity: "3542 AB Utrecht",
  country: "Nederland",
  /** ISO 3166: reverse charge applies to deliveries to another EU country only. */
  countryCode: "NL",
  phone: "085 - 060 40 50",
  phoneHours: "ma t/m vr 9:00 - 17:30",
  /** Chamber of Commerce (KVK) number. */
  cocNumber: "12345678",
  /** VAT identification number (btw-id). */
  vatNumber: "NL000000000B01",
} as const;

/** "Slaapweg 12, 3542 AB Utrecht, Nederland": the postal address on one line (a function, so a bundle that does not use it drops the identity). */
export function shopPostalAddress(): string {
  return `${SHOP_IDENTITY.street}, ${SHOP_IDENTITY.zipcodeCity}, ${SHOP_IDENTITY.country}`;
}
