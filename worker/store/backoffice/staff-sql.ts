/**
 * The statements of staff management (migration 0029, docs/decisions/035), free of Worker types: the Worker
 * binds them (worker/store/backoffice/staff.ts), the ops command line (scripts/staff.ts) and the demo seed
 * (kv-seed/staff-sql.ts) fill them in with literals for `wrangler d1 execute`.
 */

/** Staff, owners first, then by name (?1: none). */
export const LIST_STAFF_SQL = "SELECT id, email, name, role, active, created_at, updated_at FROM staff ORDER BY active DESC, role = 'eigenaar' DESC, name COLLATE NOCASE, id";

/**
 * Adds a member of staff, or gives an existing one (by e-mail) this name and role and access again
 * (?1 email, ?2 name, ?3 role, ?4 now).
 */
export const UPSERT_STAFF_SQL =
  "INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES (?1, ?2, ?3, 1, ?4, ?4) " +
  "ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role, active = 1, updated_at = excluded.updated_at " +
  "WHERE staff.name IS NOT excluded.name OR staff.role IS NOT excluded.role OR staff.active = 0";

/** Adds a member of staff unless the e-mail is known (?1 email, ?2 name, ?3 role, ?4 now): the demo seed. */
export const INSERT_STAFF_SQL = "INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES (?1, ?2, ?3, 1, ?4, ?4) ON CONFLICT (email) DO NOTHING";

/**
 * The guard that keeps one active owner: true unless the row ?1 (an e-mail or an id, by `column`) is the last
 * active owner.
 */
const keepsAnOwner = (column: "email" | "id") =>
  `NOT EXISTS (SELECT 1 FROM staff t WHERE t.${column} = ?1 AND t.role = 'eigenaar' AND t.active = 1 AND (SELECT COUNT(*) FROM staff o WHERE o.role = 'eigenaar' AND o.active = 1) <= 1)`;

/** Changes the role (?1 email or id, ?2 role, ?3 now); never demotes the last active owner. */
export const changeRoleSql = (column: "email" | "id") =>
  `UPDATE staff SET role = ?2, updated_at = ?3 WHERE ${column} = ?1 AND role <> ?2 AND (?2 = 'eigenaar' OR ${keepsAnOwner(column)})`;

/** Deactivates (?1 email or id, ?2 now); never the last active owner. */
export const deactivateSql = (column: "email" | "id") => `UPDATE staff SET active = 0, updated_at = ?2 WHERE ${column} = ?1 AND active = 1 AND ${keepsAnOwner(column)}`;

/** Ends the development sign-in sessions of a member of staff (?1 email or id). */
export const endSessionsSql = (column: "email" | "id") =>
  column === "id" ? "DELETE FROM staff_sessions WHERE staff_id = ?1" : "DELETE FROM staff_sessions WHERE staff_id = (SELECT id FROM staff WHERE email = ?1)";

/** A text as an SQL literal (for wrangler d1 execute --command, which takes no bindings). */
export const sqlText = (s: string): string => `'${s.replace(/'/gu, "''")}'`;

/** A statement with its ?N parameters filled in as literals (texts quoted, whole numbers as they are). */
export function withLiterals(sql: string, ...values: (string | number)[]): string {
  return sql.replace(/\?(\d+)/gu, (_, n: string) => {
    const v = values[Number(n) - 1];
    if (typeof v === "string") return sqlText(v);
    if (typeof v === "number" && Number.isInteger(v)) return String(v);
    throw new Error(`parameter ?${n} must be a text or a whole number`);
  });
}
