import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDERS_MESSAGES as M } from "../../../../app/lib/beheer/messages/orders";
import type { OrderDetail, OrderListPage } from "../../../../app/lib/beheer/types/orders";
import { generateOrders } from "../../../../scripts/lib/generate-orders";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { insertOrders } from "../../../helpers/generated-orders";
import { BE_VAT_NUMBER, placeOrder } from "../../../helpers/orders";
import { beheerFetch, staffSession } from "../../../helpers/staff";
import { worker } from "../../../helpers/http";

const NOW = Math.floor(Date.now() / 1000);

async function list(query = "", role: "eigenaar" | "medewerker" = "eigenaar"): Promise<{ status: number; body: { data: OrderListPage } & { error?: { code: string; message: string; fields?: Record<string, string> } } }> {
  const res = await beheerFetch(`/beheer/api/orders${query}`, {}, role);
  return { status: res.status, body: (await res.json()) as never };
}

async function detail(number: string): Promise<OrderDetail> {
  const res = await beheerFetch(`/beheer/api/orders/${number}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return ((await res.json()) as { data: OrderDetail }).data;
}

function note(number: string, body: unknown, role: "eigenaar" | "medewerker" = "eigenaar") {
  return beheerFetch(`/beheer/api/orders/${number}/notes`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ body }) }, role);
}

beforeAll(async () => {
  await seedCart();
  await insertOrders(generateOrders(60, NOW, 6_100_000));
});

describe("GET /beheer/api/orders", () => {
  it("lists newest first with the count, a page at a time", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(25);
    expect(first.body.data.total).toBeGreaterThanOrEqual(60);
    const times = first.body.data.items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list(`?cursor=${first.body.data.next}`);
    expect(second.status).toBe(200);
    expect(second.body.data.items[0]!.created_at <= times.at(-1)!).toBe(true);
    expect(second.body.data.items.map((i) => i.number)).not.toContain(first.body.data.items[0]!.number);
  });

  it("filters and searches (number with or without KJD, name, e-mail, postcode) as the staff type them", async () => {
    const paid = await list("?status=paid&country=NL");
    expect(paid.body.data.items.every((i) => i.status === "paid" && i.country_code === "NL")).toBe(true);
    expect((await list("?q=KJD6100007")).body.data.items.map((i) => i.number)).toEqual(["KJD6100007"]);
    expect((await list("?q=6100007")).body.data.items.map((i) => i.number)).toEqual(["KJD6100007"]);
    const [order] = generateOrders(60, NOW, 6_100_000).slice(7);
    const customer = JSON.parse(order!.customer) as { first_name: string; last_name: string };
    const byName = await list(`?q=${encodeURIComponent(`${customer.first_name} ${customer.last_name}`)}`);
    expect(byName.body.data.items.map((i) => i.number)).toContain("KJD6100007");
    expect((await list(`?q=${encodeURIComponent(order!.email.toUpperCase())}`)).body.data.items.map((i) => i.number)).toEqual(["KJD6100007"]);
    const zipcode = (JSON.parse(order!.shipping_address) as { zipcode: string }).zipcode;
    expect((await list(`?q=${encodeURIComponent(zipcode.toLowerCase())}`)).body.data.items.map((i) => i.number)).toContain("KJD6100007");
  });

  it("refuses a bad filter with a Dutch message per field, and lists nothing", async () => {
    const cases: [string, string, string][] = [
      ["?status=verzonden", "status", M.status],
      ["?method=contant", "method", M.method],
      ["?country=DE", "country", M.country],
      ["?from=2026-13-01", "from", M.date],
      ["?from=2026-02-30", "from", M.date],
      ["?from=2026-05-02&to=2026-05-01", "to", M.dateOrder],
      ["?cursor=abc", "cursor", M.cursor],
      [`?q=${"a".repeat(101)}`, "q", M.query],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error?.message, query).toBe(message);
      expect(res.body.error?.fields?.[field], query).toBe(message);
    }
  });

  it("is for staff only: no identity and a shopper's session get 403; a medewerker may read", async () => {
    const anonymous = await worker("/beheer/api/orders");
    expect(anonymous.status).toBe(403);
    const shopper = await registerAndLogin();
    const withSession = await worker("/beheer/api/orders", { headers: { Cookie: `__Host-droomnest_session=${shopper.token}` } });
    expect(withSession.status).toBe(403);
    expect(((await withSession.json()) as { error: { message: string } }).error.message).toMatch(/[a-z]/u);
    expect((await list("", "medewerker")).status).toBe(200);
  });
});

describe("GET /beheer/api/orders/{number}", () => {
  let number = "";
  beforeAll(async () => {
    number = (await placeOrder(new Visitor(), { belgianCompany: true })).number;
  });

  it("shows lines, totals with VAT per rate, the company customer with reverse charge, payments, mails and the invoice", async () => {
    const order = await detail(number);
    const row = await env.DB.prepare("SELECT grand_total, sub_total FROM orders WHERE number = ?1").bind(number).first<{ grand_total: number; sub_total: number }>();
    expect(order.number).toBe(number);
    expect(order.status).toBe("paid");
    expect(order.fulfilment).toBe("new");
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.lines[0]).toMatchObject({ position: expect.any(Number), sku: expect.any(String), options: expect.any(Array) });
    expect(order.customer).toMatchObject({ type: "company", company: "Slaapwel BV", vat_number: BE_VAT_NUMBER, reverse_charge: true });
    expect(order.totals.grand_total).toBe(row!.grand_total);
    expect(order.totals.vat_groups).toEqual([{ rate: 0, base: row!.grand_total, vat: 0 }]);
    expect(order.payments).toEqual([expect.objectContaining({ status: "paid", amount: row!.grand_total, source: "webhook" })]);
    const kinds = order.mails.map((m) => [m.kind, m.state]);
    expect(kinds).toEqual(expect.arrayContaining([["order_confirmation", "queued"], ["shop_order", "queued"]]));
    expect(order.invoice?.number).toMatch(/^\d{4}-\d{6}$/u);
    expect(order.billing_address.country_code).toBe("BE");
    expect(order).toMatchObject({ shipments: [], refunds: [], returns: [], notes: [], audit: [] });
  });

  it("states VAT per rate for a private Dutch order, as its invoice does", async () => {
    const nl = (await placeOrder(new Visitor())).number;
    const order = await detail(nl);
    expect(order.customer).toMatchObject({ type: "private", reverse_charge: false, vat_check: null });
    const [group] = order.totals.vat_groups;
    expect(group!.rate).toBe(21);
    expect(group!.base + group!.vat).toBe(order.totals.grand_total);
    expect(order.totals.total_excl).toBe(group!.base);
  });

  it("answers the invoice PDF of a paid order", async () => {
    const res = await beheerFetch(`/beheer/api/orders/${number}/invoice`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers a Dutch 404 for an unknown or malformed number", async () => {
    for (const n of ["KJD0000001", "KJD12", "1234567"]) {
      const res = await beheerFetch(`/beheer/api/orders/${n}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.notFound);
    }
  });
});

