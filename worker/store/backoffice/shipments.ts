/**
 * Shipments of paid orders in D1 (migration 0029, docs/decisions/036): start processing, a parcel with its
 * lines, a parcel delivered. Every write is ONE batch with its audit row (worker/store/backoffice/audit.ts),
 * and every statement of it is guarded by the state it needs (as worker/store/orders.ts transitionStatements
 * does), so a double submit, a concurrent staff member or a stale page changes nothing twice and never ships
 * more than was ordered. The pure rules are worker/domain/backoffice/fulfilment.ts.
 */
import { CARRIERS, trackingUrl, type CarrierCode, type CarrierCountry } from "../../../app/kernel/carriers";
import type { FulfilmentCode, OrderStatusCode } from "../../../app/lib/api/types/order";
import type { BeheerShipment, ShippingPlatform } from "../../../app/lib/beheer/types/shipments";
import type { Staff } from "../../domain/backoffice/permissions";
import { fulfilmentFrom, shipmentOutcome, SHIPPABLE, type LineQuantities, type ShipmentLineProblem } from "../../domain/backoffice/fulfilment";
import { auditStatement } from "./audit";

const iso = (s: number) => new Date(s * 1000).toISOString();
const list = (states: readonly FulfilmentCode[]) => states.map((s) => `'${s}'`).join(", ");

/** SQL true while the order (by id) is paid and in one of `states`. */
function orderIn(orderId: number, states: readonly FulfilmentCode[]): string {
  return `EXISTS (SELECT 1 FROM orders WHERE orders.id = ${Number(orderId)} AND orders.status = 'paid' AND orders.fulfilment IN (${list(states)}))`;
}

/** The delivery postcode and country of an order's frozen address (the track pages need them). */
function deliveryPlace(shippingAddress: string, countryCode: string): { postcode: string; country: CarrierCountry } {
  const address = JSON.parse(shippingAddress) as { zipcode?: unknown; country_code?: unknown };
  const country = (typeof address.country_code === "string" ? address.country_code : countryCode) === "BE" ? "BE" : "NL";
  return { postcode: typeof address.zipcode === "string" ? address.zipcode : "", country };
}

export interface FulfilmentOrder {
  id: number;
  number: string;
  status: OrderStatusCode;
  fulfilment: FulfilmentCode;
  /** Delivery postcode and country, for the track pages. */
  postcode: string;
  country: CarrierCountry;
}

/** The order's fulfilment facts by number (null: no such order). */
export async function fulfilmentOrder(db: D1Database, number: string): Promise<FulfilmentOrder | null> {
  const row = await db
    .prepare("SELECT id, number, status, fulfilment, shipping_address, country_code FROM orders WHERE number = ?1")
    .bind(number)
    .first<{ id: number; number: string; status: OrderStatusCode; fulfilment: FulfilmentCode; shipping_address: string; country_code: string }>();
  if (!row) return null;
  return { id: row.id, number: row.number, status: row.status, fulfilment: row.fulfilment, ...deliveryPlace(row.shipping_address, row.country_code) };
}

