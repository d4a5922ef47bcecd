/** D1 queries of categories: by slug, all, the parent chain and the sub-navigation. */
import type { CategoryKind } from "../../../app/lib/api/types/catalog";
import type { CountdownKind } from "../../../app/lib/catalog/countdown";

export interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  sub_title: string | null;
  parent_id: number | null;
  kind: CategoryKind;
  filter_count: number;
  countdown: CountdownKind | null;
  promo_banner: number;
  content: string;
  position: number;
}

export async function categoryBySlug(db: D1Database, slug: string): Promise<CategoryRow | null> {
  return db.prepare("SELECT * FROM categories WHERE slug = ?1").bind(slug).first<CategoryRow>();
}

export async function allCategories(db: D1Database): Promise<CategoryRow[]> {
  return (await db.prepare("SELECT * FROM categories ORDER BY position, id").all<CategoryRow>()).results;
}

/** The breadcrumb chain from the root to this category: one query (a recursive CTE over parent_id). */
export async function categoryChain(db: D1Database, category: CategoryRow): Promise<CategoryRow[]> {
  if (category.parent_id === null) return [category];
  const { results } = await db
    .prepare(
      `WITH RECURSIVE up(id, depth) AS (
         SELECT ?1, 1
         UNION ALL
         SELECT c.parent_id, up.depth + 1 FROM up JOIN categories c ON c.id = up.id
          WHERE c.parent_id IS NOT NULL AND up.depth < 8
       )
       SELECT c.* FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`,
    )
    .bind(category.parent_id)
    .all<CategoryRow>();
  return [...results, category];
}

type NavRow = { slug: string; title: string };

/**
 * A category's subcategories, or its siblings when it has none (null when the category does not exist):
 * one round trip (a batch of three reads by slug) instead of two or three in a row.
 */
export async function subNavigation(db: D1Database, slug: string): Promise<{ title: string; items: NavRow[] } | null> {
  const list = "SELECT slug, title FROM categories WHERE parent_id = (SELECT %s FROM categories WHERE slug = ?1) ORDER BY position, id";
  const [rowRes, childRes, siblingRes] = await db.batch([
    db.prepare("SELECT id, parent_id, title FROM categories WHERE slug = ?1").bind(slug),
    db.prepare(list.replace("%s", "id")).bind(slug),
    db.prepare(list.replace("%s", "parent_id")).bind(slug),
  ]);
  const row = (rowRes!.results as { id: number; parent_id: number | null; title: string }[])[0];
  if (!row) return null;
  const children = childRes!.results as NavRow[];
  const items = children.length > 0 || row.parent_id === null ? children : (siblingRes!.results as NavRow[]);
  return { title: row.title, items };
}
