/**
 * What a parcel's label needs, read from the frozen order (migration 0009) for the shipping platform
 * (worker/edge/shipping/, docs/decisions/036): the recipient for a new parcel, and for the embedded
 * platform's demo label the recipient of a parcel it made.
 */
import type { Address } from "../../../app/lib/api/types/account";
import type { CarrierCode } from "../../../app/kernel/carriers";
import type { LabelFacts } from "../../edge/shipping/label-pdf";
import type { ParcelOrder } from "../../edge/shipping/types";

const COUNTRY: Record<string, string> = { NL: "Nederland", BE: "België" };

interface Row {
  number: string;
  email: string;
  customer: string;
  shipping_address: string;
  country_code: string;
}

function recipient(row: Row): Omit<ParcelOrder, "carrier"> {
  const a = JSON.parse(row.shipping_address) as Partial<Address>;
  const customer = JSON.parse(row.customer) as { phone_number?: string; first_name?: string; last_name?: string };
  const name = a.name || `${a.first_name ?? customer.first_name ?? ""} ${a.last_name ?? customer.last_name ?? ""}`.trim();
  return {
    number: row.number,
    email: row.email,
    phone: customer.phone_number ?? "",
    name,
    company: a.company ?? "",
    street: a.street ?? "",
    houseNumber: a.house_number ?? "",
    extension: a.extension ?? "",
    postcode: a.zipcode ?? "",
    city: a.city ?? "",
    country: (a.country_code ?? row.country_code) === "BE" ? "BE" : "NL",
  };
}

export async function parcelOrderOf(db: D1Database, orderId: number): Promise<Omit<ParcelOrder, "carrier"> | null> {
  const row = await db.prepare("SELECT number, email, customer, shipping_address, country_code FROM orders WHERE id = ?1").bind(orderId).first<Row>();
  return row ? recipient(row) : null;
}

/** The embedded platform's label facts of a parcel it made (by its parcel id), or null. */
export async function labelFactsOf(db: D1Database, parcelId: string): Promise<LabelFacts | null> {
  const row = await db
    .prepare(
      `SELECT o.number, o.email, o.customer, o.shipping_address, o.country_code, s.carrier, s.tracking_code
         FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.platform = 'embedded' AND s.platform_parcel_id = ?1`,
    )
    .bind(parcelId)
    .first<Row & { carrier: CarrierCode; tracking_code: string }>();
  if (!row) return null;
  const r = recipient(row);
  return {
    orderNumber: row.number,
    carrier: row.carrier,
    trackingCode: row.tracking_code,
    name: r.name,
    company: r.company,
    street: `${r.street} ${r.houseNumber}${r.extension ? ` ${r.extension}` : ""}`.trim(),
    postcodeCity: `${r.postcode} ${r.city}`.trim(),
    country: COUNTRY[r.country] ?? r.country,
  };
}
