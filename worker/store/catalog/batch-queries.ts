/**
 * Statements that go to D1 in one batch together with others, and the reading of their results (in statement
 * order): a search or listing answer gathers the reads of its parts into as few round trips as it can
 * (docs/decisions/031-search-index.md).
 */
export interface BatchQueries<T, R = D1Result> {
  statements: D1PreparedStatement[];
  read: (results: R[]) => T;
}
