/** D1 queries of product reviews (published only). */

export interface ReviewRow {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  created_at: string;
}

export async function productReviews(db: D1Database, productId: number, limit: number, offset: number) {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, display_name, title, content, score, created_at FROM reviews
          WHERE product_id = ?1 AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(productId, limit, offset),
    db.prepare("SELECT COUNT(*) AS n, AVG(score) AS avg FROM reviews WHERE product_id = ?1 AND status = 'published'").bind(productId),
  ]);
  const agg = count!.results[0] as { n: number; avg: number | null };
  return { reviews: rows!.results as ReviewRow[], total: agg.n, average: agg.avg === null ? 0 : Math.round(agg.avg * 10) / 10 };
}
