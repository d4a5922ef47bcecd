import type { ContactMessage } from "../../../app/lib/schemas/contact";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

/** The shop's customer-service address: contact form messages are sent there. */
export const SERVICE_ADDRESS = "klantenservice@droomnest.nl";

/** Confirmation to the shopper who sent the contact form. */
export function contactConfirmationMail(id: number, message: ContactMessage): MailMessage {
  const { html, text } = renderMail({
    preheader: "We hebben je vraag ontvangen en beantwoorden hem binnen één werkdag.",
    heading: "We hebben je vraag ontvangen",
    blocks: [
      { type: "p", text: `Hoi ${message.name},` },
      { type: "p", text: "Bedankt voor je bericht. We beantwoorden je vraag binnen één werkdag. Dit is je vraag:" },
      { type: "quote", text: message.question },
      { type: "facts", rows: [["Referentie", `C-${id}`], ...(message.order_number ? ([["Ordernummer", message.order_number]] as [string, string][]) : [])] },
      { type: "p", text: "Heb je nog iets toe te voegen? Beantwoord dan deze e-mail of bel ons.\n\nGroet,\nKlantenservice Droomnest" },
    ],
  });
  return { to: message.email, subject: `We hebben je vraag ontvangen (C-${id})`, html, text, kind: "contact_confirmation", related_id: String(id) };
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
