/**
 * The moderation statements of reviews as literal SQL, free of D1 types, so that scripts/reviews.ts can run
 * them through `wrangler d1 execute` and worker/store/reviews.ts on a binding: one source for both.
 */
import { statusAfter, type ModerationAction } from "../domain/reviews/submission.ts";

export interface ModerationRow {
  id: number;
  product_id: number;
  product_title: string;
  display_name: string;
  title: string;
  content: string;
  score: number;
  verified: number;
  status: string;
  created_at: string;
}

/** The moderation queue (pending reviews, oldest first), or every review of a status. */
export function listSql(status: "pending" | "published" | "rejected" = "pending", limit = 100): string {
  return `SELECT r.id, r.product_id, p.title AS product_title, r.display_name, r.title, r.content, r.score, r.verified, r.status, r.created_at
    FROM reviews r JOIN products p ON p.id = r.product_id
    WHERE r.status = '${status}' ORDER BY r.created_at ASC, r.id ASC LIMIT ${Math.max(1, Math.floor(limit))}`;
}

/** One review as the moderator sees it (to check it exists before acting). */
export function findSql(id: number): string {
  return `SELECT r.id, r.product_id, p.title AS product_title, r.display_name, r.title, r.content, r.score, r.verified, r.status, r.created_at
    FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ${safeId(id)}`;
}

function safeId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a review id: ${id}`);
  return id;
}

/**
 * The statements of one moderation action: the review's new status, then the product's rating figures
 * recomputed from its published reviews (rounded as the seed stores them). Literal SQL (the id is a
 * checked integer) so `wrangler d1 execute --command` can run it too.
 */
export function moderationSql(action: ModerationAction, id: number, nowIso: string): string[] {
  const rid = safeId(id);
  const at = nowIso.replace(/[^0-9TZ:.-]/gu, "");
  const product = `(SELECT product_id FROM reviews WHERE id = ${rid})`;
  return [
    `UPDATE reviews SET status = '${statusAfter(action)}', moderated_at = '${at}' WHERE id = ${rid}`,
    `UPDATE products SET
       rating_avg = COALESCE((SELECT ROUND(AVG(score), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0),
       rating_count = (SELECT COUNT(*) FROM reviews WHERE product_id = products.id AND status = 'published')
     WHERE id = ${product}`,
  ];
}
