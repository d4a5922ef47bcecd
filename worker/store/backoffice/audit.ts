/**
 * The audit log (migration 0029, docs/decisions/035): every staff write leaves one row with who, what, on
 * which entity, before and after. The row is a statement for the same D1 batch as the write, so a write
 * never lands without its row (and a write that changed nothing can guard its row the same way).
 */
import type { Staff } from "../../domain/backoffice/permissions";
import type { AuditEntryView } from "../../../app/lib/beheer/types/access";

export interface AuditEntry {
  /** What was done, dotted and English: "order.ship", "refund.create", "staff.update". */
  action: string;
  /** The kind of thing written: "order", "return", "refund", "staff", "setting". */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit row as a statement. `guard`: optional SQL that must hold for the row to be written (e.g. the
 * same condition as the write's, so a replay that changed nothing leaves no row).
 */
export function auditStatement(db: D1Database, staff: Pick<Staff, "id" | "email">, entry: AuditEntry, nowS: number, guard?: string): D1PreparedStatement {
  const sql = `INSERT INTO audit_log (staff_id, staff_email, action, entity, entity_id, before, after, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 ${guard ? `WHERE ${guard}` : ""}`;
  return db.prepare(sql).bind(staff.id, staff.email, entry.action, entry.entity, String(entry.entityId), json(entry.before), json(entry.after), nowS);
}

/** A row of the audit log: the view the back office shows, plus the staff row's id. */
export interface AuditRow extends AuditEntryView {
  staff_id: number | null;
}

/** The trail of one entity, newest first. */
export async function auditTrail(db: D1Database, entity: string, entityId: string | number, limit = 100): Promise<AuditRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM audit_log WHERE entity = ?1 AND entity_id = ?2 ORDER BY id DESC LIMIT ?3")
    .bind(entity, String(entityId), limit)
    .all<AuditRow>();
  return results;
}
