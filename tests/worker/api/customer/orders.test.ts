import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderSummary } from "../../../../app/lib/api/types/order";
import { CHECKOUT_MESSAGES } from "../../../../app/lib/checkout/messages";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { worker } from "../../../helpers/http";
import { BE_VAT_NUMBER, orderItem, placeOrder, replayWebhook } from "../../../helpers/orders";

beforeAll(seedCart);

function fetchInvoice(visitor: Visitor, number: string): Promise<Response> {
  return worker(`/v1/customer/orders/${number}/invoice`, { headers: { "CF-Connecting-IP": visitor.ip, Cookie: visitor.jar.header() } });
}

describe("GET /v1/customer/orders", { timeout: 20_000 }, () => {
  it("lists the customer's own orders, newest first, with status, total, item count and invoice", async () => {
    const me = await registerAndLogin();
    const other = await registerAndLogin();
    const first = await placeOrder(me.visitor, { quantity: 2 });
    const second = await placeOrder(me.visitor, { quantity: 1, outcome: "failed" });
    await placeOrder(other.visitor);
    await placeOrder(new Visitor());
    const r = await me.visitor.call<OrderSummary[]>("GET", "/v1/customer/orders");
    expect(r.status).toBe(200);
    expect(r.res.headers.get("Cache-Control")).toContain("no-store");
    expect(r.body.data.map((o) => o.number).sort()).toEqual([first.number, second.number].sort());
    const byNumber = Object.fromEntries(r.body.data.map((o) => [o.number, o]));
    expect(byNumber[first.number]).toMatchObject({ status: "paid", item_count: 2, invoice: expect.stringMatching(/^\d{4}-\d{6}$/u) });
    expect(byNumber[second.number]).toMatchObject({ status: "failed", item_count: 1, invoice: null });
    // Newest first (same second: the later order first).
    expect(r.body.data[0]!.number).toBe(second.number);
  });

  it("is empty for a customer without orders", async () => {
    const me = await registerAndLogin();
    const r = await me.visitor.call<OrderSummary[]>("GET", "/v1/customer/orders");
    expect(r.body.data).toEqual([]);
  });

  it("refuses an anonymous visitor", async () => {
    expect((await new Visitor().call("GET", "/v1/customer/orders")).status).toBe(401);
  });
});

