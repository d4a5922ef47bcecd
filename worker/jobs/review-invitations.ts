/**
 * Review invitations (docs/decisions on reviews): 'Geverifieerde koper' is only earned through the link of
 * an invitation tied to a paid order, never from a typed e-mail address. The shop has no shipment or
 * delivery status yet, so the Cron invites REVIEW_INVITATION_DELAY_DAYS after the order was paid (orders
 * paid longer than REVIEW_INVITATION_WINDOW_DAYS before that are left alone). Each order gets one mail
 * (kind review_invitation) with a link per product to the product page's review form; the link carries an
 * opaque random token (only its SHA-256 is kept in review_invitations), bound to the order and product,
 * valid REVIEW_INVITATION_TTL_DAYS, for one review.
 *
 * Idempotent: each order is claimed with a conditional UPDATE (review_invited_at IS NULL), and the outbox
 * keeps one review_invitation per order on top. A mail that could not be queued gives the claim back.
 */
import { REVIEW_INVITATION_DELAY_DAYS, REVIEW_INVITATION_TTL_DAYS, REVIEW_INVITATION_WINDOW_DAYS, REVIEW_QUERY, REVIEW_IDS } from "../../app/lib/reviews/constants";
import { mailAdapter } from "../edge/mail";
import { reviewInvitationMail } from "../edge/mail-templates/review-invitation";
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import {
  claimInvitation,
  dueInvitationOrders,
  invitationKey,
  invitationMailed,
  newInvitationToken,
  orderProducts,
  releaseInvitation,
  storeInvitationStatement,
} from "../store/review-invitations";

/** Most invitations one run queues (the rest wait for the next run). */
export const REVIEW_INVITATIONS_PER_RUN = 50;
const DAY_S = 86_400;

/** The link of one product: its page with the review form open and the token in the query. */
export function invitationUrl(origin: string, slug: string, token: string): string {
  const q = new URLSearchParams({ [REVIEW_QUERY.write]: REVIEW_QUERY.writeValue, [REVIEW_QUERY.invitation]: token });
  return `${origin}/${slug}.html?${q}#${REVIEW_IDS.form}`;
}

export interface InvitationOptions {
  /** Origin of the links (SITE_ORIGIN unless given). */
  origin: string;
  log?: Logger;
}

export async function sendReviewInvitations(env: Env, nowS: number, options: InvitationOptions): Promise<{ queued: number }> {
  const log = options.log ?? createLogger({ job: "review-invitations" });
  const paidBefore = nowS - REVIEW_INVITATION_DELAY_DAYS * DAY_S;
  const orders = await dueInvitationOrders(env.DB, paidBefore - REVIEW_INVITATION_WINDOW_DAYS * DAY_S, paidBefore, REVIEW_INVITATIONS_PER_RUN);
  if (orders.length === 0) return { queued: 0 };
  const mail = mailAdapter(env, { log, nowS: () => nowS });
  const expiresAt = nowS + REVIEW_INVITATION_TTL_DAYS * DAY_S;
  let queued = 0;
  for (const order of orders) {
    if (!(await claimInvitation(env.DB, order.id, nowS))) continue;
    try {
      // Queued by an earlier run that failed after queueing: its links hold the stored tokens; keep them.
      if (await invitationMailed(env.DB, order.number)) continue;
      const products = (await orderProducts(env.DB, order.id)).filter((p) => p.slug !== null);
      // Nothing left in the catalogue to review: the claim stays, no mail.
      if (products.length === 0) continue;
      const links = await Promise.all(
        products.map(async (p) => {
          const token = newInvitationToken();
          return { product: p, token, hash: (await invitationKey(token))! };
        }),
      );
      await env.DB.batch(links.map((l) => storeInvitationStatement(env.DB, order.id, l.product.product_id, l.hash, nowS, expiresAt)));
      const result = await mail.send(
        reviewInvitationMail({
          to: order.email,
          orderNumber: order.number,
          firstName: order.first_name,
          products: links.map((l) => ({ title: l.product.title, url: invitationUrl(options.origin, l.product.slug!, l.token) })),
        }),
      );
      if (result.queued) queued++;
    } catch (err) {
      await releaseInvitation(env.DB, order.id, nowS);
      log.error("review invitation not queued", { order: order.number, error: String(err) });
    }
  }
  log.info("review invitations run", { candidates: orders.length, queued });
  return { queued };
}
