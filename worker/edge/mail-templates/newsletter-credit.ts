import { VOUCHER_MESSAGES } from "../../../app/lib/vouchers/messages";
import type { MailMessage } from "../mail";
import type { NewsletterCredit } from "../../store/vouchers";
import { renderMail } from "./layout";
import { voucherBlocks } from "./voucher-blocks";

/**
 * The newsletter credit (docs/decisions/027): the pop-up's "€ 5,- shoptegoed", mailed once the double opt-in
 * is confirmed. related_id is the address's credit key, so the outbox keeps one such mail per address.
 */
export function newsletterCreditMail(to: string, credit: NewsletterCredit): MailMessage {
  const { html, text } = renderMail({
    preheader: "Je shoptegoed voor je volgende bestelling bij Droomnest.",
    heading: VOUCHER_MESSAGES.creditHeading,
    blocks: [{ type: "p", text: "Hoi," }, ...voucherBlocks(credit, VOUCHER_MESSAGES.creditIntro, [VOUCHER_MESSAGES.creditOnce]), { type: "p", text: "Slaap lekker,\nTeam Droomnest" }],
  });
  return { to, subject: VOUCHER_MESSAGES.creditSubject, html, text, kind: "newsletter_credit", related_id: credit.emailHash };
}
