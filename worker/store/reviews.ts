/**
 * Review writes and moderation (spec section 7). New reviews come in as 'pending'; staff approve, reject
 * (with a reason) or reply in the back office (/beheer/reviews/, docs/decisions/042), or a script does with
 * `npm run reviews` (scripts/reviews.ts), which runs the very statements of moderationSql through
 * `wrangler d1 execute` (local or --remote); moderateReview and replyToReview run them on a binding, with
 * the audit row of the member of staff in the same batch.
 * Approving or rejecting recomputes products.rating_avg/rating_count from the published reviews, so the
 * product API (read live from D1), the product page and its JSON-LD aggregateRating follow at once.
 */
import type { ModerationAction } from "../domain/reviews/submission.ts";
import type { Staff } from "../domain/backoffice/permissions.ts";
import { auditStatement } from "./backoffice/audit.ts";
import { countSql, findSql, listSql, moderationSql, replySql, type ModerationRow, type ReviewStatus } from "./reviews-sql.ts";


export interface NewReview {
  productId: number;
  displayName: string;
  title: string;
  content: string;
  score: number;
  /** SHA-256 of the normalised address (domain/reviews/submission.ts emailHashInput); the address is not kept. */
  emailHash: string;
  verified: boolean;
  createdAt: string;
}

/**
 * Stores a pending review. A second post for the same product from the same address replaces the
 * review while it is still pending (a double submit stores one); once moderated it is left as it is.
 * Answers whether a row was written.
 */
export async function insertReview(db: D1Database, r: NewReview): Promise<boolean> {
  const res = await db
    .prepare(
      `INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status, email_hash, verified)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7, ?8)
       ON CONFLICT (product_id, email_hash) WHERE email_hash IS NOT NULL DO UPDATE SET
         display_name = excluded.display_name, title = excluded.title, content = excluded.content, score = excluded.score,
         created_at = excluded.created_at, verified = excluded.verified
       WHERE reviews.status = 'pending'`,
    )
    .bind(r.productId, r.displayName, r.title, r.content, r.score, r.createdAt, r.emailHash, r.verified ? 1 : 0)
    .run();
  return res.meta.changes > 0;
}

/** Lists reviews of a status on a binding (the statement the script runs). */
export async function listReviews(db: D1Database, status: ReviewStatus = "pending", limit = 100, offset = 0): Promise<ModerationRow[]> {
  return (await db.prepare(listSql(status, limit, offset)).all<ModerationRow>()).results;
}

/** A page of the moderation queue of a status and how many there are. */
export async function reviewQueue(db: D1Database, status: ReviewStatus, limit: number, offset: number): Promise<{ items: ModerationRow[]; total: number }> {
  const [rows, count] = await db.batch([db.prepare(listSql(status, limit, offset)), db.prepare(countSql(status))]);
  return { items: rows!.results as ModerationRow[], total: (count!.results[0] as { n: number }).n };
}

export async function findReview(db: D1Database, id: number): Promise<ModerationRow | null> {
  return db.prepare(findSql(id)).first<ModerationRow>();
}

/** Who moderates: a member of staff (an audit row in the batch) or a script (none). */
export interface ModerationBy {
  staff?: Pick<Staff, "id" | "email">;
  /** A rejection's reason (the back office requires one). */
  reason?: string | null;
}

/**
 * Approves or rejects a review on a binding, the product's rating_avg and rating_count in the same batch;
 * null when there is no review with that id.
 */
export async function moderateReview(db: D1Database, action: ModerationAction, id: number, now = new Date(), by: ModerationBy = {}): Promise<ModerationRow | null> {
  const found = await findReview(db, id);
  if (!found) return null;
  const [review, rating] = moderationSql(action, id, now.toISOString(), by.reason ?? null).map((sql) => db.prepare(sql));
  const audit = by.staff
    ? [auditStatement(db, by.staff, { action: `review.${action}`, entity: "review", entityId: id, before: { status: found.status }, after: { status: action === "approve" ? "published" : "rejected", ...(action === "reject" ? { reason: by.reason ?? null } : {}) } }, Math.floor(now.getTime() / 1000), "changes() = 1")]
    : [];
  await db.batch([review!, ...audit, rating!]);
  return findReview(db, id);
}

/** Writes (or with null takes away) the shop's public reply; null when there is no review with that id. */
export async function replyToReview(db: D1Database, id: number, reply: string | null, now = new Date(), by: ModerationBy = {}): Promise<ModerationRow | null> {
  const found = await findReview(db, id);
  if (!found) return null;
  const audit = by.staff ? [auditStatement(db, by.staff, { action: reply === null ? "review.reply_remove" : "review.reply", entity: "review", entityId: id, after: { reply_length: reply?.length ?? 0 } }, Math.floor(now.getTime() / 1000), "changes() = 1")] : [];
  await db.batch([db.prepare(replySql(id, reply, now.toISOString())), ...audit]);
  return findReview(db, id);
}
