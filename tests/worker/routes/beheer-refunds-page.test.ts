/**
 * The refund panel's page and its action (docs/decisions/037), as a browser without JavaScript uses them: the
 * panel shows what is left, a form post refunds once per form key, a refusal comes back in Dutch, cancel works.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_COOKIE } from "../../../app/lib/beheer/constants";
import { seedCart } from "../../helpers/cart";
import { browserGet, browserPost, decodeHtml } from "../../helpers/http";
import { E, paidOrder } from "../../helpers/refunds";
import { staffSession } from "../../helpers/staff";

beforeAll(seedCart);

const cookieOf = async (role: "eigenaar" | "medewerker" = "eigenaar") => `${STAFF_COOKIE}=${(await staffSession(role)).token}`;
const refundCount = async (orderId: number) => (await E.DB.prepare("SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?1").bind(orderId).first<{ n: number }>())!.n;

describe("/beheer/bestellingen/{order}/terugbetalen/", () => {
  it("shows the panel with Dutch labels, private and noindex; a form post refunds one unit once, a second post of the same form changes nothing", async () => {
    const order = await paidOrder({ quantity: 2 });
    const cookie = await cookieOf();
    const page = await browserGet(`/beheer/bestellingen/${order.number}/terugbetalen/`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = decodeHtml(await page.text());
    expect(html).toContain("Terugbetalen en annuleren");
    expect(html).toContain("Nog terug te betalen");
    const position = /name="aantal-(\d+)"/u.exec(html)![1]!;
    const key = /name="idempotency_key" value="([^"]+)"/u.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`<label for="refund-qty-${position}">Aantal terug te betalen van `, "u"));
    const fields = { intent: "refund", idempotency_key: key, [`aantal-${position}`]: "1", [`voorraad-${position}`]: "1", reden: "Defect" };
    const first = await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, fields, { cookie });
    expect(first.status).toBe(200);
    expect(decodeHtml(await first.text())).toContain("De terugbetaling is aangemaakt.");
    const second = await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, fields, { cookie });
    expect(second.status).toBe(200);
    expect(await refundCount(order.id)).toBe(1);
  });

  it("answers a refusal in Dutch on the page (above the limit, a bad amount) and refunds nothing", async () => {
    const order = await paidOrder({ quantity: 2 });
    const cookie = await cookieOf("medewerker");
    await E.DB.prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES ('refund_limit_cents', '100', 0) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
    try {
      const over = await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, { intent: "refund", idempotency_key: "form-key-00000000000000001", alles: "1" }, { cookie });
      expect(over.status).toBe(403);
      expect(decodeHtml(await over.text())).toContain("Je mag als medewerker tot € 1,00 terugbetalen.");
    } finally {
      await E.DB.prepare("DELETE FROM backoffice_settings WHERE key = 'refund_limit_cents'").run();
    }
    const bad = await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, { intent: "refund", idempotency_key: "form-key-00000000000000002", bedrag: "tien euro" }, { cookie });
    expect(bad.status).toBe(422);
    expect(decodeHtml(await bad.text())).toContain("Vul een bedrag in euro's in");
    expect(await refundCount(order.id)).toBe(0);
  });

  it("cancels an unshipped order from the page, and offers no cancel once it is cancelled", async () => {
    const order = await paidOrder();
    const cookie = await cookieOf();
    const html = decodeHtml(await (await browserGet(`/beheer/bestellingen/${order.number}/terugbetalen/`, { cookie })).text());
    const cancelKey = [...html.matchAll(/name="idempotency_key" value="([^"]+)"/gu)][1]![1]!;
    const res = await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, { intent: "cancel", idempotency_key: cancelKey }, { cookie });
    expect(res.status).toBe(200);
    const after = decodeHtml(await res.text());
    expect(after).toContain("De bestelling is geannuleerd.");
    expect(after).not.toContain('value="cancel"');
    const row = await E.DB.prepare("SELECT fulfilment FROM orders WHERE id = ?1").bind(order.id).first<{ fulfilment: string }>();
    expect(row!.fulfilment).toBe("cancelled");
  });

  it("downloads the credit note PDF for staff", async () => {
    const order = await paidOrder();
    const cookie = await cookieOf();
    const html = decodeHtml(await (await browserGet(`/beheer/bestellingen/${order.number}/terugbetalen/`, { cookie })).text());
    const key = /name="idempotency_key" value="([^"]+)"/u.exec(html)![1]!;
    await browserPost(`/beheer/bestellingen/${order.number}/terugbetalen/`, { intent: "refund", idempotency_key: key, verzendkosten: "1" }, { cookie });
    const number = (await E.DB.prepare("SELECT number FROM credit_notes WHERE order_id = ?1").bind(order.id).first<{ number: string }>())!.number;
    const pdf = await browserGet(`/beheer/bestellingen/${order.number}/creditnota/${number}/`, { cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
  });
});
