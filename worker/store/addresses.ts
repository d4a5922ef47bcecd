/**
 * D1 reads and writes of a customer's billing and shipping address (table customer_addresses, 0007;
 * `unverified` 0024: a Dutch address the postcode lookup could not confirm).
 */
import type { Address, Addresses, BillingAddress } from "../../app/lib/api/types/account";
import type { AddressUpdate } from "../../app/lib/schemas/account";

export type AddressKind = "billing" | "shipping";

interface AddressRow {
  kind: AddressKind;
  first_name: string;
  last_name: string;
  company: string | null;
  zipcode: string;
  house_number: string;
  extension: string | null;
  street: string;
  city: string;
  country_code: "NL" | "BE";
  same_delivery_address: number;
  unverified: number;
}

const COLUMNS = "kind, first_name, last_name, company, zipcode, house_number, extension, street, city, country_code, same_delivery_address, unverified";

function toAddress(row: AddressRow): Address {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    company: row.company ?? "",
    zipcode: row.zipcode,
    house_number: row.house_number,
    extension: row.extension ?? "",
    street: row.street,
    city: row.city,
    country_code: row.country_code,
    ...(row.unverified === 1 ? { unverified: true as const } : {}),
  };
}

const toBilling = (row: AddressRow): BillingAddress => ({ ...toAddress(row), sameDeliveryAddress: row.same_delivery_address === 1 });

/** Both addresses of one customer; null for a kind never saved. */
export async function findAddresses(db: D1Database, customerId: number): Promise<Addresses> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ?1`).bind(customerId).all<AddressRow>();
  const billing = results.find((r) => r.kind === "billing");
  const shipping = results.find((r) => r.kind === "shipping");
  return { billing: billing ? toBilling(billing) : null, shipping: shipping ? toAddress(shipping) : null };
}

/** Inner runs of spaces become one (the schema trims the ends). */
const squeeze = (value: string) => value.replace(/\s+/gu, " ");

/**
 * Saves (inserts or replaces) one address of one customer and answers it as stored. The zip code comes
 * normalised from the schema; a second identical save changes nothing but updated_at.
 */
type CheckedUpdate = AddressUpdate & { unverified?: true };

async function upsert(db: D1Database, customerId: number, kind: AddressKind, a: CheckedUpdate, sameDelivery: boolean, nowS: number): Promise<AddressRow> {
  const row = await db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, kind, first_name, last_name, company, zipcode, house_number, extension, street, city, country_code, same_delivery_address, updated_at, unverified)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
       ON CONFLICT (customer_id, kind) DO UPDATE SET
         first_name = excluded.first_name, last_name = excluded.last_name, company = excluded.company,
         zipcode = excluded.zipcode, house_number = excluded.house_number, extension = excluded.extension,
         street = excluded.street, city = excluded.city, country_code = excluded.country_code,
         same_delivery_address = excluded.same_delivery_address, updated_at = excluded.updated_at, unverified = excluded.unverified
       RETURNING ${COLUMNS}`,
    )
    .bind(
      customerId,
      kind,
      squeeze(a.first_name),
      squeeze(a.last_name),
      a.company ? squeeze(a.company) : null,
      a.zipcode,
      squeeze(a.house_number),
      a.extension ? squeeze(a.extension).toUpperCase() : null,
      squeeze(a.street),
      squeeze(a.city),
      a.country_code,
      sameDelivery ? 1 : 0,
      nowS,
      a.unverified ? 1 : 0,
    )
    .first<AddressRow>();
  if (!row) throw new Error("customer_addresses upsert returned no row");
  return row;
}

export async function saveBillingAddress(db: D1Database, customerId: number, a: CheckedUpdate & { sameDeliveryAddress: boolean }, nowS: number): Promise<BillingAddress> {
  return toBilling(await upsert(db, customerId, "billing", a, a.sameDeliveryAddress, nowS));
}

export async function saveShippingAddress(db: D1Database, customerId: number, a: CheckedUpdate, nowS: number): Promise<Address> {
  // same_delivery_address only means something on the billing row.
  return toAddress(await upsert(db, customerId, "shipping", a, false, nowS));
}
