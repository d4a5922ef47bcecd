/** D1 queries of customer accounts (table customers, migrations 0001 and 0007). */
import type { AuthUser, CustomerProfile } from "../../app/lib/api/types/account";
import type { CustomerUpdate, Register } from "../../app/lib/schemas/account";

/** What a login needs of an account: deleted accounts are never found. */
export interface LoginCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
}

interface CustomerRow {
  id: number;
  type: "private" | "company";
  first_name: string;
  last_name: string;
  birthdate: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  vat_number: string | null;
  coc_number: string | null;
  gender: string | null;
  email_confirmed_at: number | null;
}

/** ISO yyyy-mm-dd as the form shows it (dd-mm-yyyy); anything else as "". */
export function birthdateForForm(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : "";
}

function toProfile(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    type: row.type,
    first_name: row.first_name,
    last_name: row.last_name,
    birthdate: birthdateForForm(row.birthdate),
    email: row.email,
    phone_number: row.phone ?? "",
    company: row.company ?? "",
    vat_number: row.vat_number ?? "",
    coc_number: row.coc_number ?? "",
    gender: row.gender === "man" || row.gender === "vrouw" ? row.gender : "",
    email_confirmed: row.email_confirmed_at !== null,
  };
}

/** The spec's User of a customer: the customer and the scope of its token. */
export function authUser(customer: { id: number; first_name: string; last_name: string; email: string }): AuthUser {
  return { customer: { id: customer.id, first_name: customer.first_name, last_name: customer.last_name, email: customer.email }, scope: ["customer"] };
}

export async function findLoginCustomer(db: D1Database, email: string): Promise<LoginCustomer | null> {
  return db
    .prepare("SELECT id, email, first_name, last_name, password_hash FROM customers WHERE email = ?1 AND deleted_at IS NULL")
    .bind(email)
    .first<LoginCustomer>();
}

export async function findLoginCustomerById(db: D1Database, id: number): Promise<LoginCustomer | null> {
  return db
    .prepare("SELECT id, email, first_name, last_name, password_hash FROM customers WHERE id = ?1 AND deleted_at IS NULL")
    .bind(id)
    .first<LoginCustomer>();
}

/** Stores a new account; null when the e-mail address already has one (nothing changed). */
export async function createCustomer(db: D1Database, input: Register, passwordHash: string, nowS: number): Promise<number | null> {
  const company = input.type === "company";
  const row = await db
    .prepare(
      `INSERT INTO customers (email, first_name, last_name, type, phone, company, vat_number, coc_number, password_hash, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
    )
    .bind(
      input.email,
      input.first_name,
      input.last_name,
      input.type,
      input.phone,
      company ? input.company : null,
      company ? input.vat_number : null,
      company ? input.coc_number : null,
      passwordHash,
      nowS,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function getProfile(db: D1Database, id: number): Promise<CustomerProfile | null> {
  const row = await db
    .prepare(
      `SELECT id, type, first_name, last_name, birthdate, email, phone, company, vat_number, coc_number, gender, email_confirmed_at
         FROM customers WHERE id = ?1 AND deleted_at IS NULL`,
    )
    .bind(id)
    .first<CustomerRow>();
  return row ? toProfile(row) : null;
}

export type UpdateOutcome = { kind: "updated"; emailChanged: boolean } | { kind: "email_taken" } | { kind: "not_found" };

function isUniqueViolation(err: unknown): boolean {
  return /UNIQUE constraint failed/iu.test(String(err));
}

/**
 * Saves the customer form. A new e-mail address that another account uses is refused (nothing changed);
 * a changed address is unconfirmed again.
 */
export async function updateProfile(db: D1Database, id: number, update: CustomerUpdate, nowS: number): Promise<UpdateOutcome> {
  const current = await db.prepare("SELECT email FROM customers WHERE id = ?1 AND deleted_at IS NULL").bind(id).first<{ email: string }>();
  if (!current) return { kind: "not_found" };
  const emailChanged = current.email.toLowerCase() !== update.email.toLowerCase();
  const company = update.type === "company";
  try {
    await db
      .prepare(
        `UPDATE customers SET type = ?2, first_name = ?3, last_name = ?4, birthdate = ?5, email = ?6, phone = ?7,
                company = ?8, vat_number = ?9, coc_number = ?10, gender = ?11, updated_at = ?12,
                email_confirmed_at = CASE WHEN ?13 THEN NULL ELSE email_confirmed_at END
          WHERE id = ?1`,
      )
      .bind(
        id,
        update.type,
        update.first_name,
        update.last_name,
        update.birthdate || null,
        update.email,
        update.phone_number,
        company ? update.company : null,
        company ? update.vat_number : null,
        company ? update.coc_number : null,
        update.gender || null,
        nowS,
        emailChanged ? 1 : 0,
      )
      .run();
  } catch (err) {
    if (isUniqueViolation(err)) return { kind: "email_taken" };
    throw err;
  }
  return { kind: "updated", emailChanged };
}

export async function setPasswordHash(db: D1Database, id: number, passwordHash: string, nowS: number): Promise<void> {
  await db.prepare("UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1").bind(id, passwordHash, nowS).run();
}

/**
 * Confirms the address the link was sent to; false when the account now has another address. In the same
 * batch, the guest orders placed with that address join the account: the owner has now proved the address
 * (an account made in the checkout is not logged in, so its first order is a guest order; ADR 025).
 */
export async function confirmEmail(db: D1Database, id: number, email: string, nowS: number): Promise<boolean> {
  const [confirmed] = await db.batch([
    db
      .prepare(
        `UPDATE customers SET email_confirmed_at = COALESCE(email_confirmed_at, ?3)
          WHERE id = ?1 AND email = ?2 AND deleted_at IS NULL`,
      )
      .bind(id, email, nowS),
    db
      .prepare(
        `UPDATE orders SET customer_id = ?1
          WHERE customer_id IS NULL AND lower(email) = lower(?2)
            AND EXISTS (SELECT 1 FROM customers WHERE id = ?1 AND email = ?2 AND deleted_at IS NULL)`,
      )
      .bind(id, email),
  ]);
  return confirmed!.meta.changes > 0;
}
