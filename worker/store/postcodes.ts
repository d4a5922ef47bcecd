/** D1 reads of the seeded postcode table (migration 0008), the embedded postcode adapter's data. */

export interface PostcodeAddress {
  street: string;
  city: string;
}

/**
 * The street and city of a house number in a (normalised, '3511 AB') Dutch postcode, or null when the
 * seeded set has no range holding it. A range covers odd, even or all numbers from house_from to house_to.
 */
export async function findPostcodeAddress(db: D1Database, zipcode: string, houseNumber: number): Promise<PostcodeAddress | null> {
  const row = await db
    .prepare(
      `SELECT street, city FROM postcodes
        WHERE zipcode = ?1 AND house_from <= ?2 AND house_to >= ?2
          AND parity IN ('all', CASE ?2 % 2 WHEN 0 THEN 'even' ELSE 'odd' END)
        LIMIT 1`,
    )
    .bind(zipcode, houseNumber)
    .first<PostcodeAddress>();
  return row ?? null;
}

/** One row of the postcodes table: a run of house numbers (odd, even or all) with its street and city. */
export interface PostcodeRow extends PostcodeAddress {
  zipcode: string;
  house_from: number;
  house_to: number;
  parity: "odd" | "even" | "all";
}

/**
 * Every row of the table in primary-key order (the order `findPostcodeAddress` meets them in), or null when
 * it holds more than `maxRows` (a real BAG extract is not for an isolate's memory).
 */
export async function allPostcodeRows(db: D1Database, maxRows: number): Promise<PostcodeRow[] | null> {
  const { results } = await db
    .prepare("SELECT zipcode, house_from, house_to, parity, street, city FROM postcodes ORDER BY zipcode, house_from, parity LIMIT ?1")
    .bind(maxRows + 1)
    .all<PostcodeRow>();
  return results.length > maxRows ? null : results;
}

/** The same answer as `findPostcodeAddress`, from rows of one postcode in primary-key order. */
export function matchPostcodeRow(rows: readonly PostcodeRow[] | undefined, houseNumber: number): PostcodeAddress | null {
  const side = houseNumber % 2 === 0 ? "even" : "odd";
  const row = rows?.find((r) => r.house_from <= houseNumber && r.house_to >= houseNumber && (r.parity === "all" || r.parity === side));
  return row ? { street: row.street, city: row.city } : null;
}
