/** A LIKE pattern matching the term anywhere, with LIKE's wildcards escaped (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/gu, (m) => `\\${m}`)}%`;
}
