/**
 * Refunds through the service (docs/decisions/037) on orders made through the real checkout and the sandbox PSP:
 * amounts from the frozen lines, never more than paid (also two at once), one refund per form key, the staff
 * limit, the refund's state by the webhook path, credit notes and stock back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ApiHttpError } from "../../../../worker/http/errors";
import { refundOrder } from "../../../../worker/api/beheer/refund-service";
import { refundLimitMedewerker, refundsOfOrder } from "../../../../worker/store/backoffice/refunds";
import { SANDBOX_REFUND_KEY, settleSandboxRefunds } from "../../../../worker/edge/payments/sandbox-refunds";
import { replayWebhook } from "../../../helpers/orders";
import { seedCart } from "../../../helpers/cart";
import { E, key, paidOrder, stockOf } from "../../../helpers/refunds";
import { staffMember as staffRow } from "../../../helpers/staff";

beforeAll(seedCart);

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiHttpError);
  return error as ApiHttpError;
};

describe("refundOrder", () => {
  it("refunds one line of two units at its price from D1, makes a credit note, puts the unit back in stock; the sandbox settles it through the webhook", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder({ quantity: 2 });
    const line = (await E.DB.prepare("SELECT position, unit_price, row_total FROM order_lines WHERE order_id = ?1").bind(order.id).first<{ position: number; unit_price: number; row_total: number }>())!;
    const before = await stockOf(order.id);
    const result = await refundOrder(E, owner, { orderNumber: order.number, lines: [{ position: line.position, quantity: 1, restock: true }], shipping: false, idempotencyKey: key() });
    expect(result.refund.amount).toBe(line.row_total / 2);
    expect(result.refund.credit_note).toMatch(/^C\d{4}-\d{6}$/u);
    // The sandbox settled it and called the webhook: the state moved by the webhook path.
    expect(result.refund.status).toBe("refunded");
    expect(await stockOf(order.id)).toBe(before + 1);
    const [listed] = await refundsOfOrder(E.DB, order.id);
    expect(listed).toMatchObject({ amount: line.row_total / 2, status: "refunded", lines: [{ position: line.position, quantity: 1, restock: true }] });
    expect(listed!.credit_note!.invoice_number).toMatch(/^\d{4}-\d{6}$/u);
    const audit = await E.DB.prepare("SELECT action, staff_email, after FROM audit_log WHERE entity = 'order' AND entity_id = ?1").bind(order.number).all<{ action: string; staff_email: string; after: string }>();
    expect(audit.results.map((a) => a.action)).toEqual(["refund.create"]);
    expect(JSON.parse(audit.results[0]!.after)).toMatchObject({ amount: line.row_total / 2 });
    const mail = await E.DB.prepare("SELECT to_address, subject, text FROM outbox WHERE kind = 'credit_note' AND related_id = ?1").bind(listed!.credit_note!.number).first<{ to_address: string; subject: string; text: string }>();
    expect(mail?.to_address).toBe(order.email);
    expect(mail?.subject).toBe(`Creditnota bij je bestelling ${order.number}`);
  });

  it("never refunds more than paid: a lower amount, then the rest; beyond it a Dutch 409 and nothing changes", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder();
    await refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, amount: 1000, idempotencyKey: key() });
    const over = await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, amount: order.grand_total - 999, idempotencyKey: key() }));
    expect(over.status).toBe(409);
    expect(over.message).toContain("niet meer terugbetalen dan er betaald is");
    const rest = await refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, full: true, idempotencyKey: key() });
    expect(rest.refund.amount).toBe(order.grand_total - 1000);
    const again = await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, full: true, idempotencyKey: key() }));
    expect(again.status).toBe(422);
    expect((await refundsOfOrder(E.DB, order.id)).length).toBe(2);
  });

  it("two refunds at once that together exceed what was paid: one is made, the other refused", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder();
    const amount = order.grand_total - 100;
    const results = await Promise.allSettled([
      refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, amount, idempotencyKey: key() }),
      refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, amount, idempotencyKey: key() }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as ApiHttpError).status).toBe(409);
    const total = await E.DB.prepare("SELECT SUM(amount) AS s, COUNT(*) AS n FROM refunds WHERE order_id = ?1 AND status <> 'failed'").bind(order.id).first<{ s: number; n: number }>();
    expect(total).toEqual({ s: amount, n: 1 });
  });

  it("a double submit (same form key, also at once) makes one refund, one credit note and one mail", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder();
    const k = key();
    const input = { orderNumber: order.number, lines: [], shipping: false, amount: 500, idempotencyKey: k };
    const [a, b] = await Promise.all([refundOrder(E, owner, input), refundOrder(E, owner, input)]);
    const c = await refundOrder(E, owner, input);
    expect(new Set([a.refund.id, b.refund.id, c.refund.id]).size).toBe(1);
    expect(c.created).toBe(false);
    const notes = await E.DB.prepare("SELECT COUNT(*) AS n FROM credit_notes WHERE order_id = ?1").bind(order.id).first<{ n: number }>();
    expect(notes!.n).toBe(1);
    const sandbox = await E.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_refunds WHERE idempotency_key = ?1").bind(`refund-${k}`).first<{ n: number }>();
    expect(sandbox!.n).toBe(1);
    // The key belongs to this order: another order with it is refused.
    const other = await paidOrder();
    expect((await refusal(refundOrder(E, owner, { ...input, orderNumber: other.number }))).status).toBe(409);
  });

  it("a medewerker above the owner's limit gets a Dutch 403 (default 100 euro); within it, or the owner, may", async () => {
    const sem = await staffRow("medewerker");
    const eva = await staffRow("eigenaar");
    expect(await refundLimitMedewerker(E.DB)).toBe(10_000);
    const order = await paidOrder({ quantity: 3 });
    await E.DB.prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES ('refund_limit_cents', '500', 0) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
    try {
      const over = await refusal(refundOrder(E, sem, { orderNumber: order.number, lines: [], shipping: false, amount: 501, idempotencyKey: key() }));
      expect(over.status).toBe(403);
      expect(over.message).toBe("Je mag als medewerker tot € 5,00 terugbetalen. Vraag de eigenaar om deze terugbetaling te doen.");
      expect(await refundsOfOrder(E.DB, order.id)).toEqual([]);
      expect((await refundOrder(E, sem, { orderNumber: order.number, lines: [], shipping: false, amount: 500, idempotencyKey: key() })).refund.amount).toBe(500);
      expect((await refundOrder(E, eva, { orderNumber: order.number, lines: [], shipping: false, amount: 501, idempotencyKey: key() })).refund.amount).toBe(501);
    } finally {
      await E.DB.prepare("DELETE FROM backoffice_settings WHERE key = 'refund_limit_cents'").run();
    }
  });

  it("a refund stays pending until the PSP's webhook says otherwise; a replayed webhook changes nothing", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder();
    await E.CACHE.put(SANDBOX_REFUND_KEY, "hold");
    try {
      const result = await refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: true, idempotencyKey: key() });
      expect(result.refund).toMatchObject({ amount: order.shipping_costs, status: "pending" });
      const paymentId = /\/(tr_[A-Za-z0-9]+)\//u.exec(order.checkoutUrl)![1]!;
      expect(await replayWebhook(order.checkoutUrl)).toBe(200);
      expect((await refundsOfOrder(E.DB, order.id))[0]!.status).toBe("pending");
      await settleSandboxRefunds(E, paymentId, "failed");
      expect(await replayWebhook(order.checkoutUrl)).toBe(200);
      expect((await refundsOfOrder(E.DB, order.id))[0]!.status).toBe("failed");
      // Replayed: still failed, and the failed amount counts no more against what was paid.
      expect(await replayWebhook(order.checkoutUrl)).toBe(200);
      expect((await refundsOfOrder(E.DB, order.id))[0]!.status).toBe("failed");
    } finally {
      await E.CACHE.delete(SANDBOX_REFUND_KEY);
    }
    expect((await refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: false, full: true, idempotencyKey: key() })).refund.amount).toBe(order.grand_total);
  });

  it("refuses an unpaid order, an unknown line, too many units and a shipping refund twice, in Dutch, changing nothing", async () => {
    const owner = await staffRow("eigenaar");
    const pending = await paidOrder({ outcome: "open" });
    expect((await refusal(refundOrder(E, owner, { orderNumber: pending.number, lines: [], shipping: true, idempotencyKey: key() }))).message).toContain("niet betaald");
    const order = await paidOrder({ quantity: 2 });
    const position = (await E.DB.prepare("SELECT position FROM order_lines WHERE order_id = ?1").bind(order.id).first<{ position: number }>())!.position;
    expect((await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [{ position: 99, quantity: 1, restock: true }], shipping: false, idempotencyKey: key() }))).status).toBe(422);
    expect((await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [{ position, quantity: 3, restock: true }], shipping: false, idempotencyKey: key() }))).message).toContain("nog 2 stuk(s)");
    await refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: true, idempotencyKey: key() });
    expect((await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [], shipping: true, idempotencyKey: key() }))).message).toBe("De verzendkosten zijn al terugbetaald.");
    expect((await refusal(refundOrder(E, owner, { orderNumber: "KJD0000001", lines: [], shipping: true, idempotencyKey: key() }))).status).toBe(404);
  });

  it("refunds a received return per line with its restock choice and marks the return refunded; a return not received is refused", async () => {
    const owner = await staffRow("eigenaar");
    const order = await paidOrder({ quantity: 2 });
    const position = (await E.DB.prepare("SELECT position FROM order_lines WHERE order_id = ?1").bind(order.id).first<{ position: number }>())!.position;
    const insertReturn = async (status: string) =>
      (await E.DB.prepare(
        `INSERT INTO returns (number, order_id, idempotency_key, kind, status, reason, withdrawal_form, created_at, refund_due_at, updated_at)
         VALUES (?1, ?2, ?3, 'withdrawal', ?4, 'Past niet', '{}', 0, 1209600, 0) RETURNING id`,
      ).bind(`R${order.number.slice(3)}-${status}`, order.id, key(), status).first<{ id: number }>())!.id;
    const requested = await insertReturn("requested");
    const refused = await refusal(refundOrder(E, owner, { orderNumber: order.number, lines: [{ position, quantity: 1, restock: true }], shipping: false, returnId: requested, idempotencyKey: key() }));
    expect(refused.status).toBe(409);
    const received = await insertReturn("received");
    const stock = await stockOf(order.id);
    await refundOrder(E, owner, { orderNumber: order.number, lines: [{ position, quantity: 1, restock: false }], shipping: false, returnId: received, idempotencyKey: key() });
    expect(await stockOf(order.id)).toBe(stock);
    const row = await E.DB.prepare("SELECT status FROM returns WHERE id = ?1").bind(received).first<{ status: string }>();
    expect(row!.status).toBe("refunded");
    expect((await refundsOfOrder(E.DB, order.id))[0]).toMatchObject({ return_id: received, lines: [{ position, quantity: 1, restock: false }] });
  });
});
