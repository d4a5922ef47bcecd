/** A D1 round trip for the deep health check. */
export async function pingD1(db: D1Database): Promise<void> {
  await db.prepare("SELECT 1").first();
}
