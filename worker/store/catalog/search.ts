/**
 * D1 queries of search (docs/decisions/031-search-index.md): the vocabulary and synonyms a query is planned
 * with, the ranked results and the suggestions while typing.
 */
import { normalizeWord } from "../../domain/dutch-terms";
import { correctionQueries } from "../../domain/search/did-you-mean";
import { searchWords } from "../../domain/search/forms";
import { SEARCH_ROW_ID_SPAN } from "../../domain/search/document.ts";
import { planSearch, type SearchPlan, type Synonyms } from "../../domain/search/plan";
import { vocabulary, type Vocabulary } from "../../domain/search/typo";

export interface Lexicon {
  version: string;
  vocab: Vocabulary;
  synonyms: Synonyms;
}

// The isolate's copy of the vocabulary and the synonym list, valid while search_meta.version is unchanged.
let lexicon: Lexicon | null = null;

const VERSION_SQL = "SELECT version FROM search_meta WHERE id = 1";

async function loadLexicon(db: D1Database): Promise<Lexicon> {
  const [version, terms, synonyms] = await db.batch([
    db.prepare(VERSION_SQL),
    db.prepare("SELECT term FROM search_vocab"),
    db.prepare("SELECT term, alternatives FROM search_synonyms"),
  ]);
  const map = new Map<string, string[]>();
  for (const row of synonyms!.results as { term: string; alternatives: string }[]) {
    try {
      const alts = JSON.parse(row.alternatives) as unknown;
      if (!Array.isArray(alts)) continue;
      const words = alts.filter((a): a is string => typeof a === "string").map((a) => searchWords(a).join(" ")).filter(Boolean);
      if (words.length > 0) map.set(normalizeWord(row.term), words);
    } catch {
      // a malformed row is skipped (the table's CHECK keeps them out)
    }
  }
  lexicon = {
    version: String((version!.results[0] as { version?: unknown } | undefined)?.version ?? ""),
    vocab: vocabulary((terms!.results as { term: string }[]).map((r) => r.term)),
    synonyms: map,
  };
  return lexicon;
}

/**
 * Runs `run` with a plan made from the isolate's lexicon and the version statement in the same batch; when
 * the stored version differs (the index or the synonyms changed), reloads the lexicon and runs again.
 */
async function withPlan<T>(
  db: D1Database,
  term: string,
  prefixLast: boolean,
  run: (plan: SearchPlan | null) => D1PreparedStatement[],
  read: (plan: SearchPlan | null, results: D1Result[]) => T,
): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const lex = lexicon ?? (await loadLexicon(db));
    const plan = planSearch(term, lex.vocab, lex.synonyms, prefixLast);
    const results = await db.batch([db.prepare(VERSION_SQL), ...run(plan)]);
    const version = String((results[0]!.results[0] as { version?: unknown } | undefined)?.version ?? "");
    if (version === lex.version || attempt === 1) return read(plan, results.slice(1));
    lexicon = null;
  }
  throw new Error("unreachable");
}

/** For tests: forget the isolate's lexicon (as a new isolate would). */
export function resetSearchLexicon(): void {
  lexicon = null;
}

/**
 * The products whose fields name every word; only when there are none, also those whose description does
 * (a description mentions other products: "past bij onze hoeslakens"). Sold-out last; exact phrase in the
 * title, then all words uncorrected, then corrected; words in title, type or brand, then in categories or
 * attributes; popularity (the rowid). The product id is the rowid's low part (searchRow), so ranking reads
 * only the index, never the rows' text; availability comes from the covering index products_search_rank
 * (migration 0041), not from the products' wide rows.
 */
const DESCRIBED_COLUMNS = "{title kind brand cats attrs}";

function rankedSql(plan: SearchPlan, limit: number): { sql: string; params: string[] } {
  const params: string[] = [plan.match];
  const inMatch = (expr: string, table: "search_fts" | "search_primary_fts" = "search_fts") => {
    params.push(expr);
    return `(m.r IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?${params.length}))`;
  };
  const inPrimary = (expr: string) => inMatch(expr, "search_primary_fts");
  // Without corrections every match is "all words uncorrected": no need to ask.
  const exact = plan.exact && plan.corrected ? ` WHEN ${inMatch(plan.exact)} THEN 1` : "";
  const tier = `CASE WHEN ${inPrimary(plan.phrase)} THEN 0${exact} ELSE ${plan.corrected ? 2 : 1} END`;
  const primary = plan.primary.map((e) => inPrimary(e)).join(" + ");
  // Without strong matches, products whose fields name more of the words first.
  const described = plan.described.map((e) => inMatch(e)).join(" + ");
  return {
    sql: `WITH strong AS (SELECT rowid AS r FROM search_fts WHERE search_fts MATCH ?${params.push(`${DESCRIBED_COLUMNS} : (${plan.match})`)}),
found AS (SELECT r FROM strong
          UNION ALL SELECT rowid FROM search_fts WHERE search_fts MATCH ?1 AND NOT EXISTS (SELECT 1 FROM strong)),
m AS (SELECT r, r % ${SEARCH_ROW_ID_SPAN} AS id FROM found)
SELECT m.id FROM m JOIN products p INDEXED BY products_search_rank ON p.id = m.id
 ORDER BY p.available = 0, ${tier}, (${primary}) DESC, CASE WHEN EXISTS (SELECT 1 FROM strong) THEN 0 ELSE -(${described}) END, m.r
 LIMIT ${Math.trunc(limit)}`,
    params,
  };
}

