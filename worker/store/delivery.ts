/**
 * D1 of the delivery of bulky goods (migration 0025, docs/decisions/029): the shop's calendar per postcode
 * area, the checkout's choice (checkout_states.delivery) and the order's delivery (order_deliveries), which
 * the driver's list and the back office read.
 */
import { amsterdamDate } from "../../app/lib/format";
import { areaFor, deliveryDays, parseWeekdays, type DeliveryArea } from "../domain/delivery-calendar";

/** The checkout's saved choice of step 2. */
export interface StoredDelivery {
  day: string;
  take_back: boolean;
}

/** An order's delivery as stored for whoever delivers it. */
export interface OrderDeliveryRow {
  area_code: string;
  delivery_day: string;
  take_back_count: number;
  take_back_costs: number;
}

interface AreaRow {
  code: string;
  country_code: "NL" | "BE";
  postcode_prefix: string;
  weekdays: string;
  lead_days: number;
  horizon_days: number;
}

/** Today in Dutch time as an ISO date: the order day the lead time counts from. */
export function deliveryToday(nowMs: number): string {
  const d = amsterdamDate(new Date(nowMs));
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The offered days of an address now: its area (null when the country has none) and the days, in order. */
export async function offeredDeliveryDays(
  db: D1Database,
  countryCode: string,
  zipcode: string,
  nowMs: number,
): Promise<{ area: DeliveryArea | null; days: string[] }> {
  const { results } = await db.prepare("SELECT * FROM delivery_areas WHERE country_code = ?1").bind(countryCode).all<AreaRow>();
  const areas: DeliveryArea[] = results.map((r) => ({
    code: r.code,
    countryCode: r.country_code,
    postcodePrefix: r.postcode_prefix,
    weekdays: parseWeekdays(r.weekdays),
    leadDays: r.lead_days,
    horizonDays: r.horizon_days,
  }));
  const area = areaFor(areas, countryCode, zipcode);
  if (!area) return { area: null, days: [] };
  const today = deliveryToday(nowMs);
  const closed = await db
    .prepare("SELECT day FROM delivery_closed_days WHERE area_code = ?1 AND day > ?2 ORDER BY day")
    .bind(area.code, today)
    .all<{ day: string }>();
  return { area, days: deliveryDays(area, new Set(closed.results.map((r) => r.day)), today) };
}

/** checkout_states.delivery read back (null when none or unreadable). */
export function parseDelivery(json: string | null): StoredDelivery | null {
  if (!json) return null;
  try {
    const d = JSON.parse(json) as Partial<StoredDelivery>;
    return typeof d.day === "string" ? { day: d.day, take_back: d.take_back === true } : null;
  } catch {
    return null;
  }
}

/** Step 2's delivery choice (null: the cart holds nothing bulky); the row exists after step 1. */
export function saveCheckoutDeliveryStatement(db: D1Database, cartId: string, delivery: StoredDelivery | null): D1PreparedStatement {
  return db.prepare("UPDATE checkout_states SET delivery = ?2 WHERE cart_id = ?1").bind(cartId, delivery ? JSON.stringify(delivery) : null);
}

/** The order's delivery, stored in the order's batch (attaches to the order of this number AND key only). */
export function insertOrderDeliveryStatement(db: D1Database, number: string, idempotencyKey: string, d: OrderDeliveryRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_deliveries (order_id, area_code, delivery_day, take_back_count, take_back_costs)
       SELECT id, ?3, ?4, ?5, ?6 FROM orders WHERE number = ?1 AND idempotency_key = ?2
       ON CONFLICT DO NOTHING`,
    )
    .bind(number, idempotencyKey, d.area_code, d.delivery_day, d.take_back_count, d.take_back_costs);
}

/** An order's delivery (null for an order without bulky goods). */
export async function readOrderDelivery(db: D1Database, orderId: number): Promise<OrderDeliveryRow | null> {
  return (
    (await db
      .prepare("SELECT area_code, delivery_day, take_back_count, take_back_costs FROM order_deliveries WHERE order_id = ?1")
      .bind(orderId)
      .first<OrderDeliveryRow>()) ?? null
  );
}
