import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Order, OrderSummary } from "../../../../app/lib/api/types/order";
import { CHECKOUT_MESSAGES } from "../../../../app/lib/field-messages";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { insertOrder } from "../../../helpers/orders";

describe("GET /v1/customer/orders", () => {
  it("lists the customer's own orders, newest first, with status, total, item count and invoice", async () => {
    const me = await registerAndLogin();
    const other = await registerAndLogin();
    const old = await insertOrder({ customerId: me.customerId, createdAt: 1_780_000_000 });
    const recent = await insertOrder({ customerId: me.customerId, status: "failed", createdAt: 1_780_100_000 });
    await insertOrder({ customerId: other.customerId });
    await insertOrder({ customerId: null });
    const r = await me.visitor.call<OrderSummary[]>("GET", "/v1/customer/orders");
    expect(r.status).toBe(200);
    expect(r.res.headers.get("Cache-Control")).toContain("no-store");
    expect(r.body.data.map((o) => o.number)).toEqual([recent.number, old.number]);
    expect(r.body.data[0]).toMatchObject({ status: "failed", grand_total: 82_795, item_count: 3, invoice: null });
    expect(r.body.data[1]).toMatchObject({ status: "paid", invoice: expect.stringMatching(/^\d{4}-\d{6}$/u) });
    expect(r.body.data[1]!.created_at).toBe(new Date(1_780_000_000 * 1000).toISOString());
  });

  it("is empty for a customer without orders", async () => {
    const me = await registerAndLogin();
    const r = await me.visitor.call<OrderSummary[]>("GET", "/v1/customer/orders");
    expect(r.body.data).toEqual([]);
  });

  it("refuses an anonymous visitor", async () => {
    const r = await new Visitor().call("GET", "/v1/customer/orders");
    expect(r.status).toBe(401);
  });
});

describe("GET /v1/customer/orders/{number}", () => {
  it("answers the frozen order with lines, addresses, costs, status and invoice number", async () => {
    const me = await registerAndLogin();
    const { number } = await insertOrder({ customerId: me.customerId });
    const r = await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`);
    expect(r.status).toBe(200);
    const o = r.body.data;
    expect(o.number).toBe(number);
    expect(o.status).toBe("paid");
    expect(o.lines).toHaveLength(2);
    expect(o.lines[0]).toMatchObject({ sku: "M-90200", quantity: 2, unit_price: 39_900, row_total: 79_800, vat_rate: 21, options: [{ title: "Maat", value: "90 x 200 cm" }] });
    expect(o.billing_address).toMatchObject({ street: "Oudegracht", city: "Utrecht", sameDeliveryAddress: true });
    expect(o.payment_method).toEqual({ code: "ideal", title: "iDEAL" });
    expect(o.shipping_method).toEqual({ code: "standard", title: "Standaard bezorging" });
    expect(o.totals).toMatchObject({ grand_total: 82_795, vat_total: 14_369, reverse_charge: false });
    expect(o.invoice).toMatch(/^\d{4}-\d{6}$/u);
    expect(o.paid_at).not.toBeNull();
  });

  it("IDOR: another customer's order, an unknown and a malformed number all answer the same 404", async () => {
    const owner = await registerAndLogin();
    const thief = await registerAndLogin();
    const { number } = await insertOrder({ customerId: owner.customerId });
    const guest = await insertOrder({ customerId: null });
    const answers = await Promise.all(
      [number, guest.number, "KJD0000000", "KJD12", "1%20OR%201=1"].map((n) => thief.visitor.call("GET", `/v1/customer/orders/${n}`)),
    );
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toMatchObject({ error: { code: "order_not_found", message: CHECKOUT_MESSAGES.orderNotFound } });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it("refuses an anonymous visitor without reading the order", async () => {
    const owner = await registerAndLogin();
    const { number } = await insertOrder({ customerId: owner.customerId });
    expect((await new Visitor().call("GET", `/v1/customer/orders/${number}`)).status).toBe(401);
  });
});

describe("GET /v1/customer/orders/{number}/invoice", () => {
  it("downloads the PDF of the owner's paid order", async () => {
    const me = await registerAndLogin();
    const { number } = await insertOrder({ customerId: me.customerId });
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

  it("a reverse-charge order's invoice is made too", async () => {
    // The order froze a Belgian company with a valid VAT number (the account itself does not matter).
    const me = await registerAndLogin();
    const { number } = await insertOrder({ customerId: me.customerId, reverseCharge: true });
    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    expect(order.totals.reverse_charge).toBe(true);
    expect((await fetchInvoice(me.visitor, number)).status).toBe(200);
  });

  it("no invoice for an unpaid order, nor for another customer's paid order", async () => {
    const owner = await registerAndLogin();
    const other = await registerAndLogin();
    const unpaid = await insertOrder({ customerId: owner.customerId, status: "pending" });
    const paid = await insertOrder({ customerId: owner.customerId });
    for (const [visitor, number] of [
      [owner.visitor, unpaid.number],
      [other.visitor, paid.number],
    ] as const) {
      const res = await fetchInvoice(visitor, number);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: { code: "order_not_found", message: CHECKOUT_MESSAGES.orderNotFound } });
    }
    const anonymous = await fetchInvoice(new Visitor(), paid.number);
    expect(anonymous.status).toBe(401);
  });

  it("the invoice number stays the same on every download", async () => {
    const me = await registerAndLogin();
    const { id, number } = await insertOrder({ customerId: me.customerId });
    const a = await fetchInvoice(me.visitor, number);
    const b = await fetchInvoice(me.visitor, number);
    expect(a.headers.get("Content-Disposition")).toBe(b.headers.get("Content-Disposition"));
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1").bind(id).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});

async function fetchInvoice(visitor: Visitor, number: string): Promise<Response> {
  const { worker } = await import("../../../helpers/http");
  return worker(`/v1/customer/orders/${number}/invoice`, { headers: { "CF-Connecting-IP": visitor.ip, Cookie: visitor.jar.header() } });
}