export interface SearchOutcome {
  ids: number[];
  plan: SearchPlan | null;
}

/** Product ids for a search term, best first (at most `limit`). */
export async function searchIds(db: D1Database, term: string, limit: number): Promise<SearchOutcome> {
  return withPlan(
    db,
    term,
    false,
    (plan) => {
      if (!plan) return [];
      const { sql, params } = rankedSql(plan, limit);
      return [db.prepare(sql).bind(...params)];
    },
    (plan, results) => ({ ids: plan ? (results[0]!.results as { id: number }[]).map((r) => r.id) : [], plan }),
  );
}

/** The isolate's lexicon (loaded when there is none yet). */
export async function searchLexicon(db: D1Database): Promise<Lexicon> {
  return lexicon ?? loadLexicon(db);
}

const SUGGESTED_PRODUCTS = 6;

type Suggested = { id: number; slug: string; title: string; price: number };

/**
 * The suggested products in one statement: the most popular whose title matches (?1 on search_primary_fts),
 * then, only when those are fewer than six products, the most popular matching anywhere (?2 on search_fts).
 * FTS5 does its work when the scan opens (a prefix term merges the doclists of every word it begins), so the
 * second scan is given an empty phrase, which matches nothing at no cost, when the first already filled the
 * list: the wider rows would never be shown.
 */
const SUGGEST_SQL = `WITH titled AS MATERIALIZED (
    SELECT s.r, p.id, p.slug, p.title, p.price
      FROM (SELECT rowid AS r FROM search_primary_fts WHERE search_primary_fts MATCH ?1 ORDER BY rowid LIMIT ${SUGGESTED_PRODUCTS}) s
      JOIN products p ON p.id = s.r % ${SEARCH_ROW_ID_SPAN}),
  wider AS (
    SELECT rowid AS r FROM search_fts
     WHERE search_fts MATCH (CASE WHEN (SELECT COUNT(*) FROM titled) < ${SUGGESTED_PRODUCTS} THEN ?2 ELSE '""' END)
     ORDER BY rowid LIMIT ${SUGGESTED_PRODUCTS * 2})
SELECT id, slug, title, price FROM (
  SELECT 0 AS part, r, id, slug, title, price FROM titled
  UNION ALL
  SELECT 1, w.r, p.id, p.slug, p.title, p.price FROM wider w JOIN products p ON p.id = w.r % ${SEARCH_ROW_ID_SPAN})
 ORDER BY part, r`;

/**
 * Suggestions while typing, with the same matching as the results (the last word also as the beginning of a
 * word): products whose title matches (search_primary_fts' title), most popular first, then products matching
 * elsewhere; categories and brands by name, as typed and as the index understood the query. One D1 batch.
 */
export async function searchSuggestions(db: D1Database, term: string, like: (s: string) => string) {
  return withPlan(
    db,
    term,
    true,
    (plan) => {
      const understood = plan?.understood ?? term;
      const terms = [...new Set([term.trim(), understood])];
      const likeSql = (col: string) => terms.map((_, i) => `${col} LIKE ?${i + 1} ESCAPE '\\'`).join(" OR ");
      const likes = terms.map(like);
      const names = [
        db.prepare(`SELECT slug, title FROM categories WHERE ${likeSql("title")} ORDER BY length(slug) LIMIT 4`).bind(...likes),
        db.prepare(`SELECT slug, name FROM brands WHERE ${likeSql("name")} ORDER BY name LIMIT 3`).bind(...likes),
      ];
      if (!plan) return names;
      return [...names, db.prepare(SUGGEST_SQL).bind(`{title} : (${plan.match})`, plan.match)];
    },
    (plan, results) => {
      const products: Suggested[] = [];
      const seen = new Set<number>();
      for (const r of results.slice(2)) {
        for (const p of r.results as Suggested[]) {
          if (products.length < SUGGESTED_PRODUCTS && !seen.has(p.id)) {
            seen.add(p.id);
            products.push(p);
          }
        }
      }
      return {
        plan,
        products,
        categories: results[0]!.results as { slug: string; title: string }[],
        brands: results[1]!.results as { slug: string; name: string }[],
      };
    },
  );
}

/**
 * "Bedoelde je ...": the closest query that finds products, or null (docs/decisions/031-search-index.md).
 * All candidates are counted in one batch.
 */
export async function didYouMean(db: D1Database, term: string): Promise<string | null> {
  const lex = await searchLexicon(db);
  const candidates = correctionQueries(term, lex.vocab, lex.synonyms)
    .map((query) => ({ query, plan: planSearch(query, lex.vocab, lex.synonyms) }))
    .filter((c): c is { query: string; plan: SearchPlan } => c.plan !== null);
  if (candidates.length === 0) return null;
  const counts = await db.batch(
    candidates.map((c) => db.prepare("SELECT EXISTS (SELECT 1 FROM search_fts WHERE search_fts MATCH ?1) AS found").bind(c.plan.match)),
  );
  const hit = candidates.findIndex((_, i) => (counts[i]!.results[0] as { found: number } | undefined)?.found === 1);
  return hit >= 0 ? candidates[hit]!.query : null;
}
