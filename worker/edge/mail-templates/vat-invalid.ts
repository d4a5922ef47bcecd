import { SELLER } from "../../../app/lib/checkout/constants";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface VatInvalidInput {
  orderNumber: string;
  vatNumber: string;
  company: string;
  /** The invoice made when the order was paid ("" when none). */
  invoiceNumber: string;
}

/**
 * To the shop itself (there is no back office yet; docs/decisions/017): a reverse-charged order whose VAT
 * number VIES could not confirm at checkout was later found invalid, so its invoice at 0 % "btw verlegd"
 * is wrong. One per order (related_id: the order number); a must-send mail of the shop.
 */
export function vatInvalidMail(input: VatInvalidInput): MailMessage {
  const { html, text } = renderMail({
    preheader: `Bestelling ${input.orderNumber}: het btw-nummer ${input.vatNumber} is niet geldig.`,
    heading: `Btw-nummer ongeldig bij bestelling ${input.orderNumber}`,
    blocks: [
      {
        type: "p",
        text: `Bij bestelling ${input.orderNumber} is de btw verlegd (0 %) op grond van het btw-nummer hieronder. Bij het afrekenen kon VIES het nummer niet controleren; de controle daarna zegt dat het nummer niet geldig is.`,
      },
      {
        type: "facts",
        rows: [
          ["Bestelling", input.orderNumber],
          ["Factuur", input.invoiceNumber || "nog geen factuur"],
          ["Bedrijf", input.company || "onbekend"],
          ["Btw-nummer", input.vatNumber],
        ],
      },
      {
        type: "p",
        text: "Wat te doen: neem contact op met de klant en vraag een geldig btw-nummer. Is er geen geldig nummer, corrigeer dan de factuur: maak een creditfactuur en een nieuwe factuur met Nederlandse btw (21 %), en vraag het btw-bedrag bij de klant na. De bestelling staat gemarkeerd als 'btw-nummer ongeldig'.",
      },
    ],
  });
  return { to: SELLER.email, subject: `Btw-nummer ongeldig: bestelling ${input.orderNumber}`, html, text, kind: "vat_invalid", related_id: input.orderNumber };
}
