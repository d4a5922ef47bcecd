/**
 * Privacy (AVG/GDPR) queries: everything D1 holds about a customer (the export), and the erasure of an
 * account. Erasure keeps the customers row (id, type, created_at, deleted_at; every personal field blank)
 * so that orders kept for tax law still point at an id; see docs/decisions/016-privacy-and-merge.md.
 */

export interface ExportCustomer {
  id: number;
  type: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  company: string | null;
  vat_number: string | null;
  coc_number: string | null;
  birthdate: string | null;
  gender: string | null;
  email_confirmed_at: number | null;
  created_at: string;
  updated_at: number | null;
}

export interface ExportAddress {
  kind: string;
  first_name: string;
  last_name: string;
  company: string | null;
  zipcode: string;
  house_number: string;
  extension: string | null;
  street: string;
  city: string;
  country_code: string;
  same_delivery_address: number;
  updated_at: number;
}

export interface ExportSubscription {
  email: string;
  source: string;
  created_at: string;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

export interface ExportCart {
  /** The Durable Object id of the cart (read its lines with it); not part of the export itself. */
  id: string;
  email: string | null;
  item_count: number;
  grand_total: number;
  created_at: number;
  updated_at: number;
  ordered_at: number | null;
}

export interface CustomerRecords {
  customer: ExportCustomer;
  addresses: ExportAddress[];
  newsletter: ExportSubscription[];
  favourites: { product_id: number; created_at: number }[];
  carts: ExportCart[];
  sessions: number;
}

/** Everything about a live customer, or null when the account does not exist (or was erased). */
export async function customerRecords(db: D1Database, customerId: number, nowS: number): Promise<CustomerRecords | null> {
  const customer = await db
    .prepare(
      `SELECT id, type, email, first_name, last_name, phone, company, vat_number, coc_number, birthdate, gender,
              email_confirmed_at, created_at, updated_at
         FROM customers WHERE id = ?1 AND deleted_at IS NULL`,
    )
    .bind(customerId)
    .first<ExportCustomer>();
  if (!customer) return null;
  const [addresses, newsletter, favourites, carts, sessions] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT kind, first_name, last_name, company, zipcode, house_number, extension, street, city, country_code,
                same_delivery_address, updated_at
           FROM customer_addresses WHERE customer_id = ?1 ORDER BY kind`,
      )
      .bind(customerId),
    db
      .prepare("SELECT email, source, created_at, confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE customer_id = ?1 OR email = ?2")
      .bind(customerId, customer.email),
    db.prepare("SELECT product_id, created_at FROM customer_favourites WHERE customer_id = ?1 ORDER BY created_at DESC, rowid DESC").bind(customerId),
    db
      .prepare("SELECT id, email, item_count, grand_total, created_at, updated_at, ordered_at FROM carts WHERE customer_id = ?1 ORDER BY updated_at DESC")
      .bind(customerId),
    db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = ?1 AND expires_at > ?2").bind(customerId, nowS),
  ]);
  return {
    customer,
    addresses: addresses!.results as ExportAddress[],
    newsletter: newsletter!.results as ExportSubscription[],
    favourites: favourites!.results as { product_id: number; created_at: number }[],
    carts: carts!.results as ExportCart[],
    sessions: (sessions!.results[0] as { n: number }).n,
  };
}

/**
 * Erases a customer's personal data in one batch (all or nothing): the profile fields are blanked and the
 * row marked deleted; addresses, favourites, tokens, sessions, newsletter rows, login failures, queued
 * mails to the address and abandonment signals go; carts keep their lines but lose the e-mail address and
 * the link to the account. Returns false when the account was not found (already erased).
 */
export async function eraseCustomer(db: D1Database, customerId: number, nowS: number): Promise<boolean> {
  const row = await db.prepare("SELECT email FROM customers WHERE id = ?1 AND deleted_at IS NULL").bind(customerId).first<{ email: string }>();
  if (!row) return false;
  const email = row.email;
  const carts = "SELECT id FROM carts WHERE customer_id = ?1";
  await db.batch([
    db
      .prepare(
        `DELETE FROM abandon_signals
          WHERE cart_id IN (${carts}) OR (kind = 'email' AND json_extract(payload, '$.email') = ?2 COLLATE NOCASE)`,
      )
      .bind(customerId, email),
    db.prepare("UPDATE carts SET email = NULL, customer_id = NULL WHERE customer_id = ?1 OR email = ?2 COLLATE NOCASE").bind(customerId, email),
    db.prepare("DELETE FROM customer_addresses WHERE customer_id = ?1").bind(customerId),
    db.prepare("DELETE FROM customer_favourites WHERE customer_id = ?1").bind(customerId),
    db.prepare("DELETE FROM account_tokens WHERE customer_id = ?1 OR email = ?2").bind(customerId, email),
    db.prepare("DELETE FROM newsletter_subscriptions WHERE customer_id = ?1 OR email = ?2").bind(customerId, email),
    db.prepare("DELETE FROM login_failures WHERE key = ?1").bind(`account:${email.toLowerCase()}`),
    db.prepare("DELETE FROM outbox WHERE to_address = ?1 COLLATE NOCASE").bind(email),
    db.prepare("DELETE FROM sessions WHERE customer_id = ?1").bind(customerId),
    db
      .prepare(
        `UPDATE customers SET email = ?2, first_name = '', last_name = '', password_hash = NULL, phone = NULL, company = NULL,
                vat_number = NULL, coc_number = NULL, birthdate = NULL, gender = NULL, email_confirmed_at = NULL,
                updated_at = ?3, deleted_at = ?3
          WHERE id = ?1`,
      )
      .bind(customerId, `verwijderd-${customerId}@droomnest.invalid`, nowS),
  ]);
  return true;
}
