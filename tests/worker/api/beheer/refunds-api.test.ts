/**
 * /beheer/api/refunds (docs/decisions/037) as staff use it: refunds and cancels through the API, who may, the
 * credit note PDF and its content, cancel refused after shipping, stock back on cancel.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { RefundAnswer, RefundPanelData } from "../../../../app/lib/beheer/types/refunds";
import { seedCart } from "../../../helpers/cart";
import { worker } from "../../../helpers/http";
import { pdfText } from "../../../helpers/pdf-text";
import { E, key, paidOrder, stockOf } from "../../../helpers/refunds";
import { beheerFetch } from "../../../helpers/staff";

beforeAll(seedCart);

const post = (path: string, body: unknown, role: "eigenaar" | "medewerker" = "eigenaar") => beheerFetch(path, { method: "POST", body: JSON.stringify(body) }, role);
const json = async <T>(res: Response) => (await res.json()) as { data: T; error: { code: string; message: string } };

describe("/beheer/api/refunds", () => {
  it("refuses without a member of staff, and a write without the same origin (CSRF), changing nothing", async () => {
    const order = await paidOrder();
    const anonymous = await worker(`/beheer/api/refunds/${order.number}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ idempotency_key: key(), full: true }) });
    expect(anonymous.status).toBe(403);
    const crossSite = await beheerFetch(`/beheer/api/refunds/${order.number}`, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, body: JSON.stringify({ idempotency_key: key(), full: true }) });
    expect(crossSite.status).toBe(403);
    const refunds = await E.DB.prepare("SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?1").bind(order.id).first<{ n: number }>();
    expect(refunds!.n).toBe(0);
  });

  it("a medewerker above the limit gets 403 in Dutch; bad input a Dutch 422", async () => {
    const order = await paidOrder({ quantity: 3 });
    await E.DB.prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES ('refund_limit_cents', '1000', 0) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
    try {
      const over = await post(`/beheer/api/refunds/${order.number}`, { idempotency_key: key(), full: true }, "medewerker");
      expect(over.status).toBe(403);
      expect((await json(over)).error.message).toBe("Je mag als medewerker tot € 10,00 terugbetalen. Vraag de eigenaar om deze terugbetaling te doen.");
    } finally {
      await E.DB.prepare("DELETE FROM backoffice_settings WHERE key = 'refund_limit_cents'").run();
    }
    const bad = await post(`/beheer/api/refunds/${order.number}`, { idempotency_key: "kort", amount: -5 });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error.message).toMatch(/[Vv]ernieuw de pagina|bedrag/u);
    const nothing = await post(`/beheer/api/refunds/${order.number}`, { idempotency_key: key() });
    expect(nothing.status).toBe(422);
    expect((await json(nothing)).error.message).toBe("Kies minstens één regel, de verzendkosten of een bedrag om terug te betalen.");
  });

  it("refunds a line with shipping, shows it in the panel data, and the credit note PDF states it with VAT per rate and the invoice", async () => {
    const order = await paidOrder({ quantity: 2 });
    const panel = (await json<RefundPanelData>(await beheerFetch(`/beheer/api/refunds/${order.number}`))).data;
    const line = panel.lines[0]!;
    expect(panel.refundable).toBe(order.grand_total);
    const res = await post(`/beheer/api/refunds/${order.number}`, { idempotency_key: key(), lines: [{ position: line.position, quantity: 1, restock: true }], shipping: true, reason: "Kussensloop beschadigd" });
    expect(res.status).toBe(201);
    const answer = (await json<RefundAnswer>(res)).data;
    const amount = line.row_total / 2 + order.shipping_costs;
    expect(answer.refund!.amount).toBe(amount);
    const after = (await json<RefundPanelData>(await beheerFetch(`/beheer/api/refunds/${order.number}`))).data;
    expect(after).toMatchObject({ refunded: amount, refundable: order.grand_total - amount, shipping_left: 0 });
    expect(after.lines[0]!.left).toBe(1);
    const note = after.refunds[0]!.credit_note!;
    const pdf = await beheerFetch(`/beheer/api/refunds/${order.number}/credit-notes/${note.number}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Cache-Control")).toBe("private, no-store");
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Creditnota");
    expect(text).toContain(note.number);
    expect(text).toContain("Bij factuur");
    expect(text).toContain(note.invoice_number);
    expect(text).toContain(line.title.split(" ").slice(0, 2).join(" "));
    expect(text).toContain("Verzendkosten");
    expect(text).toContain("Btw 21% over");
    expect(text).toContain(`-€ ${(amount / 100).toFixed(2).replace(".", ",")}`);
    expect(text).toContain("Reden: Kussensloop beschadigd");
    // Another order's number with this credit note: the one 404.
    const other = await paidOrder();
    expect((await beheerFetch(`/beheer/api/refunds/${other.number}/credit-notes/${note.number}`)).status).toBe(404);
  });

  it("a reverse-charge order's credit note is at 0 % with the btw verlegd note", async () => {
    const order = await paidOrder({ belgianCompany: true });
    const res = await post(`/beheer/api/refunds/${order.number}`, { idempotency_key: key(), full: true });
    expect(res.status).toBe(201);
    const note = (await json<RefundPanelData>(await beheerFetch(`/beheer/api/refunds/${order.number}`))).data.refunds[0]!.credit_note!;
    const { text } = await pdfText(new Uint8Array(await (await beheerFetch(`/beheer/api/refunds/${order.number}/credit-notes/${note.number}`)).arrayBuffer()));
    expect(text).toContain("Btw 0% (btw verlegd)");
    expect(text).toContain("BE0123456749");
    expect(text).toContain(`-€ ${(order.grand_total / 100).toFixed(2).replace(".", ",")}`);
  });
});

describe("/beheer/api/refunds/{number}/cancel", () => {
  it("cancels a paid, unshipped order: full refund, every unit back in stock, fulfilment cancelled, voucher void, one audit row; a repeat changes nothing", async () => {
    const order = await paidOrder({ quantity: 2 });
    const stock = await stockOf(order.id);
    const k = key();
    const res = await post(`/beheer/api/refunds/${order.number}/cancel`, { idempotency_key: k, reason: "Klant wil annuleren" });
    expect(res.status).toBe(201);
    const answer = (await json<RefundAnswer>(res)).data;
    expect(answer).toMatchObject({ cancelled: true, refund: { amount: order.grand_total, status: "refunded" } });
    expect(await stockOf(order.id)).toBe(stock + 2);
    const row = await E.DB.prepare("SELECT fulfilment, cancelled_at, status FROM orders WHERE id = ?1").bind(order.id).first<{ fulfilment: string; cancelled_at: number | null; status: string }>();
    expect(row).toMatchObject({ fulfilment: "cancelled", status: "paid" });
    expect(row!.cancelled_at).not.toBeNull();
    const voucher = await E.DB.prepare("SELECT voided FROM earned_vouchers WHERE order_id = ?1").bind(order.id).first<{ voided: number }>();
    expect(voucher?.voided).toBe(1);
    const again = await post(`/beheer/api/refunds/${order.number}/cancel`, { idempotency_key: k });
    expect(again.status).toBe(200);
    expect(await stockOf(order.id)).toBe(stock + 2);
    const audit = await E.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity_id = ?1 AND action = 'order.cancel'").bind(order.number).first<{ n: number }>();
    expect(audit!.n).toBe(1);
    // A new cancel form on a cancelled order: refused in Dutch.
    expect((await json(await post(`/beheer/api/refunds/${order.number}/cancel`, { idempotency_key: key() }))).error.message).toBe("Deze bestelling is al geannuleerd.");
  });

  it("refuses to cancel after shipping, without asking the PSP", async () => {
    const order = await paidOrder();
    await E.DB.prepare("UPDATE orders SET fulfilment = 'shipped' WHERE id = ?1").bind(order.id).run();
    const res = await post(`/beheer/api/refunds/${order.number}/cancel`, { idempotency_key: key() });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toContain("kan niet meer worden geannuleerd");
    const refunds = await E.DB.prepare("SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?1").bind(order.id).first<{ n: number }>();
    expect(refunds!.n).toBe(0);
  });

  it("cancels an unpaid order without a refund and gives its units back", async () => {
    const order = await paidOrder({ outcome: "open", quantity: 2 });
    const stock = await stockOf(order.id);
    const res = await post(`/beheer/api/refunds/${order.number}/cancel`, { idempotency_key: key() });
    expect(res.status).toBe(201);
    expect((await json<RefundAnswer>(res)).data).toMatchObject({ cancelled: true, refund: null });
    expect(await stockOf(order.id)).toBe(stock + 2);
    const row = await E.DB.prepare("SELECT fulfilment, status FROM orders WHERE id = ?1").bind(order.id).first<{ fulfilment: string; status: string }>();
    expect(row).toEqual({ fulfilment: "cancelled", status: "pending" });
  });
});
