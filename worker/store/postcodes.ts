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
