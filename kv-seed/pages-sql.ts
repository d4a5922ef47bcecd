/** Service pages and blog articles (kv-seed/content/service, kv-seed/content/blog) as content rows. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { blogArticleSchema, servicePageSchema } from "../app/lib/schemas/content.ts";
import { contentSql } from "./content-sql.ts";

export function loadPages(root: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [folder, schema, prefix] of [
    ["service", servicePageSchema, "service:"],
    ["blog", blogArticleSchema, "blog:"],
  ] as const) {
    const dir = join(root, "kv-seed", "content", folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
      if (!parsed.success) throw new Error(`kv-seed/content/${folder}/${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      out[`${prefix}${parsed.data.slug}`] = parsed.data;
    }
  }
  return out;
}

export function pagesSql(root: string): string {
  return contentSql(loadPages(root));
}
