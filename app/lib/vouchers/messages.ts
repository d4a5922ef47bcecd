/**
 * The Dutch texts of vouchers and the newsletter credit (docs/decisions/027), written once for the thank-you
 * page, the account's order page and the mails. The terms themselves are set in worker/domain/vouchers.ts and
 * reach these texts as data (value, minimum, last valid day).
 */
import type { OrderVoucher } from "../api/types/order";
import { formatDutchLongDate, formatEuro } from "../format";

export interface VoucherConditions {
  value: number;
  min_order: number;
  /** ISO yyyy-mm-dd, inclusive. */
  valid_until: string;
}

/** "€ 5,00 korting op een volgende bestelling vanaf € 50,00. Eén keer te gebruiken, geldig t/m 28 november 2027." */
export function voucherConditions(v: VoucherConditions): string {
  return `${formatEuro(v.value)} korting op een volgende bestelling vanaf ${formatEuro(v.min_order)}. Eén keer te gebruiken, geldig t/m ${formatDutchLongDate(v.valid_until)}.`;
}

export const VOUCHER_MESSAGES = {
  heading: "Je gratis cadeaubon",
  intro: "Bij elke bestelling krijg je een cadeaubon voor je volgende bestelling. Vul de code in als kortingscode in je winkelwagen.",
  codeLabel: "Code",
  orderBound: "De cadeaubon is alleen geldig zolang deze bestelling niet is geannuleerd of volledig terugbetaald.",
  state: {
    available: "Nog te gebruiken",
    used: "Gebruikt",
    voided: "Vervallen: de bestelling is geannuleerd of terugbetaald",
    expired: "Verlopen",
  } satisfies Record<OrderVoucher["state"], string>,
  creditSubject: "Je € 5,- shoptegoed van Droomnest",
  creditHeading: "Je € 5,- shoptegoed",
  creditIntro: "Bedankt voor je inschrijving voor de nieuwsbrief. Zoals beloofd krijg je € 5,- shoptegoed. Vul de code in als kortingscode in je winkelwagen.",
  creditOnce: "Dit tegoed krijg je één keer per e-mailadres.",
} as const;
