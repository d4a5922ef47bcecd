/**
 * Credit note numbers (docs/decisions/037): a gap-free series per calendar year of their own ("C2031-000001"),
 * in Amsterdam time, never shared by two refunds at once, no gap from a rolled-back batch, nothing on a replay.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { creditNoteStatements } from "../../../worker/store/backoffice/credit-notes";
import { reserveRefund } from "../../../worker/store/backoffice/refunds";
import { seedCart } from "../../helpers/cart";
import { E, key, paidOrder } from "../../helpers/refunds";
import { staffMember } from "../../helpers/staff";

beforeAll(seedCart);

/** 31 December 2031 23:30 in Amsterdam (22:30 UTC) and 1 January 2032 00:30 there (23:30 UTC). */
const LAST_HOUR_2031 = Date.UTC(2031, 11, 31, 22, 30) / 1000;
const FIRST_HOUR_2032 = Date.UTC(2031, 11, 31, 23, 30) / 1000;

async function reserved(orderId: number, amount = 100): Promise<number> {
  const staff = await staffMember("eigenaar");
  const payment = (await E.DB.prepare("SELECT id FROM payments WHERE order_id = ?1 AND status = 'paid'").bind(orderId).first<{ id: number }>())!;
  const plan = { amount, shipping: 0, lines: [], adjustment: amount };
  return (await reserveRefund(E.DB, { orderId, paymentId: payment.id, returnId: null, key: key(), plan, reason: null, provider: "sandbox", staffId: staff.id, nowS: LAST_HOUR_2031 })).id;
}

const numberOf = async (refundId: number) => (await E.DB.prepare("SELECT number FROM credit_notes WHERE refund_id = ?1").bind(refundId).first<{ number: string }>())?.number ?? null;

describe("credit note numbers", () => {
  it("count per year in Amsterdam time, referring to the order's invoice; a replay inserts nothing and moves nothing", async () => {
    const order = await paidOrder();
    const [a, b, c] = [await reserved(order.id), await reserved(order.id), await reserved(order.id)];
    await E.DB.batch(creditNoteStatements(E.DB, a, order.id, LAST_HOUR_2031));
    await E.DB.batch(creditNoteStatements(E.DB, b, order.id, LAST_HOUR_2031));
    await E.DB.batch(creditNoteStatements(E.DB, b, order.id, LAST_HOUR_2031));
    await E.DB.batch(creditNoteStatements(E.DB, c, order.id, FIRST_HOUR_2032));
    expect([await numberOf(a), await numberOf(b), await numberOf(c)]).toEqual(["C2031-000001", "C2031-000002", "C2032-000001"]);
    const invoice = (await E.DB.prepare("SELECT number FROM invoices WHERE order_id = ?1").bind(order.id).first<{ number: string }>())!.number;
    const refs = await E.DB.prepare("SELECT DISTINCT invoice_number FROM credit_notes WHERE order_id = ?1").bind(order.id).all<{ invoice_number: string }>();
    expect(refs.results).toEqual([{ invoice_number: invoice }]);
  });

  it("a rolled-back batch leaves no gap, and refunds recorded at once get consecutive numbers", async () => {
    const order = await paidOrder();
    const counter = async () => (await E.DB.prepare("SELECT value FROM counters WHERE name = 'credit-note-2032'").first<{ value: number }>())?.value ?? 0;
    const start = await counter();
    const failing = await reserved(order.id);
    await expect(E.DB.batch([...creditNoteStatements(E.DB, failing, order.id, FIRST_HOUR_2032), E.DB.prepare("SELECT RAISE(ABORT, 'boom')")])).rejects.toThrow();
    expect(await numberOf(failing)).toBeNull();
    expect(await counter()).toBe(start);
    const ids = [failing, await reserved(order.id), await reserved(order.id)];
    await Promise.all(ids.map((id) => E.DB.batch(creditNoteStatements(E.DB, id, order.id, FIRST_HOUR_2032))));
    const numbers = (await Promise.all(ids.map(numberOf))).sort();
    expect(numbers).toEqual([1, 2, 3].map((n) => `C2032-${String(start + n).padStart(6, "0")}`));
  });
});
