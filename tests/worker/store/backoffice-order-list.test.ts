import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { orderListQuerySchema, type OrderListQuery } from "../../../app/lib/schemas/beheer-orders";
import { amsterdamDayStart } from "../../../worker/domain/backoffice/order-search";
import { listOrders, orderListSql } from "../../../worker/store/backoffice/orders";
import { generateOrders, type GeneratedOrder } from "../../../scripts/lib/generate-orders";
import { insertOrders } from "../../helpers/generated-orders";

// 2026-06-15 12:00 UTC
const NOW = 1_781_524_800;
let all: GeneratedOrder[] = [];

const query = (raw: Record<string, string>): OrderListQuery => orderListQuerySchema.parse(raw);
const numbers = async (raw: Record<string, string>) => (await listOrders(env.DB, query(raw), 1000)).items.map((i) => i.number);
const expected = (keep: (o: GeneratedOrder) => boolean) =>
  all
    .filter(keep)
    .sort((a, b) => b.created_at - a.created_at || Number(b.number.slice(3)) - Number(a.number.slice(3)))
    .map((o) => o.number);

/** A hand-made order with names and postcodes the generated set never has. */
function special(): GeneratedOrder {
  const [base] = generateOrders(1, NOW, 7_654_321);
  const address = { first_name: "Wilhelmina", last_name: "van Oranje-Nassau", company: "", street: "Noordeinde", house_number: "68", extension: "", zipcode: "2514 GL", city: "Den Haag", country_code: "NL" };
  return {
    ...base!,
    email: "Wilhelmina.Oranje@Paleis.test",
    customer: JSON.stringify({ type: "company", first_name: "Wilhelmina", last_name: "van Oranje-Nassau", company: "Koninklijk Huis BV", vat_number: "NL000099998B57" }),
    billing_address: JSON.stringify({ ...address, zipcode: "1012 RJ", city: "Amsterdam", sameDeliveryAddress: false }),
    shipping_address: JSON.stringify(address),
    created_at: NOW - 3600,
  };
}

beforeAll(async () => {
  all = [...generateOrders(400, NOW), special()];
  await insertOrders(all);
});

describe("the back office's order list (store)", () => {
  it("lists every order newest first, in keyset pages whose union is the whole list", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let total = 0;
    for (let page = 0; page < 100; page++) {
      const res = await listOrders(env.DB, query(cursor ? { cursor } : {}), 25);
      total = res.total;
      seen.push(...res.items.map((i) => i.number));
      if (!res.next) break;
      expect(res.items).toHaveLength(25);
      cursor = res.next;
    }
    expect(total).toBe(all.length);
    expect(seen).toEqual(expected(() => true));
  });

  it("filters by payment status, fulfilment, method and country, together", async () => {
    expect(await numbers({ status: "pending" })).toEqual(expected((o) => o.status === "pending"));
    expect(await numbers({ fulfilment: "shipped" })).toEqual(expected((o) => o.fulfilment === "shipped"));
    expect(await numbers({ method: "bancontact" })).toEqual(expected((o) => o.payment_method === "bancontact"));
    const both = await numbers({ country: "BE", status: "paid", method: "creditcard" });
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(expected((o) => o.country_code === "BE" && o.status === "paid" && o.payment_method === "creditcard"));
  });

  it("filters by an Amsterdam date range, both ends included", async () => {
    const from = amsterdamDayStart("2026-03-01");
    const to = amsterdamDayStart("2026-04-01");
    const got = await numbers({ from: "2026-03-01", to: "2026-03-31" });
    expect(got.length).toBeGreaterThan(10);
    expect(got).toEqual(expected((o) => o.created_at >= from && o.created_at < to));
  });

  it("finds an order by its number with or without KJD, and by the start of its digits", async () => {
    expect(await numbers({ q: "KJD7654321" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "7654321" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "kjd 76543" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "500012" })).toEqual(expected((o) => o.number.startsWith("KJD500012")));
  });

  it("finds by name (full, last, company; any case), e-mail and either postcode", async () => {
    expect(await numbers({ q: "wilhelmina van" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "VAN ORANJE" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "koninklijk huis" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "wilhelmina.oranje@paleis.test" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "wilhelmina.oranje@" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "2514gl" })).toEqual(["KJD7654321"]);
    expect(await numbers({ q: "1012 RJ" })).toEqual(["KJD7654321"]);
    const jansen = await numbers({ q: "jansen" });
    expect(jansen.length).toBeGreaterThan(3);
    expect(jansen).toEqual(expected((o) => (JSON.parse(o.customer) as { last_name: string }).last_name === "Jansen"));
    expect(await numbers({ q: "Nobody Here" })).toEqual([]);
  });

  it("answers a Belgian postcode and the orders whose number starts with the same digits", async () => {
    const got = await numbers({ q: "2000" });
    expect(got).toEqual(expected((o) => (JSON.parse(o.shipping_address) as { zipcode: string }).zipcode === "2000" || o.number.startsWith("KJD2000")));
    expect(got.length).toBeGreaterThan(0);
  });

  it("reads every filter and search through an index (no full scan of orders)", async () => {
    const cases: Record<string, string>[] = [
      {},
      { status: "paid" },
      { fulfilment: "new" },
      { method: "ideal" },
      { country: "BE" },
      { from: "2026-01-01", to: "2026-02-01" },
      { q: "KJD5000123" },
      { q: "jansen" },
      { q: "a@b" },
      { q: "3511AB" },
      { q: "2000" },
    ];
    for (const raw of cases) {
      const sql = orderListSql(query(raw));
      for (const [text, args] of [[sql.page, sql.pageArgs], [sql.count, sql.countArgs]] as const) {
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...args).all<{ detail: string }>();
        const scans = results.map((r) => r.detail).filter((d) => /^SCAN o\b/u.test(d) && !/USING (COVERING )?INDEX/u.test(d));
        expect(scans, `${JSON.stringify(raw)}: ${results.map((r) => r.detail).join(" | ")}`).toEqual([]);
      }
    }
  });
});
