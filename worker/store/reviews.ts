/**
 * Review writes and moderation (spec section 7). New reviews come in as 'pending'; a moderator approves
 * or rejects them with `npm run reviews` (scripts/reviews.ts), which runs the very statements of
 * moderationSql through `wrangler d1 execute` (local or --remote); moderateReview runs them on a binding.
 * Approving or rejecting recomputes products.rating_avg/rating_count from the published reviews, so the
 * product API (read live from D1), the product page and its JSON-LD aggregateRating follow at once.
 */
import type { ModerationAction } from "../domain/reviews/submission.ts";
import { findSql, listSql, moderationSql, type ModerationRow } from "./reviews-sql.ts";


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
export async function listReviews(db: D1Database, status: "pending" | "published" | "rejected" = "pending", limit = 100): Promise<ModerationRow[]> {
  return (await db.prepare(listSql(status, limit)).all<ModerationRow>()).results;
}

/** Approves or rejects a review on a binding; null when there is no review with that id. */
export async function moderateReview(db: D1Database, action: ModerationAction, id: number, now = new Date()): Promise<ModerationRow | null> {
  const found = await db.prepare(findSql(id)).first<ModerationRow>();
  if (!found) return null;
  await db.batch(moderationSql(action, id, now.toISOString()).map((sql) => db.prepare(sql)));
  return db.prepare(findSql(id)).first<ModerationRow>();
}
