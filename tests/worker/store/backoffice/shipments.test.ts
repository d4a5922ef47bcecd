import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditTrail } from "../../../../worker/store/backoffice/audit";
import {
  createShipment,
  fulfilmentCancelStatements,
  fulfilmentOrder,
  markDelivered,
  shipmentsOfOrder,
  startProcessing,
  type NewShipment,
} from "../../../../worker/store/backoffice/shipments";

// 2026-06-01 12:00 UTC
const NOW = 1_780_315_200;
let seq = 0;

async function staffMember(): Promise<{ id: number; email: string }> {
  const email = `verzending-${crypto.randomUUID().slice(0, 8)}@droomnest.nl`;
  const row = await env.DB.prepare("INSERT INTO staff (email, name, role, created_at, updated_at) VALUES (?1, 'Test', 'medewerker', ?2, ?2) RETURNING id")
    .bind(email, NOW)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

/** A bare order row with two lines (2 x matras, 1 x kussen): store-level, the checkout API makes real ones. */
async function order(status: "pending" | "paid" = "paid", country: "NL" | "BE" = "NL") {
  seq += 1;
  const number = `KJD${String(8_000_000 + seq)}`;
  const address = JSON.stringify({ zipcode: country === "BE" ? "1000" : "3511 AB", house_number: "2", country_code: country });
  const row = await env.DB.prepare(
    `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address,
       country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, updated_at)
     VALUES (?1, 'cart', ?2, 'hash', ?3, 'a@b.nl', '{}', ?4, ?4, ?5, 'standard', 'ideal', 1000, 1000, 174, ?6, ?6) RETURNING id`,
  )
    .bind(number, crypto.randomUUID(), status, address, country, NOW)
    .first<{ id: number }>();
  const id = row!.id;
  await env.DB.batch(
    [
      [1, "Matras Deluxe", 2],
      [2, "Hoofdkussen", 1],
    ].map(([position, title, quantity]) =>
      env.DB.prepare("INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, quantity, unit_price, row_total, vat_rate) VALUES (?1, ?2, 1, 1, 'SKU', ?3, ?4, 100, 100, 21)").bind(id, position, title, quantity),
    ),
  );
  return (await fulfilmentOrder(env.DB, number))!;
}

const parcel = (lines: NewShipment["lines"], over: Partial<NewShipment> = {}): NewShipment => ({
  idempotencyKey: `key-${crypto.randomUUID()}`,
  carrier: "postnl",
  trackingCode: "3SDRMN1234567",
  platform: "manual",
  platformParcelId: null,
  lines,
  ...over,
});

const fulfilment = async (number: string) => (await fulfilmentOrder(env.DB, number))!.fulfilment;
const shipmentCount = async (orderId: number) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?1").bind(orderId).first<{ n: number }>())!.n;

describe("shipments store (docs/decisions/036)", () => {
  it("processing once: again is a no-op with one audit row", async () => {
    const staff = await staffMember();
    const o = await order();
    expect(await startProcessing(env.DB, staff, o, NOW)).toEqual({ ok: true, changed: true, shipmentId: null });
    expect(await startProcessing(env.DB, staff, o, NOW + 1)).toEqual({ ok: true, changed: false, shipmentId: null });
    expect(await fulfilment(o.number)).toBe("processing");
    const trail = await auditTrail(env.DB, "order", o.number);
    expect(trail.map((r) => r.action)).toEqual(["order.processing"]);
    expect(trail[0]).toMatchObject({ staff_id: staff.id, staff_email: staff.email });
  });

  it("refuses an order that is not paid, and changes nothing", async () => {
    const staff = await staffMember();
    const o = await order("pending");
    expect(await startProcessing(env.DB, staff, o, NOW)).toEqual({ ok: false, problem: "not_paid" });
    expect(await createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 1 }]), NOW)).toEqual({ ok: false, problem: "not_paid" });
    expect(await fulfilment(o.number)).toBe("new");
    expect(await shipmentCount(o.id)).toBe(0);
  });

  it("partial shipments: partially_shipped, then shipped when the rest goes; shipped_at from the first", async () => {
    const staff = await staffMember();
    const o = await order();
    const first = await createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 1 }]), NOW);
    expect(first).toMatchObject({ ok: true, changed: true });
    expect(await fulfilment(o.number)).toBe("partially_shipped");
    const second = await createShipment(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, parcel([{ position: 1, quantity: 1 }, { position: 2, quantity: 1 }], { carrier: "dpd", trackingCode: "05212345678901" }), NOW + 60);
    expect(second).toMatchObject({ ok: true, changed: true });
    expect(await fulfilment(o.number)).toBe("shipped");
    const row = await env.DB.prepare("SELECT shipped_at FROM orders WHERE id = ?1").bind(o.id).first<{ shipped_at: number }>();
    expect(row!.shipped_at).toBe(NOW);
    const shipments = await shipmentsOfOrder(env.DB, o.id);
    expect(shipments).toHaveLength(2);
    expect(shipments[0]).toMatchObject({ carrier: "postnl", carrier_title: "PostNL", tracking_url: "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB", lines: [{ position: 1, title: "Matras Deluxe", quantity: 1 }] });
    expect(shipments[1]!.lines).toEqual([
      { position: 1, title: "Matras Deluxe", quantity: 1 },
      { position: 2, title: "Hoofdkussen", quantity: 1 },
    ]);
    expect((await auditTrail(env.DB, "order", o.number)).map((r) => r.action)).toEqual(["shipment.create", "shipment.create"]);
  });

  it("over-shipment is refused: never more than ordered minus already shipped", async () => {
    const staff = await staffMember();
    const o = await order();
    expect(await createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 3 }]), NOW)).toMatchObject({ ok: false, problem: "over_shipment", position: 1 });
    await createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 2 }]), NOW);
    const now = (await fulfilmentOrder(env.DB, o.number))!;
    expect(await createShipment(env.DB, staff, now, parcel([{ position: 1, quantity: 1 }]), NOW + 1)).toMatchObject({ ok: false, problem: "over_shipment" });
    expect(await shipmentCount(o.id)).toBe(1);
    expect(await fulfilment(o.number)).toBe("partially_shipped");
  });

  it("the SQL guard holds when two requests were checked against the same stale state", async () => {
    const staff = await staffMember();
    const o = await order();
    // Both were checked against "nothing shipped"; only one may ship the two matrasses.
    const results = await Promise.all([
      createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 2 }]), NOW),
      createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 2 }]), NOW),
    ]);
    expect(results.filter((r) => r.ok).length).toBe(1);
    const shipped = await env.DB.prepare("SELECT SUM(quantity) AS n FROM shipment_lines WHERE order_id = ?1").bind(o.id).first<{ n: number }>();
    expect(shipped!.n).toBe(2);
    expect((await auditTrail(env.DB, "order", o.number)).length).toBe(1);
  });

  it("a double submit (same idempotency key) makes one parcel and one audit row", async () => {
    const staff = await staffMember();
    const o = await order();
    const p = parcel([{ position: 2, quantity: 1 }]);
    const a = await createShipment(env.DB, staff, o, p, NOW);
    const b = await createShipment(env.DB, staff, o, p, NOW);
    expect(a).toMatchObject({ ok: true, changed: true });
    expect(b).toEqual({ ok: true, changed: false, shipmentId: a.ok ? a.shipmentId : -1 });
    expect(await shipmentCount(o.id)).toBe(1);
    expect((await auditTrail(env.DB, "order", o.number)).length).toBe(1);
  });

  it("the key of another order's parcel is refused", async () => {
    const staff = await staffMember();
    const a = await order();
    const b = await order();
    const p = parcel([{ position: 2, quantity: 1 }]);
    await createShipment(env.DB, staff, a, p, NOW);
    expect(await createShipment(env.DB, staff, b, p, NOW)).toEqual({ ok: false, problem: "wrong_state" });
    expect(await shipmentCount(b.id)).toBe(0);
  });

  it("delivered per parcel; the order becomes delivered (delivered_at) when all is shipped and delivered", async () => {
    const staff = await staffMember();
    const o = await order("paid", "BE");
    const first = await createShipment(env.DB, staff, o, parcel([{ position: 1, quantity: 2 }], { carrier: "bpost", trackingCode: "323299901234567890123456" }), NOW);
    if (!first.ok) throw new Error("no parcel");
    expect(await markDelivered(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, first.shipmentId!, NOW + 86_400)).toMatchObject({ ok: true, changed: true });
    // Something is still to ship: the order is not delivered yet.
    expect(await fulfilment(o.number)).toBe("partially_shipped");
    const second = await createShipment(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, parcel([{ position: 2, quantity: 1 }]), NOW + 90_000);
    if (!second.ok) throw new Error("no parcel");
    expect(await fulfilment(o.number)).toBe("shipped");
    const later = NOW + 2 * 86_400;
    expect(await markDelivered(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, second.shipmentId!, later)).toMatchObject({ ok: true, changed: true });
    expect(await fulfilment(o.number)).toBe("delivered");
    const row = await env.DB.prepare("SELECT delivered_at FROM orders WHERE id = ?1").bind(o.id).first<{ delivered_at: number }>();
    expect(row!.delivered_at).toBe(later);
    // Again: nothing changes, delivered_at stays.
    expect(await markDelivered(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, second.shipmentId!, later + 10)).toEqual({ ok: true, changed: false, shipmentId: second.shipmentId });
    expect((await auditTrail(env.DB, "order", o.number)).map((r) => r.action)).toEqual(["order.delivered", "shipment.delivered", "shipment.create", "shipment.delivered", "shipment.create"]);
    const shipments = await shipmentsOfOrder(env.DB, o.id);
    expect(shipments[0]!.tracking_url).toBe("https://track.bpost.cloud/btr/web/#/search?itemCode=323299901234567890123456&lang=nl&postalCode=1000");
    // A delivered order ships nothing more.
    expect(await createShipment(env.DB, staff, (await fulfilmentOrder(env.DB, o.number))!, parcel([{ position: 2, quantity: 1 }]), later)).toEqual({ ok: false, problem: "wrong_state" });
  });

  it("a parcel of another order is unknown", async () => {
    const staff = await staffMember();
    const a = await order();
    const b = await order();
    const made = await createShipment(env.DB, staff, a, parcel([{ position: 2, quantity: 1 }]), NOW);
    if (!made.ok) throw new Error("no parcel");
    expect(await markDelivered(env.DB, staff, b, made.shipmentId!, NOW)).toEqual({ ok: false, problem: "unknown_shipment" });
  });

  it("cancel statements: new or processing only, never once anything shipped", async () => {
    const staff = await staffMember();
    const fresh = await order();
    const [cancel] = await env.DB.batch(fulfilmentCancelStatements(env.DB, fresh.id, NOW));
    expect(cancel!.meta.changes).toBe(1);
    expect(await fulfilment(fresh.number)).toBe("cancelled");
    // Cancelled ships nothing.
    expect(await createShipment(env.DB, staff, (await fulfilmentOrder(env.DB, fresh.number))!, parcel([{ position: 1, quantity: 1 }]), NOW)).toEqual({ ok: false, problem: "wrong_state" });

    const shipped = await order();
    await createShipment(env.DB, staff, shipped, parcel([{ position: 1, quantity: 1 }]), NOW);
    const [none] = await env.DB.batch(fulfilmentCancelStatements(env.DB, shipped.id, NOW));
    expect(none!.meta.changes).toBe(0);
    expect(await fulfilment(shipped.number)).toBe("partially_shipped");

    const unpaid = await order("pending");
    const [refused] = await env.DB.batch(fulfilmentCancelStatements(env.DB, unpaid.id, NOW));
    expect(refused!.meta.changes).toBe(0);
  });
});
