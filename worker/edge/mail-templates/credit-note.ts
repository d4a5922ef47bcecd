/**
 * To the customer (must-send, docs/decisions/037): a refund was made and its credit note is in the account (or,
 * for a guest, on the order's status page, reached with the order's access link). One per credit note.
 */
import { formatEuro } from "../../../app/lib/format";
import { CREDIT_NOTE_MAIL } from "../../../app/lib/beheer/messages/refunds";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface CreditNoteMailInput {
  to: string;
  orderNumber: string;
  creditNote: string;
  /** Cents refunded. */
  amount: number;
  /** The page that lists the credit note with its download link. */
  orderUrl: string;
}

export function creditNoteMail(input: CreditNoteMailInput): MailMessage {
  const { html, text } = renderMail({
    preheader: CREDIT_NOTE_MAIL.subject(input.orderNumber),
    heading: CREDIT_NOTE_MAIL.heading,
    blocks: [
      { type: "p", text: CREDIT_NOTE_MAIL.intro(formatEuro(input.amount)) },
      {
        type: "facts",
        rows: [
          ["Bestelling", input.orderNumber],
          ["Creditnota", input.creditNote],
          ["Bedrag", formatEuro(input.amount)],
        ],
      },
      { type: "button", href: input.orderUrl, label: CREDIT_NOTE_MAIL.linkText },
    ],
  });
  return { to: input.to, subject: CREDIT_NOTE_MAIL.subject(input.orderNumber), html, text, kind: "credit_note", related_id: input.creditNote };
}
