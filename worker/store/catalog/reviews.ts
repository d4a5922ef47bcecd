/** D1 reads of product reviews for the shop (published only): a sorted page and the rating figures. */
import type { ReviewSort } from "../../../app/lib/reviews/constants";
import { ratingSummary, type RatingSummary } from "../../domain/reviews/rating";

export interface ReviewRow {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  created_at: string;
  verified: boolean;
  /** The shop's public reply (docs/decisions/042), shown under the review. */
  reply: { author: string; text: string; date: string } | null;
}

/** Who answers under a review on the product page. */
export const SHOP_REPLY_AUTHOR = "Droomnest";

/** ORDER BY per sort; ties go to the newest, then the highest id, so pages never overlap. */
const ORDER: Record<ReviewSort, string> = {
  newest: "created_at DESC, id DESC",
  highest: "score DESC, created_at DESC, id DESC",
  lowest: "score ASC, created_at DESC, id DESC",
};

export interface ReviewPage extends RatingSummary {
  reviews: ReviewRow[];
}

/**
 * A page of a product's published reviews in the given order, with the average, count and count per star;
 * null when the product does not exist. One round trip (the product's existence is a read of the same batch).
 */
export async function productReviews(
  db: D1Database,
  productId: number,
  limit: number,
  offset: number,
  sort: ReviewSort = "newest",
): Promise<ReviewPage | null> {
  const [exists, rows, counts] = await db.batch([
    db.prepare("SELECT id FROM products WHERE id = ?1").bind(productId),
    db
      .prepare(
        `SELECT id, display_name, title, content, score, created_at, verified, reply, replied_at FROM reviews
          WHERE product_id = ?1 AND status = 'published' ORDER BY ${ORDER[sort]} LIMIT ?2 OFFSET ?3`,
      )
      .bind(productId, limit, offset),
    db.prepare("SELECT score, COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND status = 'published' GROUP BY score").bind(productId),
  ]);
  if (exists!.results.length === 0) return null;
  type Raw = Omit<ReviewRow, "verified" | "reply"> & { verified: number; reply: string | null; replied_at: string | null };
  const reviews = (rows!.results as Raw[]).map(({ reply, replied_at, ...r }) => ({
    ...r,
    verified: r.verified === 1,
    reply: reply === null ? null : { author: SHOP_REPLY_AUTHOR, text: reply, date: replied_at ?? r.created_at },
  }));
  return { reviews, ...ratingSummary(counts!.results as { score: number; n: number }[]) };
}
