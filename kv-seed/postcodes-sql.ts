/** kv-seed/postcodes.json (demo Dutch postcode ranges) as idempotent inserts into the postcodes table. */
export interface PostcodeRange {
  zipcode: string;
  from: number;
  to: number;
  parity: "odd" | "even" | "all";
  street: string;
  city: string;
}

const sqlString = (s: string) => `'${s.replace(/'/gu, "''")}'`;
const ZIPCODE = /^[1-9]\d{3} [A-Z]{2}$/u;

/** The file's shape: a note saying what the data is, and the ranges. */
export interface PostcodeData {
  _note: string;
  ranges: PostcodeRange[];
}

/** One statement per range; a second run with the same file changes no row. */
export function postcodesSql(ranges: PostcodeRange[]): string[] {
  return ranges.map((r) => {
    if (!ZIPCODE.test(r.zipcode) || !Number.isInteger(r.from) || !Number.isInteger(r.to) || r.from > r.to || !["odd", "even", "all"].includes(r.parity)) {
      throw new Error(`kv-seed/postcodes.json: bad range ${JSON.stringify(r)}`);
    }
    return (
      `INSERT INTO postcodes (zipcode, house_from, house_to, parity, street, city) VALUES (${sqlString(r.zipcode)}, ${r.from}, ${r.to}, ${sqlString(r.parity)}, ${sqlString(r.street)}, ${sqlString(r.city)}) ` +
      `ON CONFLICT (zipcode, house_from, parity) DO UPDATE SET house_to = excluded.house_to, street = excluded.street, city = excluded.city ` +
      `WHERE postcodes.house_to IS NOT excluded.house_to OR postcodes.street IS NOT excluded.street OR postcodes.city IS NOT excluded.city;`
    );
  });
}
