/**
 * The audit log as the back office reads it (docs/decisions/035): filtered by entity, member of staff and date,
 * newest first, one page at a time (the next page is known by reading one row more). The rows are what
 * worker/store/backoffice/audit.ts wrote; the indexes of migration 0029 (entity, created_at) serve the filters.
 */
import { AUDIT_PAGE_SIZE, auditWindow, type AuditQuery } from "../../domain/backoffice/audit-query";
import type { AuditRow } from "./audit";

export interface AuditPage {
  rows: AuditRow[];
  page: number;
  hasNext: boolean;
  /** The entities the log holds (for the filter's list). */
  entities: string[];
  /** The e-mails rows were written under (staff and "npm run staff"), for the filter's list. */
  authors: string[];
}

export async function searchAudit(db: D1Database, q: AuditQuery, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const where: string[] = [];
  const binds: (string | number)[] = [];
  const add = (sql: string, value: string | number) => {
    binds.push(value);
    where.push(sql.replace("?", `?${binds.length}`));
  };
  if (q.entity) add("entity = ?", q.entity);
  if (q.entity_id) add("entity_id = ?", q.entity_id);
  if (q.staff) add("staff_email = ? COLLATE NOCASE", q.staff);
  const { fromS, untilS } = auditWindow(q);
  if (fromS !== undefined) add("created_at >= ?", fromS);
  if (untilS !== undefined) add("created_at < ?", untilS);
  binds.push(pageSize + 1, (q.page - 1) * pageSize);
  const sql = `SELECT id, staff_id, staff_email, action, entity, entity_id, before, after, created_at FROM audit_log
               ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
               ORDER BY created_at DESC, id DESC LIMIT ?${binds.length - 1} OFFSET ?${binds.length}`;
  const [rows, entities, authors] = await db.batch([
    db.prepare(sql).bind(...binds),
    db.prepare("SELECT DISTINCT entity FROM audit_log ORDER BY entity"),
    db.prepare("SELECT email FROM (SELECT DISTINCT staff_email AS email FROM audit_log UNION SELECT email FROM staff) ORDER BY email"),
  ]);
  const found = (rows!.results as AuditRow[]) ?? [];
  return {
    rows: found.slice(0, pageSize),
    page: q.page,
    hasNext: found.length > pageSize,
    entities: (entities!.results as { entity: string }[]).map((r) => r.entity),
    authors: (authors!.results as { email: string }[]).map((r) => r.email),
  };
}