describe("GET /v1/customer/orders/{number}", { timeout: 20_000 }, () => {
  it("answers the frozen order with lines, addresses, costs, status and invoice number", async () => {
    const me = await registerAndLogin();
    const { number, email } = await placeOrder(me.visitor, { quantity: 2 });
    const r = await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`);
    expect(r.status).toBe(200);
    const o = r.body.data;
    const { variant } = orderItem();
    expect(o).toMatchObject({ number, status: "paid", email });
    expect(o.lines).toHaveLength(1);
    expect(o.lines[0]).toMatchObject({ variant_id: variant.id, quantity: 2, vat_rate: 21 });
    expect(o.lines[0]!.row_total).toBe(o.lines[0]!.unit_price * 2);
    expect(o.billing_address).toMatchObject({ street: "Oudegracht", city: "Utrecht" });
    expect(o.payment_method).toEqual({ code: "ideal", title: "iDEAL" });
    expect(o.shipping_method).toEqual({ code: "standard", title: "Standaard bezorging" });
    expect(o.totals.grand_total).toBe(o.totals.sub_total - o.totals.discount_total + o.totals.shipping_costs + o.totals.payment_costs);
    expect(o.totals.reverse_charge).toBe(false);
    expect(o.invoice).toMatch(/^\d{4}-\d{6}$/u);
    expect(o.paid_at).not.toBeNull();
  });

  it("IDOR: another customer's order, a guest's order, an unknown and a malformed number all answer the same 404", async () => {
    const owner = await registerAndLogin();
    const thief = await registerAndLogin();
    const own = await placeOrder(owner.visitor);
    const guest = await placeOrder(new Visitor());
    const answers = await Promise.all(
      [own.number, guest.number, "KJD0000000", "KJD12", "1%20OR%201=1"].map((n) => thief.visitor.call("GET", `/v1/customer/orders/${n}`)),
    );
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toMatchObject({ error: { code: "order_not_found", message: CHECKOUT_MESSAGES.orderNotFound } });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it("the browser that placed a guest order cannot read it here (this is the account's list)", async () => {
    const guest = new Visitor();
    const { number } = await placeOrder(guest);
    expect((await guest.call("GET", `/v1/customer/orders/${number}`)).status).toBe(401);
  });
});

describe("GET /v1/customer/orders/{number}/invoice", { timeout: 20_000 }, () => {
  it("downloads the PDF of the owner's paid order", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor);
    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    const pdf = await fetchInvoice(me.visitor, number);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="factuur-${order.invoice}.pdf"`);
    expect(pdf.headers.get("Cache-Control")).toContain("no-store");
    const doc = await PDFDocument.load(await pdf.arrayBuffer());
    expect(doc.getTitle()).toBe(`Factuur ${order.invoice}`);
    expect(doc.getSubject()).toBe(`Factuur bij bestelling ${number}`);
  });

  it("a Belgian company with a valid VAT number: reverse charge, totals excl. VAT, and its invoice", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor, { belgianCompany: true });
    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    expect(order.customer).toMatchObject({ type: "company", vat_number: BE_VAT_NUMBER });
    expect(order.totals).toMatchObject({ reverse_charge: true, vat_total: 0 });
    // The lines keep their price incl. 21 %; the totals are excl. VAT.
    expect(order.totals.sub_total).toBe(Math.round((order.lines[0]!.row_total * 100) / 121));
    expect(order.totals.grand_total).toBe(order.totals.sub_total + order.totals.shipping_costs + order.totals.payment_costs);
    expect((await fetchInvoice(me.visitor, number)).status).toBe(200);
  });

  it("no invoice for an unpaid order, nor for another customer's paid order", async () => {
    const owner = await registerAndLogin();
    const other = await registerAndLogin();
    const unpaid = await placeOrder(owner.visitor, { outcome: "open" });
    const paid = await placeOrder(owner.visitor);
    for (const [visitor, number] of [
      [owner.visitor, unpaid.number],
      [other.visitor, paid.number],
    ] as const) {
      const res = await fetchInvoice(visitor, number);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: { code: "order_not_found", message: CHECKOUT_MESSAGES.orderNotFound } });
    }
    expect((await fetchInvoice(new Visitor(), paid.number)).status).toBe(401);
  });

  it("paid orders get consecutive invoice numbers, one per order, however often the webhook comes", async () => {
    const me = await registerAndLogin();
    const a = await placeOrder(me.visitor);
    const b = await placeOrder(me.visitor);
    const invoiceOf = async (n: string) => (await me.visitor.call<Order>("GET", `/v1/customer/orders/${n}`)).body.data.invoice!;
    const [ia, ib] = [await invoiceOf(a.number), await invoiceOf(b.number)];
    const replays = await Promise.all(Array.from({ length: 5 }, () => replayWebhook(a.checkoutUrl)));
    expect(replays.every((s) => s === 200)).toBe(true);
    expect(await invoiceOf(a.number)).toBe(ia);
    const seq = (x: string) => Number(x.split("-")[1]);
    expect(seq(ib)).toBeGreaterThan(seq(ia));
    const { results } = await env.DB.prepare("SELECT number FROM invoices ORDER BY number").all<{ number: string }>();
    const all = results.map((r) => seq(r.number));
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => all[0]! + i));
    const counted = await env.DB.prepare("SELECT COUNT(*) AS n FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number IN (?1, ?2)").bind(a.number, b.number).first<{ n: number }>();
    expect(counted?.n).toBe(2);
  });
});
