/**
 * Product reviews (spec section 7, issue 12 section 3):
 * - GET /v1/catalog/product/{id}/reviews?page=N&sort=newest|highest|lowest: published reviews, a page of
 *   REVIEWS_PAGE_SIZE, with the average, the count and the count per star.
 * - POST /v1/catalog/product/{id}/review: the spec's Review payload (app/lib/schemas/review.ts). Stored as
 *   pending (moderation: npm run reviews), marked verified when the e-mail placed a paid order of the
 *   product; answers `{ data: { message } }`. A filled honeypot gets the same answer and stores nothing;
 *   posts are rate-limited per client address (429).
 */
import { Hono } from "hono";
import type { ReviewPosted, Reviews } from "../../../app/lib/api/types/catalog";
import { REVIEW_RATE_LIMIT, REVIEWS_PAGE_SIZE } from "../../../app/lib/review-constants";
import { REVIEW_MESSAGES } from "../../../app/lib/reviews/messages";
import { productIdParam } from "../../../app/lib/schemas/catalog";
import { payloadFieldErrors, reviewPayloadSchema, reviewsListQuery } from "../../../app/lib/schemas/review";
import { pageCount } from "../../domain/reviews/rating";
import { emailHashInput, isBotPost } from "../../domain/reviews/submission";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { productBySlugOrId, productReviews } from "../../store/catalog";
import { insertReview, isVerifiedBuyer } from "../../store/reviews";
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
      throw new ApiHttpError(400, "bad_request", "De gegevens zijn geen geldige JSON.");
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
    const verified = await isVerifiedBuyer(db, post.customer.email, product.id);
    const stored = await insertReview(db, {
      productId: product.id,
      displayName: post.customer.name,
      title: post.review.title,
      content: post.review.content,
      score: post.review.score,
      emailHash: await sha256Hex(emailHashInput(post.customer.email)),
      verified,
      createdAt: new Date().toISOString(),
    });
    log.info("review received", { product_id: product.id, stored, verified });
    return ok<ReviewPosted>(c, { message: REVIEW_MESSAGES.posted }, stored ? 201 : 200);
  },
);
