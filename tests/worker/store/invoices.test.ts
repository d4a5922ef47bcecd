import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { invoiceOf, invoiceStatements, invoiceYear } from "../../../worker/store/invoices";

// 2026-06-01 12:00 UTC
const JUNE_2026 = 1_780_315_200;
let seq = 0;

/** A bare order row (store-level test: the checkout API builds real ones). */
async function order(status: "pending" | "paid" = "paid"): Promise<number> {
  seq += 1;
  const number = `KJD${String(9_000_000 + seq)}`;
  const row = await env.DB.prepare(
    `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address,
       country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, updated_at)
     VALUES (?1, 'cart', ?2, 'hash', ?3, 'a@b.nl', '{}', '{}', '{}', 'NL', 'standard', 'ideal', 1000, 1000, 174, ?4, ?4) RETURNING id`,
  )
    .bind(number, crypto.randomUUID(), status, JUNE_2026)
    .first<{ id: number }>();
  return row!.id;
}

/** Marks paid and numbers the invoice in one batch, as the payments code does. */
async function pay(orderId: number, nowS = JUNE_2026): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("UPDATE orders SET status = 'paid', paid_at = ?2 WHERE id = ?1").bind(orderId, nowS),
    ...invoiceStatements(env.DB, orderId, nowS),
  ]);
}

async function counter(year: number): Promise<number | null> {
  const row = await env.DB.prepare("SELECT value FROM counters WHERE name = ?1").bind(`invoice-${year}`).first<{ value: number }>();
  return row?.value ?? null;
}

describe("invoice numbers", () => {
  it("numbers paid orders in sequence per year", async () => {
    const a = await order("pending");
    const b = await order("pending");
    await pay(a);
    await pay(b);
    expect((await invoiceOf(env.DB, a))?.number).toBe("2026-000001");
    expect((await invoiceOf(env.DB, b))?.number).toBe("2026-000002");
    expect((await invoiceOf(env.DB, a))?.created_at).toBe(JUNE_2026);
    expect(await counter(2026)).toBe(2);
  });

  it("is idempotent per order: a repeated paid batch keeps the number and leaves no gap", async () => {
    const a = await order("pending");
    await pay(a);
    const first = await invoiceOf(env.DB, a);
    const before = await counter(2026);
    await pay(a, JUNE_2026 + 60);
    await pay(a, JUNE_2026 + 120);
    expect(await invoiceOf(env.DB, a)).toEqual(first);
    expect(await counter(2026)).toBe(before);
    const b = await order("pending");
    await pay(b);
    const n = (x: string | undefined) => Number(x?.split("-")[1]);
    expect(n((await invoiceOf(env.DB, b))?.number)).toBe(n(first?.number) + 1);
  });

  it("gives no invoice to an order that is not paid", async () => {
    const a = await order("pending");
    const before = await counter(2026);
    await env.DB.batch(invoiceStatements(env.DB, a, JUNE_2026));
    expect(await invoiceOf(env.DB, a)).toBeNull();
    expect(await counter(2026)).toBe(before ?? 0);
  });

  it("many payments at once get distinct numbers without gaps", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => order("pending")));
    const before = (await counter(2026)) ?? 0;
    await Promise.all([...ids, ...ids].map((id) => pay(id)));
    const numbers = await Promise.all(ids.map(async (id) => Number((await invoiceOf(env.DB, id))!.number.split("-")[1])));
    expect(new Set(numbers).size).toBe(ids.length);
    expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: ids.length }, (_, i) => before + i + 1));
    expect(await counter(2026)).toBe(before + ids.length);
  });

  it("starts a new sequence in the new Dutch year", async () => {
    // 2026-12-31 23:30 UTC is 2027-01-01 00:30 in Amsterdam.
    const newYearNight = Date.UTC(2026, 11, 31, 23, 30) / 1000;
    expect(invoiceYear(newYearNight)).toBe(2027);
    const a = await order("pending");
    await pay(a, newYearNight);
    expect((await invoiceOf(env.DB, a))?.number).toBe("2027-000001");
  });
});
