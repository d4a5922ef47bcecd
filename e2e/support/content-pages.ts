/** The seeded service pages and blog articles (kv-seed/content/{service,blog}/*.json), read rather than retyped. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogArticle, ServicePage } from "../../app/lib/schemas/content";
import { fillFigures } from "../../kv-seed/content/figures";

const dir = join(import.meta.dirname, "..", "..", "kv-seed", "content");
const readAll = <T>(sub: string): T[] =>
  readdirSync(join(dir, sub))
    .filter((f) => f.endsWith(".json"))
    .sort()
    // As the seed stores them: with the shop's figures ({{gratis_vanaf}}, ...) filled in.
    .map((f) => fillFigures(JSON.parse(readFileSync(join(dir, sub, f), "utf8")) as T));

export const pagesSeed = {
  service: readAll<ServicePage>("service"),
  blog: readAll<BlogArticle>("blog"),
};