/** Each order line with what is already in parcels. */
export async function lineQuantities(db: D1Database, orderId: number): Promise<(LineQuantities & { title: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT l.position, l.title, l.quantity,
              COALESCE((SELECT SUM(s.quantity) FROM shipment_lines s WHERE s.order_id = l.order_id AND s.position = l.position), 0) AS shipped
         FROM order_lines l WHERE l.order_id = ?1 ORDER BY l.position`,
    )
    .bind(orderId)
    .all<LineQuantities & { title: string }>();
  return results;
}

interface ShipmentRow {
  id: number;
  carrier: CarrierCode;
  tracking_code: string;
  platform: ShippingPlatform;
  platform_parcel_id: string | null;
  created_at: number;
  delivered_at: number | null;
}

/**
 * The parcels of an order, oldest first, with their lines and track page (the back office's order detail
 * reads it under `shipments`; the shopper's answers take carrier, code, URL and dates from it).
 */
export async function shipmentsOfOrder(db: D1Database, orderId: number): Promise<BeheerShipment[]> {
  const [order, parcels, lines] = await db.batch([
    db.prepare("SELECT shipping_address, country_code FROM orders WHERE id = ?1").bind(orderId),
    db.prepare("SELECT id, carrier, tracking_code, platform, platform_parcel_id, created_at, delivered_at FROM shipments WHERE order_id = ?1 ORDER BY id").bind(orderId),
    db
      .prepare(
        `SELECT s.shipment_id, s.position, s.quantity, l.title FROM shipment_lines s
           JOIN order_lines l ON l.order_id = s.order_id AND l.position = s.position
          WHERE s.order_id = ?1 ORDER BY s.shipment_id, s.position`,
      )
      .bind(orderId),
  ]);
  const o = order!.results[0] as { shipping_address: string; country_code: string } | undefined;
  if (!o) return [];
  const { postcode, country } = deliveryPlace(o.shipping_address, o.country_code);
  const lineRows = lines!.results as { shipment_id: number; position: number; quantity: number; title: string }[];
  return (parcels!.results as ShipmentRow[]).map((p) => ({
    id: p.id,
    carrier: p.carrier,
    carrier_title: CARRIERS[p.carrier].title,
    tracking_code: p.tracking_code,
    tracking_url: trackingUrl(p.carrier, p.tracking_code, postcode, country),
    platform: p.platform,
    has_label: p.platform !== "manual" && p.platform_parcel_id !== null,
    created_at: iso(p.created_at),
    delivered_at: p.delivered_at === null ? null : iso(p.delivered_at),
    lines: lineRows.filter((l) => l.shipment_id === p.id).map((l) => ({ position: l.position, title: l.title, quantity: l.quantity })),
  }));
}

/** One parcel's platform facts (for its label). */
export async function shipmentOfOrder(db: D1Database, orderId: number, shipmentId: number): Promise<Pick<ShipmentRow, "id" | "platform" | "platform_parcel_id" | "carrier" | "tracking_code"> | null> {
  return db
    .prepare("SELECT id, platform, platform_parcel_id, carrier, tracking_code FROM shipments WHERE id = ?1 AND order_id = ?2")
    .bind(shipmentId, orderId)
    .first();
}

export type WriteOutcome = { ok: true; changed: boolean; shipmentId: number | null } | { ok: false; problem: "wrong_state" | "not_paid" | "unknown_shipment" | ShipmentLineProblem; position?: number };

/** new -> processing. Processing again is a no-op (changed false); any other state is wrong_state. */
export async function startProcessing(db: D1Database, staff: Pick<Staff, "id" | "email">, order: FulfilmentOrder, nowS: number): Promise<WriteOutcome> {
  if (order.status !== "paid") return { ok: false, problem: "not_paid" };
  const guard = orderIn(order.id, fulfilmentFrom("processing"));
  const [, update] = await db.batch([
    auditStatement(db, staff, { action: "order.processing", entity: "order", entityId: order.number, before: { fulfilment: "new" }, after: { fulfilment: "processing" } }, nowS, guard),
    db.prepare(`UPDATE orders SET fulfilment = 'processing' WHERE id = ?1 AND status = 'paid' AND fulfilment IN (${list(fulfilmentFrom("processing"))})`).bind(order.id),
  ]);
  if (update!.meta.changes === 1) return { ok: true, changed: true, shipmentId: null };
  const now = await fulfilmentOrder(db, order.number);
  return now?.fulfilment === "processing" ? { ok: true, changed: false, shipmentId: null } : { ok: false, problem: "wrong_state" };
}

export interface NewShipment {
  idempotencyKey: string;
  carrier: CarrierCode;
  /** Already normalized and checked (app/kernel/carriers.ts trackingCodeError). */
  trackingCode: string;
  platform: ShippingPlatform;
  platformParcelId: string | null;
  lines: { position: number; quantity: number }[];
}

/** The idempotency key's parcel, if one was made with it for this order. */
function shipmentByKey(db: D1Database, key: string): Promise<{ id: number; order_id: number } | null> {
  return db.prepare("SELECT id, order_id FROM shipments WHERE idempotency_key = ?1").bind(key).first<{ id: number; order_id: number }>();
}

/**
 * A parcel with its lines, in one batch: the parcel only while the order is paid and shippable and every line
 * still has the quantity left (over-shipment refused in SQL, also under concurrency), its lines, the order's
 * fulfilment recomputed (partially_shipped or shipped) with shipped_at, and the audit row, written only with
 * the parcel. The same idempotency key again answers the first parcel (changed false).
 */
export async function createShipment(db: D1Database, staff: Pick<Staff, "id" | "email">, order: FulfilmentOrder, s: NewShipment, nowS: number): Promise<WriteOutcome> {
  if (order.status !== "paid") return { ok: false, problem: "not_paid" };
  // The key of a parcel of another order is a forged or confused request: refused, nothing written.
  const seen = await shipmentByKey(db, s.idempotencyKey);
  if (seen) return seen.order_id === order.id ? { ok: true, changed: false, shipmentId: seen.id } : { ok: false, problem: "wrong_state" };
  if (!SHIPPABLE.includes(order.fulfilment)) return { ok: false, problem: "wrong_state" };
  const outcome = shipmentOutcome(await lineQuantities(db, order.id), s.lines);
  if (!outcome.ok) return outcome;

  const id = Number(order.id);
  const leftGuards = s.lines.map(
    (l) =>
      `(SELECT quantity FROM order_lines WHERE order_id = ${id} AND position = ${Number(l.position)})
       - COALESCE((SELECT SUM(quantity) FROM shipment_lines WHERE order_id = ${id} AND position = ${Number(l.position)}), 0) >= ${Number(l.quantity)}`,
  );
  const guard = [orderIn(id, SHIPPABLE), ...leftGuards].join(" AND ");
  // The key is checked by the API's schema ([A-Za-z0-9_-]); it is bound everywhere except in the audit's guard.
  const keySql = `'${s.idempotencyKey.replace(/'/gu, "")}'`;
  const insertedNow = `EXISTS (SELECT 1 FROM shipments WHERE idempotency_key = ${keySql} AND created_at = ${Number(nowS)} AND staff_id IS ${Number(staff.id)})
    AND NOT EXISTS (SELECT 1 FROM shipment_lines WHERE shipment_id = (SELECT id FROM shipments WHERE idempotency_key = ${keySql}))`;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO shipments (order_id, idempotency_key, carrier, tracking_code, platform, platform_parcel_id, staff_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${guard}
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(id, s.idempotencyKey, s.carrier, s.trackingCode, s.platform, s.platformParcelId, staff.id, nowS),
    // Before the lines: the audit row is written only by the batch that made the parcel (it has no lines yet).
    auditStatement(
      db,
      staff,
      { action: "shipment.create", entity: "order", entityId: order.number, before: { fulfilment: order.fulfilment }, after: { fulfilment: outcome.to, carrier: s.carrier, tracking_code: s.trackingCode, platform: s.platform, lines: s.lines } },
      nowS,
      insertedNow,
    ),
    ...s.lines.map((l) =>
      db
        .prepare(
          `INSERT INTO shipment_lines (shipment_id, order_id, position, quantity)
           SELECT id, order_id, ?2, ?3 FROM shipments WHERE idempotency_key = ?1 AND created_at = ?4
           ON CONFLICT DO NOTHING`,
        )
        .bind(s.idempotencyKey, l.position, l.quantity, nowS),
    ),
    // The order's state follows what is left to ship (the same rule as shipmentOutcome).
    db
      .prepare(
        `UPDATE orders SET
           fulfilment = CASE WHEN (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.order_id = ?1)
                                  > (SELECT COALESCE(SUM(s.quantity), 0) FROM shipment_lines s WHERE s.order_id = ?1)
                             THEN 'partially_shipped' ELSE 'shipped' END,
           shipped_at = COALESCE(shipped_at, ?2)
         WHERE id = ?1 AND status = 'paid' AND fulfilment IN (${list(SHIPPABLE)})
           AND EXISTS (SELECT 1 FROM shipments WHERE order_id = ?1)`,
      )
      .bind(id, nowS),
  ];
  const [insert] = await db.batch(statements);
  const made = await shipmentByKey(db, s.idempotencyKey);
  if (made && made.order_id === id) return { ok: true, changed: insert!.meta.changes === 1, shipmentId: made.id };
  // Someone else shipped or cancelled in between: tell what holds now.
  const now = await fulfilmentOrder(db, order.number);
  if (!now || !SHIPPABLE.includes(now.fulfilment)) return { ok: false, problem: "wrong_state" };
  const again = shipmentOutcome(await lineQuantities(db, id), s.lines);
  return again.ok ? { ok: false, problem: "wrong_state" } : again;
}

