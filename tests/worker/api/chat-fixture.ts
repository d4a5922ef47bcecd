/**
 * Chat tests: the real service pages, FAQ and blog of kv-seed/content as the seed loads them (keys
 * "service:<slug>" / "blog:<slug>"), and the retrieval passages written into the test D1 as `npm run seed` does.
 */
import { env } from "cloudflare:workers";
import { chatPassagesSql } from "../../../kv-seed/chat-passages-sql";

const modules = import.meta.glob<{ slug: string }>("../../../kv-seed/content/{service,blog}/*.json", { eager: true, import: "default" });

export const seedPages: Record<string, unknown> = Object.fromEntries(
  Object.entries(modules).map(([path, page]) => [`${path.includes("/blog/") ? "blog" : "service"}:${page.slug}`, page]),
);

/** Runs SQL statements in batches; answers how many rows they changed. */
export async function runSql(statements: string[]): Promise<number> {
  let changes = 0;
  for (let i = 0; i < statements.length; i += 50) {
    const results = await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
    for (const r of results) changes += r.meta.changes ?? 0;
  }
  return changes;
}

export function seedChatPassages(): Promise<number> {
  return runSql(chatPassagesSql(seedPages));
}
