/**
 * Search matching: forgiving of case, accents and Dutch plurals ('matras' finds 'matrassen', 'dekbed'
 * finds 'dekbedden'). A query becomes an FTS5 expression: every word must match one of its forms, the
 * last word also as a prefix (for suggestions while typing).
 */
import { dutchTerms, words } from "./dutch-terms";

export function ftsQuery(term: string, prefixLast = true): string | null {
  const ws = words(term).slice(0, 8);
  if (ws.length === 0) return null;
  const groups = ws.map((w, i) => {
    const forms = new Set(dutchTerms(w));
    forms.add(w);
    const last = i === ws.length - 1 && prefixLast;
    const alts = [...forms].filter(Boolean).map((f) => `"${f.replace(/"/gu, "")}"${last ? "*" : ""}`);
    return alts.length === 1 ? alts[0]! : `(${alts.join(" OR ")})`;
  });
  return groups.join(" AND ");
}

/** A LIKE pattern matching the term anywhere, with LIKE's wildcards escaped (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/gu, (m) => `\\${m}`)}%`;
}
