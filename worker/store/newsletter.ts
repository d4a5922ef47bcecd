/** D1 write of a newsletter sign-up: one row per address, a second sign-up changes nothing. */
export async function storeSubscription(db: D1Database, email: string, source: string): Promise<void> {
  await db.prepare("INSERT INTO newsletter_subscriptions (email, source) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING").bind(email, source).run();
}
