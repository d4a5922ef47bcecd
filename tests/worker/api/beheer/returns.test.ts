/**
 * The back office's returns (docs/decisions/038): the list with the refund deadline and overdue, receive with
 * restock, reject with the shopper's mail, refund through the refunds service; wrong state, wrong role,
 * double submit, and the audit rows.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../../app/lib/beheer/types/common";
import type { BeheerReturn } from "../../../../app/lib/beheer/types/returns";
import type { ReturnCreated } from "../../../../app/lib/api/types/returns";
import { BEHEER_RETURN_MESSAGES } from "../../../../app/lib/beheer/messages/returns";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { worker } from "../../../helpers/http";
import { beheerFetch } from "../../../helpers/staff";
import { addLine, deliveredOrder, mailsOfKind, orderId, returnBody, returnKey } from "../returns/fixture";
import { returnsOfOrder } from "../../../../worker/store/backoffice/returns";

beforeAll(seedCart);

async function requested(quantity = 1): Promise<{ number: string; email: string; order: string }> {
  const guest = new Visitor();
  const { number: order, email } = await deliveredOrder(guest, 2);
  const r = await guest.call<ReturnCreated>("POST", `/v1/order/${order}/returns`, returnBody([{ position: 1, quantity }]));
  if (r.status !== 201) throw new Error(`return: ${r.status} ${JSON.stringify(r.body)}`);
  return { number: r.body.data.return.number, email, order };
}

const post = (path: string, body: unknown, role: "eigenaar" | "medewerker" = "eigenaar") => beheerFetch(`/beheer/api/returns/${path}`, { method: "POST", body: JSON.stringify(body) }, role);
const json = async <T>(res: Response) => ((await res.json()) as { data: T; error?: { code: string; message: string } });

async function stockOfLine(order: string): Promise<number> {
  return (await env.DB.prepare("SELECT v.stock FROM variants v JOIN order_lines l ON l.variant_id = v.id JOIN orders o ON o.id = l.order_id WHERE o.number = ?1 AND l.position = 1").bind(order).first<{ stock: number }>())!.stock;
}

const auditCount = (number: string, action: string) => env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'return' AND entity_id = ?1 AND action = ?2").bind(number, action).first<number>("n");

describe("the returns list", () => {
  it("lists a new return as aangemeld with its refund deadline; a deadline in the past is overdue", async () => {
    const { number } = await requested();
    const res = await beheerFetch("/beheer/api/returns?status=requested", {}, "medewerker");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const page = (await json<Page<BeheerReturn>>(res)).data;
    const row = page.items.find((r) => r.number === number)!;
    expect(row).toMatchObject({ status: "requested", kind: "withdrawal", overdue: false });
    expect(Date.parse(row.refund_due_at) - Date.parse(row.created_at)).toBe(14 * 86_400_000);
    await env.DB.prepare("UPDATE returns SET refund_due_at = created_at - 1 WHERE number = ?1").bind(number).run();
    const again = (await json<Page<BeheerReturn>>(await beheerFetch("/beheer/api/returns?status=requested"))).data;
    expect(again.items.find((r) => r.number === number)?.overdue).toBe(true);
    const received = (await json<Page<BeheerReturn>>(await beheerFetch("/beheer/api/returns?status=received"))).data;
    expect(received.items.some((r) => r.number === number)).toBe(false);
  });

  it("refuses without a member of staff, and a status that does not exist in Dutch", async () => {
    expect((await worker("/beheer/api/returns")).status).toBe(403);
    const bad = await beheerFetch("/beheer/api/returns?status=kwijt");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error?.message).toBe(BEHEER_RETURN_MESSAGES.invalid);
  });
});

describe("receive, reject, refund", () => {
  it("receive puts the units back in stock once, with an audit row; a second receive is the wrong state", async () => {
    const { number, order } = await requested(2);
    const before = await stockOfLine(order);
    const res = await post(`${number}/receive`, {}, "medewerker");
    expect(res.status).toBe(200);
    expect((await json<BeheerReturn>(res)).data.status).toBe("received");
    expect(await stockOfLine(order)).toBe(before + 2);
    const again = await post(`${number}/receive`, {});
    expect(again.status).toBe(409);
    expect((await json(again)).error?.message).toBe(BEHEER_RETURN_MESSAGES.wrongState("ontvangen"));
    expect(await stockOfLine(order)).toBe(before + 2);
    expect(await auditCount(number, "return.receive")).toBe(1);
  });

  it("receive without restock of a line leaves the stock alone", async () => {
    const { number, order } = await requested(1);
    const before = await stockOfLine(order);
    expect((await post(`${number}/receive`, { no_restock: [1] })).status).toBe(200);
    expect(await stockOfLine(order)).toBe(before);
  });

  it("reject needs a note, mails it to the shopper once, and frees the units for another return", async () => {
    const { number, email } = await requested(2);
    const empty = await post(`${number}/reject`, { note: " " });
    expect(empty.status).toBe(422);
    expect((await json(empty)).error?.message).toBe(BEHEER_RETURN_MESSAGES.noteRequired);
    const res = await post(`${number}/reject`, { note: "De verzegeling was verbroken." });
    expect(res.status).toBe(200);
    expect((await json<BeheerReturn>(res)).data).toMatchObject({ status: "rejected", decision_note: "De verzegeling was verbroken." });
    const mails = await mailsOfKind(email, "return_rejected");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("De verzegeling was verbroken.");
    expect((await post(`${number}/reject`, { note: "nog eens" })).status).toBe(409);
    expect(await auditCount(number, "return.reject")).toBe(1);
  });

  it("refund only after receipt; then through the refunds service, once per key, and the return is terugbetaald", async () => {
    const { number, order } = await requested(1);
    const key = returnKey();
    const early = await post(`${number}/refund`, { idempotency_key: key });
    expect(early.status).toBe(409);
    expect((await json(early)).error?.message).toBe(BEHEER_RETURN_MESSAGES.wrongState("aangemeld"));
    expect((await post(`${number}/receive`, {})).status).toBe(200);
    const res = await post(`${number}/refund`, { idempotency_key: key });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await json<BeheerReturn>(res)).data.status).toBe("refunded");
    const again = await post(`${number}/refund`, { idempotency_key: key });
    expect(again.status).toBe(200);
    const refunds = await env.DB.prepare("SELECT r.amount, r.return_id FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.number = ?1").bind(order).all<{ amount: number; return_id: number }>();
    expect(refunds.results).toHaveLength(1);
    const unit = await env.DB.prepare("SELECT l.unit_price FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.number = ?1 AND l.position = 1").bind(order).first<number>("unit_price");
    expect(refunds.results[0]!.amount).toBe(unit);
    expect(await auditCount(number, "return.refund")).toBe(1);
  });

  it("a trial mattress: received (picked up), its refund is due 14 days after the pick-up", async () => {
    const guest = new Visitor();
    const { number: order } = await deliveredOrder(guest, 90);
    const mattress = await addLine(order, "matras");
    const r = await guest.call<ReturnCreated>("POST", `/v1/order/${order}/returns`, returnBody([{ position: mattress, quantity: 1 }]));
    expect(r.body.data.return.kind).toBe("trial");
    const number = r.body.data.return.number;
    await env.DB.prepare("UPDATE returns SET created_at = created_at - 5 * 86400, refund_due_at = refund_due_at - 5 * 86400 WHERE number = ?1").bind(number).run();
    expect((await post(`${number}/receive`, {})).status).toBe(200);
    const row = await env.DB.prepare("SELECT received_at, refund_due_at FROM returns WHERE number = ?1").bind(number).first<{ received_at: number; refund_due_at: number }>();
    expect(row!.refund_due_at - row!.received_at).toBe(14 * 86_400);
  });

  it("the order detail's returns (returnsOfOrder) carry status, deadline and the lines' money", async () => {
    const { number, order } = await requested(2);
    const list = await returnsOfOrder(env.DB, await orderId(order));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number, status: "requested", overdue: false, lines: [{ position: 1, quantity: 2 }] });
    expect(list[0]!.lines_total).toBeGreaterThan(0);
  });

  it("an unknown return answers 404 in Dutch", async () => {
    const res = await post("R0000000-9/receive", {});
    expect(res.status).toBe(404);
    expect((await json(res)).error?.message).toBe(BEHEER_RETURN_MESSAGES.notFound);
  });
});
