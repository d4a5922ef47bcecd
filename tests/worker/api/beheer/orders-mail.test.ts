import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_IDENTITY } from "../../../../app/lib/shop-identity";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { placeOrder, replayWebhook } from "../../../helpers/orders";
import { amsterdamDayStart } from "../../../../worker/domain/backoffice/order-search";
import { sendDailySummary } from "../../../../worker/jobs/daily-summary";

beforeAll(seedCart);

interface MailRow {
  to_address: string;
  subject: string;
  text: string;
  related_id: string;
}

const mailsOf = async (kind: string, related: string) =>
  (await env.DB.prepare("SELECT to_address, subject, text, related_id FROM outbox WHERE kind = ?1 AND related_id = ?2").bind(kind, related).all<MailRow>()).results;

async function setting(key: string, value: unknown): Promise<void> {
  await env.DB.prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES (?1, ?2, 0) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    .bind(key, JSON.stringify(value))
    .run();
}

async function clearSettings(): Promise<void> {
  await env.DB.prepare("DELETE FROM backoffice_settings").run();
}

describe("the shop's mail for every paid order", () => {
  it("a paid order mails the shop's order address once, however often the PSP calls", async () => {
    await clearSettings();
    const { number, checkoutUrl } = await placeOrder(new Visitor());
    expect(await replayWebhook(checkoutUrl)).toBe(200);
    const mails = await mailsOf("shop_order", number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(SHOP_IDENTITY.orderAddress);
    expect(mails[0]!.subject).toContain(`Nieuwe bestelling ${number}`);
    expect(mails[0]!.text).toContain(`/beheer/bestellingen/${number}/`);
    expect(mails[0]!.text).toContain("Sanne de Vries (particulier)");
  });

  it("an unpaid order mails nothing to the shop", async () => {
    const { number } = await placeOrder(new Visitor(), { outcome: "failed" });
    expect(await mailsOf("shop_order", number)).toEqual([]);
  });

  it("goes to the address the owner set, and not at all when the owner turned it off", async () => {
    await setting("order_mail_address", "orders@slaapwinkel.test");
    const first = await placeOrder(new Visitor());
    expect((await mailsOf("shop_order", first.number)).map((m) => m.to_address)).toEqual(["orders@slaapwinkel.test"]);
    await setting("order_mail_enabled", false);
    const second = await placeOrder(new Visitor());
    expect(await mailsOf("shop_order", second.number)).toEqual([]);
    // The customer's own confirmation still goes out.
    expect(await mailsOf("order_confirmation", second.number)).toHaveLength(1);
    await clearSettings();
  });

  it("records every PSP answer of the order as its payment history", async () => {
    const { number, checkoutUrl } = await placeOrder(new Visitor());
    await replayWebhook(checkoutUrl);
    const { results } = await env.DB.prepare(
      "SELECT e.status, e.amount, e.source FROM payment_events e JOIN orders o ON o.id = e.order_id WHERE o.number = ?1 ORDER BY e.id",
    )
      .bind(number)
      .all<{ status: string; amount: number; source: string }>();
    const order = await env.DB.prepare("SELECT grand_total FROM orders WHERE number = ?1").bind(number).first<{ grand_total: number }>();
    expect(results).toEqual([
      { status: "paid", amount: order!.grand_total, source: "webhook" },
      { status: "paid", amount: order!.grand_total, source: "webhook" },
    ]);
  });
});

describe("the daily summary", () => {
  // Sunday 2026-06-14 and Monday 2026-06-15 in Amsterdam (CEST, UTC+2).
  const SUNDAY = amsterdamDayStart("2026-06-14");
  const MONDAY = amsterdamDayStart("2026-06-15");

  async function order(number: string, paidAt: number | null, fulfilment = "new", total = 10_000): Promise<void> {
    await env.DB.prepare(
      `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, fulfilment, email, customer, billing_address, shipping_address,
         country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, paid_at, updated_at)
       VALUES (?1, 'c', ?1, 'h', ?2, ?3, 'a@b.test', '{}', '{}', '{}', 'NL', 'standard', 'ideal', ?4, ?4, 0, ?5, ?6, ?5)`,
    )
      .bind(number, paidAt === null ? "pending" : "paid", fulfilment, total, (paidAt ?? SUNDAY) - 60, paidAt)
      .run();
  }

  it("sums up yesterday once, from 07:00 Amsterdam time, with what waits now", async () => {
    await clearSettings();
    await env.DB.prepare("UPDATE orders SET status = 'cancelled', fulfilment = 'cancelled' WHERE status = 'paid'").run();
    await order("KJD8000001", SUNDAY + 3600, "new", 12_345);
    await order("KJD8000002", SUNDAY + 23 * 3600, "shipped", 50_000);
    await order("KJD8000003", SUNDAY - 60, "processing", 99_999); // Saturday: not yesterday's, but still to ship
    await order("KJD8000004", MONDAY + 60, "new", 1_000); // today
    const orderId = (await env.DB.prepare("SELECT id FROM orders WHERE number = 'KJD8000002'").first<{ id: number }>())!.id;
    for (const [i, due] of [MONDAY + 86_400, MONDAY + 30 * 86_400, MONDAY - 86_400].entries()) {
      await env.DB.prepare(
        `INSERT INTO returns (number, order_id, idempotency_key, kind, status, reason, withdrawal_form, created_at, refund_due_at, updated_at)
         VALUES (?1, ?2, ?1, 'withdrawal', 'requested', 'Te hard', '{}', ?3, ?4, ?3)`,
      )
        .bind(`R8000002-${i + 1}`, orderId, SUNDAY, due)
        .run();
    }
    expect(await sendDailySummary(env, MONDAY + 6 * 3600 + 3540, "https://droomnest.test")).toBe("early");
    expect(await mailsOf("daily_summary", "2026-06-14")).toEqual([]);
    const at = MONDAY + 7 * 3600 + 60;
    expect(await sendDailySummary(env, at, "https://droomnest.test")).toBe("queued");
    expect(await sendDailySummary(env, at + 900, "https://droomnest.test")).toBe("done");
    const mails = await mailsOf("daily_summary", "2026-06-14");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(SHOP_IDENTITY.orderAddress);
    expect(mails[0]!.subject).toBe("Dagoverzicht zondag 14 juni 2026");
    const text = mails[0]!.text.replace(/\u00a0/gu, " ");
    expect(text).toMatch(/Betaalde bestellingen:?\s+2\b/u);
    expect(text).toMatch(/Omzet \(incl\. btw\):?\s+€ 623,45/u);
    expect(text).toMatch(/Nog te verzenden:?\s+3\b/u);
    expect(text).toMatch(/Open retouren:?\s+3\b/u);
    expect(text).toMatch(/Terugbetalingen binnen 3 dagen verplicht:?\s+2\b/u);
    expect(text).toMatch(/Waarvan de termijn al verstreken is:?\s+1\b/u);
  });

  it("is not sent when the owner turned it off, and goes to the owner's address", async () => {
    await setting("daily_summary_enabled", false);
    const tuesday = amsterdamDayStart("2026-06-16") + 8 * 3600;
    expect(await sendDailySummary(env, tuesday, "https://droomnest.test")).toBe("off");
    expect(await mailsOf("daily_summary", "2026-06-15")).toEqual([]);
    await setting("daily_summary_enabled", true);
    await setting("order_mail_address", "eigenaar@slaapwinkel.test");
    expect(await sendDailySummary(env, tuesday, "https://droomnest.test")).toBe("queued");
    expect((await mailsOf("daily_summary", "2026-06-15")).map((m) => m.to_address)).toEqual(["eigenaar@slaapwinkel.test"]);
  });
});
