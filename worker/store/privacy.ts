/**
 * Privacy (AVG/GDPR art. 15, 17, 20): everything D1 holds about a customer (the export), and the erasure
 * of an account, both built from the one classification of worker/store/personal-data.ts. Erasure keeps the
 * customers row (id, type, created_at, deleted_at; every personal field blank) so that orders kept for tax
 * law still point at an id; orders keep only their invoice data. See docs/decisions/016-privacy-and-merge.md.
 */
import { emailHashInput } from "../domain/reviews/submission";
import { mailBudgetKey } from "./mail-budget";
import { personalTables } from "./personal-data";
import { matchCondition, type PersonalTable } from "./personal-data-entry";
import { sha256Hex } from "./sessions";

/** The account an export or erasure is about. */
interface Owner {
  id: number;
  email: string;
  email_confirmed_at: number | null;
}

/** The export: per personal table, the customer's rows (JSON columns parsed). */
export type CustomerExport = Record<string, Record<string, unknown>[]>;

async function findOwner(db: D1Database, customerId: number): Promise<Owner | null> {
  return db.prepare("SELECT id, email, email_confirmed_at FROM customers WHERE id = ?1 AND deleted_at IS NULL").bind(customerId).first<Owner>();
}

/** The statement parameters of personal-data.ts: ?1 id, ?2 e-mail, ?3 now, ?4 erased e-mail, ?5 review hash, ?6 mail-budget key. */
async function parameters(owner: Owner, nowS: number): Promise<unknown[]> {
  return [owner.id, owner.email, nowS, `verwijderd-${owner.id}@droomnest.invalid`, await sha256Hex(emailHashInput(owner.email)), await mailBudgetKey(owner.email)];
}

/** Binds the parameters a statement uses (D1 refuses more values than the statement has). */
function bound(db: D1Database, sql: string, params: unknown[]): D1PreparedStatement {
  const used = Math.max(0, ...[...sql.matchAll(/\?(\d+)/gu)].map((m) => Number(m[1])));
  return db.prepare(sql).bind(...params.slice(0, used));
}

function parseJson(row: Record<string, unknown>, table: PersonalTable): Record<string, unknown> {
  for (const column of table.json ?? []) {
    const value = row[column];
    if (typeof value === "string") {
      try {
        row[column] = JSON.parse(value) as unknown;
      } catch {
        // Left as text: the export shows what is stored.
      }
    }
  }
  return row;
}

/** Everything about a live customer, per table; null when the account does not exist (or was erased). */
export async function exportCustomer(db: D1Database, customerId: number, nowS: number): Promise<CustomerExport | null> {
  const owner = await findOwner(db, customerId);
  if (!owner) return null;
  const params = await parameters(owner, nowS);
  const tables = personalTables().flatMap(([name, table]) => {
    const where = matchCondition(table, owner.email_confirmed_at !== null);
    return where ? [{ name, table, where }] : [];
  });
  const results = await db.batch<Record<string, unknown>>(
    tables.map(({ name, table, where }) =>
      bound(db, `SELECT ${table.exportColumns} FROM ${name} WHERE ${where}${table.orderBy ? ` ORDER BY ${table.orderBy}` : ""}`, params),
    ),
  );
  const sections: CustomerExport = Object.fromEntries(personalTables().map(([name]) => [name, []]));
  tables.forEach(({ name, table }, i) => (sections[name] = results[i]!.results.map((row) => parseJson({ ...row }, table))));
  return sections;
}

/** The erasure statements, in the registry's order (all or nothing in one batch). */
function erasureStatements(db: D1Database, owner: Owner, params: unknown[]): D1PreparedStatement[] {
  return personalTables().flatMap(([name, table]) => {
    const where = matchCondition(table, owner.email_confirmed_at !== null);
    if (!where) return [];
    const sql = table.erase === "delete" ? `DELETE FROM ${name} WHERE ${where}` : `UPDATE ${name} SET ${table.set!} WHERE ${where}`;
    return [bound(db, sql, params)];
  });
}

/**
 * Erases a customer's personal data in one batch (all or nothing), table by table as personal-data.ts
 * says: deleted, anonymised, or (orders) reduced to what the fiscal retention needs. Returns false when
 * the account was not found (already erased).
 */
export async function eraseCustomer(db: D1Database, customerId: number, nowS: number): Promise<boolean> {
  const owner = await findOwner(db, customerId);
  if (!owner) return false;
  await db.batch(erasureStatements(db, owner, await parameters(owner, nowS)));
  return true;
}
