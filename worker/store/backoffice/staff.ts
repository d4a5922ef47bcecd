/**
 * Staff rows and the development sign-in's sessions (migration 0029, docs/decisions/035). An identity
 * (Cloudflare Access e-mail or a development session) is a member of staff only while the row is active.
 */
import type { Staff, StaffRole } from "../../domain/backoffice/permissions";
import { newSessionToken, sessionKey } from "../sessions";

/** A development sign-in lasts a working day. */
export const STAFF_SESSION_TTL_S = 12 * 3600;

export interface StaffRow extends Staff {
  active: 0 | 1;
  created_at: number;
  updated_at: number;
}

const STAFF_COLUMNS = "id, email, name, role";

/** The active member of staff with this e-mail address (case-insensitive), or null. */
export async function staffByEmail(db: D1Database, email: string): Promise<Staff | null> {
  return (await db.prepare(`SELECT ${STAFF_COLUMNS} FROM staff WHERE email = ?1 AND active = 1`).bind(email.trim()).first<Staff>()) ?? null;
}

/** The active member of staff a development session token belongs to, or null (unknown, expired, inactive). */
export async function staffBySession(db: D1Database, token: string | undefined, nowS: number): Promise<Staff | null> {
  const key = await sessionKey(token);
  if (!key) return null;
  const row = await db
    .prepare(
      `SELECT s.id, s.email, s.name, s.role FROM staff_sessions t JOIN staff s ON s.id = t.staff_id
        WHERE t.token_hash = ?1 AND t.expires_at > ?2 AND s.active = 1`,
    )
    .bind(key, nowS)
    .first<Staff>();
  return row ?? null;
}

/** A new development session for an active member of staff; the cookie token, or null when there is no such staff. */
export async function createStaffSession(db: D1Database, staffId: number, nowS: number): Promise<string | null> {
  const token = newSessionToken();
  const key = (await sessionKey(token))!;
  const res = await db
    .prepare(
      `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at)
       SELECT ?1, id, ?3, ?4 FROM staff WHERE id = ?2 AND active = 1`,
    )
    .bind(key, staffId, nowS, nowS + STAFF_SESSION_TTL_S)
    .run();
  return res.meta.changes === 1 ? token : null;
}

export async function deleteStaffSession(db: D1Database, token: string | undefined): Promise<void> {
  const key = await sessionKey(token);
  if (key) await db.prepare("DELETE FROM staff_sessions WHERE token_hash = ?1").bind(key).run();
}

/** Every active member of staff, owners first, then by name. */
export async function activeStaff(db: D1Database): Promise<Staff[]> {
  const { results } = await db
    .prepare(`SELECT ${STAFF_COLUMNS} FROM staff WHERE active = 1 ORDER BY role = 'eigenaar' DESC, name`)
    .all<Staff>();
  return results;
}

export type { StaffRole };
