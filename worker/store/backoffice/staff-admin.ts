/**
 * Staff management in D1 (migration 0029, docs/decisions/035; the identity middleware reads the same rows through
 * worker/store/backoffice/staff.ts): the owner's page /beheer/medewerkers/ adds
 * members, changes their role and deactivates them; each write with its audit row in the same batch, guarded
 * by the write's own condition, so a replay that changed nothing leaves no row. The shop always keeps one
 * active owner (the statements of worker/store/backoffice/staff-sql.ts refuse to remove the last one).
 */
import type { Staff, StaffRole } from "../../domain/backoffice/permissions";
import type { NewStaff, StaffMember } from "../../domain/backoffice/staff";
import { auditStatement } from "./audit";
import { changeRoleSql, deactivateSql, endSessionsSql, LIST_STAFF_SQL } from "./staff-sql";

type Actor = Pick<Staff, "id" | "email">;

interface MemberRow extends Omit<StaffMember, "active"> {
  active: number;
}

const member = (r: MemberRow): StaffMember => ({ ...r, active: r.active === 1 });

export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db.prepare(LIST_STAFF_SQL).all<MemberRow>();
  return results.map(member);
}

export async function staffMember(db: D1Database, id: number): Promise<StaffMember | null> {
  const row = await db.prepare("SELECT id, email, name, role, active, created_at, updated_at FROM staff WHERE id = ?1").bind(id).first<MemberRow>();
  return row ? member(row) : null;
}

export async function activeOwnerCount(db: D1Database): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM staff WHERE role = 'eigenaar' AND active = 1").first<{ n: number }>())?.n ?? 0;
}

export type AddOutcome = { ok: true; member: StaffMember } | { ok: false; reason: "exists" };

/** Adds a member of staff; an e-mail that is already known (active or not) is refused, nothing written. */
export async function addStaff(db: D1Database, actor: Actor, input: NewStaff, nowS: number): Promise<AddOutcome> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare("INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES (?1, ?2, ?3, 1, ?4, ?4) ON CONFLICT (email) DO NOTHING RETURNING id")
      .bind(input.email, input.name, input.role, nowS),
    // The audit row only when this batch made the row (its created_at is now and it has no earlier audit row).
    db
      .prepare(
        `INSERT INTO audit_log (staff_id, staff_email, action, entity, entity_id, before, after, created_at)
         SELECT ?1, ?2, 'staff.add', 'staff', CAST(s.id AS TEXT), NULL, json_object('role', s.role, 'active', 1), ?3 FROM staff s
         WHERE s.email = ?4 AND changes() = 1`,
      )
      .bind(actor.id, actor.email, nowS, input.email),
  ]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) return { ok: false, reason: "exists" };
  return { ok: true, member: (await staffMember(db, id))! };
}

export type ChangeOutcome = { ok: true; member: StaffMember; changed: boolean } | { ok: false; reason: "not_found" | "last_owner" };

/** Changes a member's role; the last active owner keeps it. */
export async function changeStaffRole(db: D1Database, actor: Actor, id: number, role: StaffRole, nowS: number): Promise<ChangeOutcome> {
  const before = await staffMember(db, id);
  if (!before) return { ok: false, reason: "not_found" };
  const [update] = await db.batch([
    db.prepare(changeRoleSql("id")).bind(id, role, nowS),
    auditStatement(db, actor, { action: "staff.role", entity: "staff", entityId: id, before: { role: before.role }, after: { role } }, nowS, "changes() = 1"),
  ]);
  return outcome(db, id, before, update!.meta.changes === 1, before.role !== role);
}

/** Deactivates a member (no access any more; the row and its audit trail stay); never the last active owner. */
export async function deactivateStaff(db: D1Database, actor: Actor, id: number, nowS: number): Promise<ChangeOutcome> {
  const before = await staffMember(db, id);
  if (!before) return { ok: false, reason: "not_found" };
  const [update] = await db.batch([
    db.prepare(deactivateSql("id")).bind(id, nowS),
    auditStatement(db, actor, { action: "staff.deactivate", entity: "staff", entityId: id, before: { active: before.active }, after: { active: false } }, nowS, "changes() = 1"),
    db.prepare(`${endSessionsSql("id")} AND (SELECT active FROM staff WHERE id = ?1) = 0`).bind(id),
  ]);
  return outcome(db, id, before, update!.meta.changes === 1, before.active);
}

/** Written: the new row. Not written although it would change something: the last owner's guard refused it. */
async function outcome(db: D1Database, id: number, before: StaffMember, written: boolean, wouldChange: boolean): Promise<ChangeOutcome> {
  if (!written && wouldChange) return { ok: false, reason: "last_owner" };
  return { ok: true, member: written ? (await staffMember(db, id))! : before, changed: written };
}
