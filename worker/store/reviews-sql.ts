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
  moderated_at: string | null;
  /** Why staff rejected it (back office only, never shown to shoppers; migration 0038). */
  reject_reason: string | null;
  /** The shop's public reply, shown under the review ("Reactie van Droomnest"). */
  reply: string | null;
  replied_at: string | null;
}

export type ReviewStatus = "pending" | "published" | "rejected";

const COLUMNS = "r.id, r.product_id, p.title AS product_title, r.display_name, r.title, r.content, r.score, r.verified, r.status, r.created_at, r.moderated_at, r.reject_reason, r.reply, r.replied_at";

/** A text as an SQL string literal (quotes doubled, control characters but newline dropped). */
export function sqlText(text: string): string {
  return `'${text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/gu, "").replace(/'/gu, "''")}'`;
}

/** The moderation queue (pending reviews, oldest first), or the reviews of a status (last moderated first). */
export function listSql(status: ReviewStatus = "pending", limit = 100, offset = 0): string {
  return `SELECT ${COLUMNS}
    FROM reviews r JOIN products p ON p.id = r.product_id
    WHERE r.status = '${safeStatus(status)}' ORDER BY ${status === "pending" ? "r.created_at ASC, r.id ASC" : "COALESCE(r.moderated_at, r.created_at) DESC, r.id DESC"} LIMIT ${Math.max(1, Math.floor(limit))} OFFSET ${Math.max(0, Math.floor(offset))}`;
}

/** How many reviews have a status (the back office's tabs and pages). */
export function countSql(status: ReviewStatus): string {
  return `SELECT COUNT(*) AS n FROM reviews WHERE status = '${safeStatus(status)}'`;
}

function safeStatus(status: ReviewStatus): ReviewStatus {
  if (status !== "pending" && status !== "published" && status !== "rejected") throw new Error(`not a review status: ${String(status)}`);
  return status;
}

/** One review as the moderator sees it (to check it exists before acting). */
export function findSql(id: number): string {
  return `SELECT ${COLUMNS}
    FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ${safeId(id)}`;
}

function safeId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a review id: ${id}`);
  return id;
}

/**
 * The statements of one moderation action: the review's new status (a rejection with its reason, an approval
 * clears an old one; a review already in that status is left as it is), then the product's rating figures
 * recomputed from its published reviews (rounded as the seed stores them). Literal SQL (the id is a checked
 * integer, the reason a quoted literal) so `wrangler d1 execute --command` can run it too.
 */
export function moderationSql(action: ModerationAction, id: number, nowIso: string, reason: string | null = null): string[] {
  const rid = safeId(id);
  const at = nowIso.replace(/[^0-9TZ:.-]/gu, "");
  const product = `(SELECT product_id FROM reviews WHERE id = ${rid})`;
  const status = statusAfter(action);
  const why = action === "reject" && reason !== null ? sqlText(reason) : "NULL";
  return [
    `UPDATE reviews SET status = '${status}', moderated_at = '${at}', reject_reason = ${why} WHERE id = ${rid} AND status <> '${status}'`,
    `UPDATE products SET
       rating_avg = COALESCE((SELECT ROUND(AVG(score), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0),
       rating_count = (SELECT COUNT(*) FROM reviews WHERE product_id = products.id AND status = 'published')
     WHERE id = ${product}`,
  ];
}

/** The shop's public reply to a review (null: the reply is taken away). */
export function replySql(id: number, reply: string | null, nowIso: string): string {
  const at = nowIso.replace(/[^0-9TZ:.-]/gu, "");
  return reply === null
    ? `UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ${safeId(id)} AND reply IS NOT NULL`
    : `UPDATE reviews SET reply = ${sqlText(reply)}, replied_at = '${at}' WHERE id = ${safeId(id)} AND reply IS NOT ${sqlText(reply)}`;
}
