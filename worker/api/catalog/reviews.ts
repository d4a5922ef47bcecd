/**
 * Product reviews (spec section 7):
 * - GET /v1/catalog/product/{id}/reviews?page=N&sort=newest|highest|lowest: published reviews, a page of
 *   REVIEWS_PAGE_SIZE, with the average, the count and the count per star.
 * - POST /v1/catalog/product/{id}/review: the spec's Review payload (app/lib/schemas/review.ts). Stored as
 *   pending (moderation: npm run reviews); answers `{ data: { message } }`. Verified ('Geverifieerde
 *   koper') only with the token of a review invitation for this product (worker/jobs/review-invitations.ts),
 *   never from the typed e-mail address. A token that cannot be used (unknown or forged, expired, used
 *   by another review, of another product or of an order no longer paid) leaves the review unverified and
 *   the answer says so (REVIEW_MESSAGES.postedUnverified): a shopper with an old link still gets a review in. A filled honeypot gets the same answer and stores nothing;
 *   posts are rate-limited per client address (429).
 */
import { Hono } from "hono";
import type { ReviewPosted, Reviews } from "../../../app/lib/api/types/catalog";
import { REVIEW_INVITATION_FIELD, REVIEW_RATE_LIMIT, REVIEWS_PAGE_SIZE } from "../../../app/lib/reviews/constants";
import { REVIEW_MESSAGES } from "../../../app/lib/reviews/messages";
import { productIdParam } from "../../../app/lib/schemas/catalog";
import { payloadFieldErrors, reviewPayloadSchema, reviewsListQuery } from "../../../app/lib/schemas/review";
import { pageCount } from "../../domain/reviews/rating";
import { emailHashInput, isBotPost } from "../../domain/reviews/submission";
import type { AppEnv } from "../../env";
import { ApiHttpError, MALFORMED_JSON_MESSAGE } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { productBySlugOrId, productReviews } from "../../store/catalog";
import { invitationKey, releaseInvitationUse, useInvitation } from "../../store/review-invitations";
import { insertReview } from "../../store/reviews";
import { sha256Hex } from "../../store/sessions";
import { productNotFound } from "./product";

export const reviewRoutes = new Hono<AppEnv>();

reviewRoutes.get(
  "/product/:id/reviews",
  zv("param", productIdParam, { code: "invalid_product_id" }),
  zv("query", reviewsListQuery, { code: "invalid_page" }),
  async (c) => {
    const { id } = c.req.valid("param");
    const { page, sort } = c.req.valid("query");
    // One D1 round trip: the product's existence, the page and the figures (docs/decisions/023).
    const result = await productReviews(c.env.DB, id, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE, sort);
    if (!result) throw productNotFound();
    return ok<Reviews>(c, {
      average: result.average,
      count: result.count,
      stars: result.stars,
      sort,
      reviews: result.reviews,
      pagination: { total: result.count, page, pages: pageCount(result.count, REVIEWS_PAGE_SIZE), page_size: REVIEWS_PAGE_SIZE },
    });
  },
);

reviewRoutes.post(
  "/product/:id/review",
  zv("param", productIdParam, { status: 404, code: "product_not_found" }),
  // Counted before the body is read: every post from an address counts, also refused ones.
  rateLimits({ name: "review-ip", ...REVIEW_RATE_LIMIT, key: clientIp }),
  async (c) => {
    const { id } = c.req.valid("param");
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiHttpError(400, "bad_request", MALFORMED_JSON_MESSAGE);
    }
    const parsed = reviewPayloadSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = payloadFieldErrors(parsed.error);
      throw new ApiHttpError(422, "invalid_input", parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.required, {}, fields);
    }
    const db = c.env.DB;
    const product = await productBySlugOrId(db, String(id));
    if (!product) throw productNotFound();
    const post = parsed.data;
    const log = logFor(c);
    if (isBotPost(post.website)) {
      // The same answer as a real post: a bot learns nothing from it.
      log.info("review honeypot filled: not stored", { product_id: product.id });
      return ok<ReviewPosted>(c, { message: REVIEW_MESSAGES.posted }, 201);
    }
    const emailHash = await sha256Hex(emailHashInput(post.customer.email));
    const nowS = Math.floor(Date.now() / 1000);
    const token = post[REVIEW_INVITATION_FIELD] || "";
    const tokenHash = token ? await invitationKey(token) : null;
    const use = tokenHash ? await useInvitation(db, tokenHash, product.id, emailHash, nowS) : null;
    const verified = use !== null;
    const stored = await insertReview(db, {
      productId: product.id,
      displayName: post.customer.name,
      title: post.review.title,
      content: post.review.content,
      score: post.review.score,
      emailHash,
      verified,
      createdAt: new Date().toISOString(),
    });
    // The token went to a review that was not stored (this address's review was moderated already): give it back.
    if (!stored && use === "fresh" && tokenHash) await releaseInvitationUse(db, tokenHash, nowS);
    log.info("review received", { product_id: product.id, stored, verified, invitation: token ? (verified ? "used" : "refused") : "none" });
    const message = token && !verified ? REVIEW_MESSAGES.postedUnverified : REVIEW_MESSAGES.posted;
    return ok<ReviewPosted>(c, { message }, stored ? 201 : 200);
  },
);
