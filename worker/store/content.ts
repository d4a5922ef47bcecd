/** D1 queries of content documents (navigation, footer, service pages, blog articles). */
import type { ContentKey } from "../../app/lib/schemas/content";

/** Reads one content document (JSON text) from D1; null when it is not there. */
export async function readContent(db: D1Database, key: ContentKey | string): Promise<string | null> {
  const row = await db.prepare("SELECT body FROM content WHERE key = ?1").bind(key).first<{ body: string }>();
  return row?.body ?? null;
}

/** Slug, title and intro of every service page, by title. */
export async function servicePageList(db: D1Database): Promise<{ slug: string; title: string; intro: string }[]> {
  const rows = await db
    .prepare(
      "SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title, json_extract(body, '$.intro') AS intro FROM content WHERE key LIKE 'service:%' ORDER BY title",
    )
    .all<{ slug: string; title: string; intro: string }>();
  return rows.results;
}

export interface BlogListRow {
  slug: string;
  title: string;
  intro: string;
  published: string;
  reading_minutes: number;
  /** JSON text of the image */
  image: string;
}

/** The blog articles' list fields, newest first. */
export async function blogList(db: D1Database): Promise<BlogListRow[]> {
  const rows = await db
    .prepare(
      `SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title, json_extract(body, '$.intro') AS intro,
              json_extract(body, '$.published') AS published, json_extract(body, '$.reading_minutes') AS reading_minutes,
              json_extract(body, '$.image') AS image
         FROM content WHERE key LIKE 'blog:%' ORDER BY published DESC`,
    )
    .all<BlogListRow>();
  return rows.results;
}

/** Slug and title of every document of a kind ('service' or 'blog'), by title. */
export async function contentTitles(db: D1Database, kind: "service" | "blog"): Promise<{ slug: string; title: string }[]> {
  const rows = await db
    .prepare("SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title FROM content WHERE key LIKE ?1 ORDER BY title")
    .bind(`${kind}:%`)
    .all<{ slug: string; title: string }>();
  return rows.results;
}
