/**
 * The customer gets the credit note (docs/decisions/037): listed with a download link in /account/orders/{order}/,
 * the PDF for the order's own customer only; a guest downloads it in the browser that placed the order (its
 * access cookie), which the credit note mail links to.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../app/lib/api/types/order";
import { refundOrder } from "../../worker/api/beheer/refund-service";
import { registerAndLogin, Visitor } from "../helpers/account";
import { seedCart } from "../helpers/cart";
import { browserGet, decodeHtml, worker } from "../helpers/http";
import { placeOrder } from "../helpers/orders";
import { E, key } from "../helpers/refunds";
import { staffMember } from "../helpers/staff";

beforeAll(seedCart);

/** A GET of a PDF with a visitor's cookies (Visitor.call reads JSON). */
const download = (visitor: Visitor, path: string) => worker(path, { headers: { Cookie: visitor.jar.header(), "CF-Connecting-IP": visitor.ip } });

describe("credit notes for the customer", { timeout: 30_000 }, () => {
  it("lists the credit note in the account with a download of the customer's own PDF; another customer gets 404", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor);
    const refund = await refundOrder(E, await staffMember("eigenaar"), { orderNumber: number, lines: [], shipping: true, idempotencyKey: key() });
    const note = refund.refund.credit_note!;
    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    expect(order.credit_notes).toEqual([{ number: note, amount: refund.refund.amount, created_at: expect.any(String) }]);
    const html = decodeHtml(await (await browserGet(`/account/orders/${number}/`, { session: me.token })).text());
    expect(html).toContain("Creditnota's");
    expect(html).toContain(`href="/v1/customer/orders/${number}/credit-notes/${note}"`);
    const pdf = await download(me.visitor, `/v1/customer/orders/${number}/credit-notes/${note}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    await pdf.body?.cancel();
    const other = await registerAndLogin();
    expect((await other.visitor.call("GET", `/v1/customer/orders/${number}/credit-notes/${note}`)).status).toBe(404);
  });

  it("a guest downloads it with the order's access link (the mail links there); another browser gets 404", async () => {
    const guest = new Visitor();
    const { number } = await placeOrder(guest);
    const refund = await refundOrder(E, await staffMember("eigenaar"), { orderNumber: number, lines: [], shipping: false, amount: 250, idempotencyKey: key() });
    const note = refund.refund.credit_note!;
    const path = `/v1/order/${number}/credit-notes/${note}`;
    const mail = await E.DB.prepare("SELECT text FROM outbox WHERE kind = 'credit_note' AND related_id = ?1").bind(note).first<{ text: string }>();
    expect(mail!.text).toContain(path);
    const own = await download(guest, path);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    await own.body?.cancel();
    expect((await new Visitor().call("GET", path)).status).toBe(404);
  });
});
