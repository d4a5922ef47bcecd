import type { ContactMessage } from "../../../app/lib/schemas/contact";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";

/** The shop's customer-service address: contact form messages are sent there. */
export const SERVICE_ADDRESS = SHOP_IDENTITY.replyTo;

/**
 * Acknowledgement to the address typed in the contact form. Anyone can type any address, so it carries
 * nothing typed: no name, no question, no order number, only the shop's own text and the reference
 * (docs/decisions/013; the question goes to customer service only, see contactServiceMail).
 */
export function contactConfirmationMail(id: number, to: string): MailMessage {
  const { html, text } = renderMail({
    preheader: "We hebben je vraag ontvangen en beantwoorden hem binnen één werkdag.",
    heading: "We hebben je vraag ontvangen",
    blocks: [
      { type: "p", text: "Hallo," },
      { type: "p", text: "Bedankt voor je bericht aan de klantenservice van Droomnest. We beantwoorden je vraag binnen één werkdag." },
      { type: "facts", rows: [["Referentie", `C-${id}`]] },
      {
        type: "p",
        text: "Heb je nog iets toe te voegen? Beantwoord dan deze e-mail of bel ons en noem je referentie.\n\nHeb jij ons geen vraag gestuurd? Dan kun je deze e-mail negeren.\n\nGroet,\nKlantenservice Droomnest",
      },
    ],
  });
  return { to, subject: `We hebben je vraag ontvangen (C-${id})`, html, text, kind: "contact_confirmation", related_id: String(id) };
}

/** The message to the shop's customer service. */
export function contactServiceMail(id: number, message: ContactMessage): MailMessage {
  const { html, text } = renderMail({
    preheader: `Nieuwe vraag van ${message.name}`,
    heading: `Nieuwe vraag via het contactformulier (C-${id})`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Naam", message.name],
          ["E-mail", message.email],
          ["Ordernummer", message.order_number ?? "niet opgegeven"],
        ],
      },
      { type: "quote", text: message.question },
      { type: "p", text: "Beantwoord binnen één werkdag (beloofd op de website)." },
    ],
  });
  return { to: SERVICE_ADDRESS, subject: `Contactformulier C-${id}: ${message.name}`, html, text, kind: "contact_service", related_id: String(id) };
}