describe("POST /beheer/api/orders/{number}/notes", () => {
  let number = "";
  beforeAll(async () => {
    number = (await placeOrder(new Visitor())).number;
  });

  const auditRows = async () =>
    (await env.DB.prepare("SELECT staff_email, action, entity, entity_id, before, after FROM audit_log WHERE entity = 'order' AND entity_id = ?1 ORDER BY id").bind(number).all()).results;

  it("adds a note with its audit row (who, what, no note text), shown on the order", async () => {
    const { staff } = await staffSession("medewerker");
    const res = await note(number, "Klant belde: graag na 17:00 bezorgen.", "medewerker");
    expect(res.status).toBe(201);
    const order = await detail(number);
    expect(order.notes).toEqual([expect.objectContaining({ body: "Klant belde: graag na 17:00 bezorgen.", staff_name: staff.name })]);
    const audit = await auditRows();
    expect(audit).toEqual([{ staff_email: staff.email, action: "order.note", entity: "order", entity_id: number, before: null, after: JSON.stringify({ note_length: 37 }) }]);
    expect(order.audit.map((a) => a.action)).toEqual(["order.note"]);
  });

  it("stores a double submit once, with one audit row", async () => {
    const first = await note(number, "Dubbel verstuurd");
    const second = await note(number, "Dubbel verstuurd");
    expect([first.status, second.status]).toEqual([201, 200]);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_notes WHERE body = 'Dubbel verstuurd'").all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
    expect((await auditRows()).length).toBe(2);
  });

  it("refuses an empty or too long note in Dutch and stores nothing", async () => {
    const before = (await auditRows()).length;
    for (const [body, message] of [
      ["   ", M.noteEmpty],
      ["x".repeat(2001), M.noteTooLong],
      [42, M.noteEmpty],
    ] as const) {
      const res = await note(number, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await auditRows()).length).toBe(before);
  });

  it("refuses a cross-site post and a shopper's session, and an unknown order", async () => {
    const { headers } = await staffSession("eigenaar");
    const crossSite = await worker(`/beheer/api/orders/${number}/notes`, {
      method: "POST",
      headers: { ...headers, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify({ body: "Van buiten" }),
    });
    expect(crossSite.status).toBe(403);
    const shopper = await registerAndLogin();
    const asShopper = await worker(`/beheer/api/orders/${number}/notes`, {
      method: "POST",
      headers: { Cookie: `__Host-droomnest_session=${shopper.token}`, Origin: "https://droomnest.test", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: JSON.stringify({ body: "Als klant" }),
    });
    expect(asShopper.status).toBe(403);
    expect((await note("KJD0000001", "Bestaat niet")).status).toBe(404);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_notes WHERE body IN ('Van buiten', 'Als klant', 'Bestaat niet')").all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });
});
