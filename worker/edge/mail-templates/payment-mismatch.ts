import { decimalAmount } from "../../../app/kernel/money";
import { formatEuro } from "../../../app/lib/format";
import type { MailMessage } from "../mail";
import type { OrderRow } from "../../store/orders";
import { SERVICE_ADDRESS } from "./contact";
import { renderMail } from "./layout";

export interface PaymentMismatchInput {
  order: Pick<OrderRow, "number" | "grand_total" | "status">;
  providerId: string;
  /** What the PSP says was paid, in cents, and in which currency. */
  paidAmount: number;
  currency: string;
}

/**
 * To the shop itself (must-send, ADR 018): a payment whose paid amount or currency is not the order's
 * frozen total. The order stays unpaid until the shop owner decides (refund, or mark paid by hand).
 * No personal data: the order number, the amounts and the PSP's payment id.
 */
export function paymentMismatchMail(input: PaymentMismatchInput): MailMessage {
  const { order } = input;
  const paid = input.currency === "EUR" ? formatEuro(input.paidAmount) : `${decimalAmount(input.paidAmount)} ${input.currency}`;
  const { html, text } = renderMail({
    preheader: `Betaling voor ${order.number} wijkt af van het orderbedrag`,
    heading: `Afwijkende betaling voor bestelling ${order.number}`,
    blocks: [
      { type: "p", text: "De betaalprovider meldt een betaling waarvan het bedrag of de valuta niet gelijk is aan het totaal van de bestelling. De bestelling is daarom niet als betaald gemarkeerd." },
      {
        type: "facts",
        rows: [
          ["Bestelling", order.number],
          ["Orderbedrag", formatEuro(order.grand_total)],
          ["Betaald volgens de betaalprovider", paid],
          ["Betaling", input.providerId],
          ["Status van de bestelling", order.status],
        ],
      },
      { type: "p", text: "Controleer de betaling bij de betaalprovider en beslis: terugbetalen, of de bestelling met de klant afhandelen." },
    ],
  });
  return { to: SERVICE_ADDRESS, subject: `Afwijkende betaling voor bestelling ${order.number}`, html, text, kind: "payment_mismatch", related_id: order.number };
}