/**
 * A parcel delivered (once: delivered_at stays the first time). When every line is shipped and every parcel
 * delivered, the order becomes delivered with orders.delivered_at, from which the 14 days of withdrawal and
 * the 100 nights count. Both moves and their audit rows are one batch.
 */
export async function markDelivered(db: D1Database, staff: Pick<Staff, "id" | "email">, order: FulfilmentOrder, shipmentId: number, nowS: number): Promise<WriteOutcome> {
  if (order.status !== "paid") return { ok: false, problem: "not_paid" };
  const id = Number(order.id);
  const sid = Number(shipmentId);
  const parcelGuard = `EXISTS (SELECT 1 FROM shipments WHERE id = ${sid} AND order_id = ${id} AND delivered_at IS NULL) AND ${orderIn(id, ["partially_shipped", "shipped"])}`;
  const orderGuard = `${orderIn(id, fulfilmentFrom("delivered"))} AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = ${id} AND delivered_at IS NULL)`;
  const [, parcel] = await db.batch([
    auditStatement(db, staff, { action: "shipment.delivered", entity: "order", entityId: order.number, before: { shipment: sid, delivered: false }, after: { shipment: sid, delivered: true } }, nowS, parcelGuard),
    db
      .prepare(`UPDATE shipments SET delivered_at = ?3 WHERE id = ?1 AND order_id = ?2 AND delivered_at IS NULL AND ${orderIn(id, ["partially_shipped", "shipped"])}`)
      .bind(sid, id, nowS),
    auditStatement(db, staff, { action: "order.delivered", entity: "order", entityId: order.number, before: { fulfilment: "shipped" }, after: { fulfilment: "delivered" } }, nowS, `${orderGuard} AND EXISTS (SELECT 1 FROM shipments WHERE id = ${sid} AND delivered_at = ${Number(nowS)})`),
    db
      .prepare(
        `UPDATE orders SET fulfilment = 'delivered', delivered_at = COALESCE(delivered_at, ?2)
          WHERE id = ?1 AND status = 'paid' AND fulfilment IN (${list(fulfilmentFrom("delivered"))})
            AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = ?1 AND delivered_at IS NULL)`,
      )
      .bind(id, nowS),
  ]);
  if (parcel!.meta.changes === 1) return { ok: true, changed: true, shipmentId: sid };
  const row = await db.prepare("SELECT delivered_at FROM shipments WHERE id = ?1 AND order_id = ?2").bind(sid, id).first<{ delivered_at: number | null }>();
  if (!row) return { ok: false, problem: "unknown_shipment" };
  return row.delivered_at !== null ? { ok: true, changed: false, shipmentId: sid } : { ok: false, problem: "wrong_state" };
}

/** SQL true while the paid order may be cancelled: new or processing and nothing shipped. */
export function fulfilmentCancelGuard(orderId: number): string {
  const id = Number(orderId);
  return `${orderIn(id, fulfilmentFrom("cancelled"))} AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = ${id})`;
}

/**
 * The cancel of a paid order's fulfilment (new | processing -> cancelled, never once anything shipped), as
 * statements for the refunds' batch that refunds the payment (worker/store/backoffice/refunds.ts). Guarded:
 * read the UPDATE's meta.changes (1: cancelled now). nowS: recorded as the order's cancelled_at when unset.
 */
export function fulfilmentCancelStatements(db: D1Database, orderId: number, nowS: number): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE orders SET fulfilment = 'cancelled', cancelled_at = COALESCE(cancelled_at, ?2) WHERE id = ?1 AND ${fulfilmentCancelGuard(orderId)}`)
      .bind(Number(orderId), nowS),
  ];
}
