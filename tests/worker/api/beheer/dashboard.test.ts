/**
 * The dashboard's figures through /beheer/api/overview and the page /beheer/ (docs/decisions/043): orders and
 * revenue of today and this week in Amsterdam time (Monday to Sunday) from orders paid at controlled times,
 * a reverse-charge order (0 VAT), a cancelled and an unpaid one left out, refunds beside; the operational
 * tiles; a medewerker sees no money.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Overview } from "../../../../app/lib/beheer/types/access";
import { seedCatalog } from "../../../helpers/catalog";
import { deadLetter, orderAt, refundAt, returnDue } from "../../../helpers/dashboard";
import { beheerFetch, staffSession } from "../../../helpers/staff";

/** Wednesday 5 March 2031, 14:00 in Amsterdam (CET, UTC+1). The week: Monday 3 March 00:00 to Monday 10 March 00:00. */
const NOW = Date.parse("2031-03-05T13:00:00Z");
const s = (iso: string) => Date.parse(iso) / 1000;
const nowS = NOW / 1000;

const overview = async (role: "eigenaar" | "medewerker") => ((await (await beheerFetch("/beheer/api/overview", {}, role)).json()) as { data: Overview }).data;

beforeAll(async () => {
  await seedCatalog();
  await staffSession("eigenaar");
  await staffSession("medewerker");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  // Today (Amsterdam): an NL order with 21 % VAT, a Belgian business with reverse charge (0 VAT).
  const nl = await orderAt({ paidAt: s("2031-03-05T09:00:00Z"), grandTotal: 12_100, vatTotal: 2_100 });
  await orderAt({ paidAt: s("2031-03-04T23:30:00Z"), grandTotal: 10_000, vatTotal: 0, reverseCharge: true, country: "BE" }); // 00:30 on the 5th in Amsterdam
  // Not counted today: cancelled after payment, never paid, paid tomorrow (Amsterdam: in this week), paid last Sunday 23:59 Amsterdam.
  await orderAt({ paidAt: s("2031-03-05T10:00:00Z"), grandTotal: 5_000, vatTotal: 868, fulfilment: "cancelled" });
  await orderAt({ paidAt: null, grandTotal: 7_000, vatTotal: 1_215, status: "pending" });
  await orderAt({ paidAt: s("2031-03-05T23:00:00Z"), grandTotal: 999, vatTotal: 173 });
  await orderAt({ paidAt: s("2031-03-02T22:59:00Z"), grandTotal: 888, vatTotal: 154 });
  // This week, not today: Monday 00:00 Amsterdam exactly (counted), shipped already.
  await orderAt({ paidAt: s("2031-03-02T23:00:00Z"), grandTotal: 24_200, vatTotal: 4_200, fulfilment: "shipped" });
  // Refunds: one today, one last week (not in either window).
  await refundAt(nl.id, 2_500, s("2031-03-05T12:00:00Z"));
  await refundAt(nl.id, 1_000, s("2031-03-01T12:00:00Z"));
  // Returns: due in 2 days, overdue, due in 5 days (not soon), refunded already (not open).
  await returnDue(nl.id, nowS + 2 * 86_400);
  await returnDue(nl.id, nowS - 86_400, "received");
  await returnDue(nl.id, nowS + 5 * 86_400);
  await returnDue(nl.id, nowS + 86_400, "refunded");
  await deadLetter("Je bestelling", nowS - 3600);
  await env.DB.prepare("INSERT INTO webhook_failures (provider_id, error, created_at) VALUES ('tr_dash1', 'D1 overloaded', ?1)").bind(nowS - 600).run();
  await env.DB.prepare("INSERT INTO webhook_failures (provider_id, error, created_at, resolved_at) VALUES ('tr_dash2', 'timeout', ?1, ?1)").bind(nowS - 900).run();
});

afterAll(() => {
  vi.useRealTimers();
});

describe("/beheer/api/overview", () => {
  it("counts today's and this week's paid, not cancelled orders incl. and excl. VAT, refunds beside them", async () => {
    const { money } = await overview("eigenaar");
    expect(money?.today).toEqual({ from: s("2031-03-04T23:00:00Z"), until: s("2031-03-05T23:00:00Z"), orders: 2, revenue_incl: 22_100, revenue_excl: 20_000, vat: 2_100, refunds: 1, refunded: 2_500 });
    expect(money?.week).toEqual({ from: s("2031-03-02T23:00:00Z"), until: s("2031-03-09T23:00:00Z"), orders: 4, revenue_incl: 47_299, revenue_excl: 40_826, vat: 6_473, refunds: 1, refunded: 2_500 });
  });

  it("gives the operational tiles to both roles, the money to the owner only", async () => {
    for (const role of ["eigenaar", "medewerker"] as const) {
      const o = await overview(role);
      expect(o).toMatchObject({ to_ship: 4, open_returns: 3, refunds_due_soon: 2, dead_letters: 1, failed_webhooks: 1 });
      expect(typeof o.low_stock).toBe("number");
      expect(o.dead_letter_list).toEqual([expect.objectContaining({ subject: "Je bestelling", last_error: "provider 500" })]);
      expect(o.webhook_failure_list).toEqual([expect.objectContaining({ provider_id: "tr_dash1", error: "D1 overloaded", order_number: null })]);
    }
    expect((await overview("medewerker")).money).toBeNull();
  });

  it("counts a product low on stock once a variant is at or below its threshold, and not when it is unavailable", async () => {
    const product = (await env.DB.prepare(
      "SELECT p.id FROM products p WHERE p.available = 1 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock <= p.low_stock_threshold) LIMIT 1",
    ).first<{ id: number }>())!;
    const before = (await overview("medewerker")).low_stock;
    await env.DB.prepare("UPDATE products SET low_stock_threshold = 3 WHERE id = ?1").bind(product.id).run();
    await env.DB.prepare("UPDATE variants SET stock = 3 WHERE id = (SELECT MIN(id) FROM variants WHERE product_id = ?1)").bind(product.id).run();
    expect((await overview("medewerker")).low_stock).toBe(before + 1);
    await env.DB.prepare("UPDATE products SET available = 0 WHERE id = ?1").bind(product.id).run();
    expect((await overview("medewerker")).low_stock).toBe(before);
  });
});

describe("/beheer/ (the page)", () => {
  const page = async (role: "eigenaar" | "medewerker") => (await beheerFetch("/beheer/", { headers: { Accept: "text/html" } }, role)).text();

  it("shows the owner the money in euro format with what counts, and every tile's link", async () => {
    const html = await page("eigenaar");
    expect(html).toContain("Omzet incl. btw");
    expect(html).toContain("€ 221,00");
    expect(html).toContain("€ 200,00");
    expect(html).toContain("€ 472,99");
    expect(html).toContain("Terugbetalingen staan er apart naast en zijn niet van de omzet afgetrokken.");
    for (const href of ["/beheer/bestellingen/?status=paid", "/beheer/retouren/", "/beheer/producten/?low=1", "/beheer/#mails", "/beheer/#betaalmeldingen"]) expect(html).toContain(`href="${href}"`);
    expect(html).toContain('action="/beheer/rapportages/documenten.zip"');
  });

  it("shows a medewerker the operational tiles without money or the accountant's download", async () => {
    const html = await page("medewerker");
    expect(html).toContain("Te verzenden");
    expect(html).toContain("Mislukte betaalmeldingen");
    expect(html).not.toContain("Omzet");
    expect(html).not.toContain("€ 221,00");
    expect(html).not.toContain("documenten.zip");
  });
});
