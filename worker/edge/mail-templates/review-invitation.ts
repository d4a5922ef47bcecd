import { REVIEW_INVITATION_TTL_DAYS } from "../../../app/lib/reviews/constants";
import type { MailMessage } from "../mail";
import { renderMail, type MailBlock } from "./layout";

export interface ReviewInvitationInput {
  to: string;
  orderNumber: string;
  firstName: string;
  /** One link per product of the order: the product page's review form with the product's token. */
  products: { title: string; url: string }[];
}

/**
 * The review invitation (docs/decisions on reviews): sent by the Cron some days after the order was paid,
 * one per order (related_id: the order number). A review written through one of its links is shown as
 * 'Geverifieerde koper'. A mail the shop sends about a paid order (must-send, never budgeted).
 */
export function reviewInvitationMail(input: ReviewInvitationInput): MailMessage {
  const one = input.products.length === 1;
  const buttons: MailBlock[] = input.products.map((p) => ({ type: "button", href: p.url, label: `Schrijf een review over ${p.title}` }));
  const { html, text } = renderMail({
    preheader: one ? "Hoe bevalt je aankoop? Schrijf een review en help andere slapers kiezen." : "Hoe bevallen je aankopen? Schrijf een review en help andere slapers kiezen.",
    heading: one ? "Hoe bevalt je aankoop?" : "Hoe bevallen je aankopen?",
    blocks: [
      { type: "p", text: input.firstName ? `Hoi ${input.firstName},` : "Hoi," },
      {
        type: "p",
        text: `Een tijdje geleden bestelde je bij Droomnest (bestelling ${input.orderNumber}). We zijn benieuwd wat je ervan vindt! Met je review help je andere klanten bij hun keuze. Omdat je het product bij ons kocht, staat je review er na controle met het label 'Geverifieerde koper'.`,
      },
      ...buttons,
      {
        type: "p",
        text: `De links werken ${REVIEW_INVITATION_TTL_DAYS} dagen, voor één review per product. Stuur deze e-mail niet door: met de links schrijf je als koper.\n\nSlaap lekker,\nTeam Droomnest`,
      },
    ],
  });
  return { to: input.to, subject: `Hoe bevalt je bestelling ${input.orderNumber}?`, html, text, kind: "review_invitation", related_id: input.orderNumber };
}
