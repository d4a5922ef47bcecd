/**
 * /beheer/api/reviews (docs/decisions/042, spec section 7), permission "reviews" (both roles): the moderation
 * queue per status, approve, reject with a reason, and the shop's public reply. Each write is one batch with
 * its audit row; moderation recomputes the product's rating_avg and rating_count in that batch, and every
 * change shoppers see is announced through catalogChanged so cached pages follow on the next request.
 */
import { Hono, type Context } from "hono";
import { z } from "../../../app/lib/schemas/zod";
import { noInputSchema } from "../../../app/lib/schemas/no-input";
import { BEHEER_REVIEW_MESSAGES as M } from "../../../app/lib/beheer/messages/reviews";
import type { Page } from "../../../app/lib/beheer/types/common";
import type { BeheerReview } from "../../../app/lib/beheer/types/reviews";
import type { AppEnv } from "../../env";
import { catalogChanged } from "../../edge/catalog-change";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { findReview, moderateReview, replyToReview, reviewQueue } from "../../store/reviews";
import type { ModerationRow } from "../../store/reviews-sql";
import { parseReviewId } from "../../domain/reviews/submission";

export const reviewsApi = new Hono<AppEnv>();
reviewsApi.use("*", requirePermission("reviews"));

const PER_PAGE = 25;

const listQuery = z.object({
  status: z.enum(["pending", "published", "rejected"], { error: M.invalid }).optional().default("pending"),
  page: z.coerce.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(10_000, M.invalid).optional().default(1),
});

async function view(db: D1Database, rows: ModerationRow[]): Promise<BeheerReview[]> {
  const ids = [...new Set(rows.map((r) => r.product_id))];
  const slugs = new Map<number, string>();
  if (ids.length > 0) {
    const { results } = await db.prepare("SELECT id, slug FROM products WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(ids)).all<{ id: number; slug: string }>();
    for (const r of results) slugs.set(r.id, r.slug);
  }
  return rows.map((r) => ({ ...r, verified: r.verified === 1, status: r.status as BeheerReview["status"], product_path: `/${slugs.get(r.product_id) ?? ""}.html` }));
}

reviewsApi.get("/", zv("query", listQuery), async (c) => {
  const { status, page } = c.req.valid("query");
  const { items, total } = await reviewQueue(c.env.DB, status, PER_PAGE, (page - 1) * PER_PAGE);
  return ok<Page<BeheerReview>>(c, { items: await view(c.env.DB, items), total, page, per_page: PER_PAGE });
});

async function found(c: Context<AppEnv>): Promise<ModerationRow> {
  const id = parseReviewId(c.req.param("id"));
  const row = id === null ? null : await findReview(c.env.DB, id);
  if (!row) throw new ApiHttpError(404, "review_not_found", M.notFound);
  return row;
}

async function answer(c: Context<AppEnv>, row: ModerationRow | null): Promise<Response> {
  // The product page, its categories and suggestions show the rating and the reviews (worker/edge/catalog-change.ts).
  await catalogChanged(c.env, { productIds: [row!.product_id] });
  return ok<BeheerReview>(c, (await view(c.env.DB, [row!]))[0]!);
}

reviewsApi.post("/:id/approve", zv("json", noInputSchema), async (c) => {
  const row = await found(c);
  if (row.status === "published") throw new ApiHttpError(409, "review_same_status", M.already(M.tabs.published));
  return answer(c, await moderateReview(c.env.DB, "approve", row.id, new Date(), { staff: c.get("staff")! }));
});

const rejectBody = z.strictObject({ reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.reasonRequired) }, { error: M.reasonRequired });

reviewsApi.post("/:id/reject", zv("json", rejectBody, { fields: true }), async (c) => {
  const row = await found(c);
  if (row.status === "rejected") throw new ApiHttpError(409, "review_same_status", M.already(M.tabs.rejected));
  return answer(c, await moderateReview(c.env.DB, "reject", row.id, new Date(), { staff: c.get("staff")!, reason: c.req.valid("json").reason }));
});

const replyBody = z.strictObject({ reply: z.string({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(2000, M.replyRequired).nullable() }, { error: M.replyRequired });

/** The shop's reply: a text, or null to take it away. */
reviewsApi.put("/:id/reply", zv("json", replyBody, { fields: true }), async (c) => {
  const row = await found(c);
  return answer(c, await replyToReview(c.env.DB, row.id, c.req.valid("json").reply, new Date(), { staff: c.get("staff")! }));
});
