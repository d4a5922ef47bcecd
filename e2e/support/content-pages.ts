/** The seeded service pages and blog articles (kv-seed/content/{service,blog}/*.json), read rather than retyped. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogArticle, ServicePage } from "../../app/lib/schemas/content";

const dir = join(import.meta.dirname, "..", "..", "kv-seed", "content");
const readAll = <T>(sub: string): T[] =>
  readdirSync(join(dir, sub))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, sub, f), "utf8")) as T);

export const pagesSeed = {
  service: readAll<ServicePage>("service"),
  blog: readAll<BlogArticle>("blog"),
};
