/**
 * The chat assistant's retrieval passages (migration 0010: chat_passages + chat_passages_fts) from the
 * service pages, the FAQ and the blog (kv-seed/content/service, kv-seed/content/blog). One passage per
 * section: the page intro, then every heading (h2/h3) with the text under it. Shop figures are filled in as
 * the content rows have them. Idempotent: a second run with the same files changes nothing.
 */
import { fillFigures } from "./content/figures.ts";

interface Block {
  type: string;
  text?: string;
  items?: string[];
}
interface Page {
  slug: string;
  title: string;
  intro: string;
  blocks: Block[];
}

export interface ChatPassage {
  id: string;
  page_key: string;
  path: string;
  title: string;
  heading: string;
  body: string;
}

/** Longest passage body kept (characters); a longer section is cut at a sentence end. */
export const PASSAGE_MAX = 1200;

function clip(text: string): string {
  if (text.length <= PASSAGE_MAX) return text;
  const cut = text.slice(0, PASSAGE_MAX);
  const end = cut.lastIndexOf(". ");
  return end > PASSAGE_MAX / 2 ? cut.slice(0, end + 1) : cut;
}

/** The passages of one page (key "service:<slug>" or "blog:<slug>", as the content rows are keyed). */
export function pagePassages(key: string, raw: unknown): ChatPassage[] {
  const page = fillFigures(raw) as Page;
  const path = key.startsWith("blog:") ? `/blog/${page.slug}/` : `/service/${page.slug}/`;
  const sections: { heading: string; parts: string[] }[] = [{ heading: page.title, parts: [page.intro] }];
  for (const block of page.blocks) {
    if (block.type === "h2" || block.type === "h3") sections.push({ heading: block.text ?? "", parts: [] });
    else if (block.type === "p" && block.text) sections.at(-1)!.parts.push(block.text);
    else if ((block.type === "ul" || block.type === "ol") && block.items) sections.at(-1)!.parts.push(block.items.map((i) => `- ${i}`).join("\n"));
  }
  return sections
    .filter((s) => s.parts.length > 0)
    .map((s, n) => ({ id: `${key}#${n}`, page_key: key, path, title: page.title, heading: s.heading, body: clip(s.parts.join("\n")) }));
}

/** Every passage of the pages (as kv-seed/pages-sql.ts loadPages answers them). */
export function chatPassages(pages: Record<string, unknown>): ChatPassage[] {
  return Object.entries(pages)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, page]) => pagePassages(key, page));
}

const sqlString = (s: string) => `'${s.replace(/'/gu, "''")}'`;

/** Upserts that change only what differs, and a delete of passages no page has any more. */
export function chatPassagesSql(pages: Record<string, unknown>): string[] {
  const passages = chatPassages(pages);
  const upserts = passages.map((p) => {
    const values = [p.id, p.page_key, p.path, p.title, p.heading, p.body].map(sqlString).join(", ");
    return `INSERT INTO chat_passages (id, page_key, path, title, heading, body) VALUES (${values}) ON CONFLICT (id) DO UPDATE SET page_key = excluded.page_key, path = excluded.path, title = excluded.title, heading = excluded.heading, body = excluded.body WHERE chat_passages.page_key IS NOT excluded.page_key OR chat_passages.path IS NOT excluded.path OR chat_passages.title IS NOT excluded.title OR chat_passages.heading IS NOT excluded.heading OR chat_passages.body IS NOT excluded.body;`;
  });
  const ids = passages.map((p) => sqlString(p.id)).join(", ");
  return [...upserts, `DELETE FROM chat_passages WHERE id NOT IN (${ids || "''"});`];
}
