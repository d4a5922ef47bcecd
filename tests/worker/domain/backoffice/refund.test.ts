/** The refund plan from frozen lines and the credit note's figures (docs/decisions/037). */
import { describe, expect, it } from "vitest";
import { isRefusal, planRefund, type RefundPlan } from "../../../../worker/domain/backoffice/refund";
import { creditNoteOrder } from "../../../../worker/domain/credit-note";
import { invoiceDocument } from "../../../../worker/domain/invoice";
import { orderFixture } from "../../../helpers/order-fixture";

const LINES = [
  { position: 0, title: "Matras", quantity: 2, row_total: 79_800 },
  { position: 1, title: "Kussen", quantity: 1, row_total: 2_995 },
];
/** 10 % discount, 6,95 shipping: 82 795 - 8 280 + 695 = 75 210. */
const ORDER = { sub_total: 82_795, discount_total: 8_280, shipping_costs: 695, grand_total: 75_210 };
const none = { full: false, lines: [], shipping: false };

const plan = (...args: Parameters<typeof planRefund>) => {
  const p = planRefund(...args);
  if (isRefusal(p)) throw new Error(p.code);
  return p;
};

describe("planRefund", () => {
  it("a unit pays back its share after the order's discount; shipping once; the amount may be lowered, not raised", () => {
    const one = plan(ORDER, LINES, [], { ...none, lines: [{ position: 0, quantity: 1, restock: true }] });
    expect(one).toMatchObject({ amount: 39_900 - 3_990, shipping: 0, lines: [{ position: 0, quantity: 1, gross: 39_900, discount: 3_990, amount: 35_910, restock: true }] });
    expect(plan(ORDER, LINES, [], { ...none, shipping: true }).amount).toBe(695);
    expect(plan(ORDER, LINES, [], { ...none, lines: [{ position: 1, quantity: 1, restock: false }], amount: 1_000 }).adjustment).toBe(1_000 - (2_995 - 300));
    expect(planRefund(ORDER, LINES, [], { ...none, lines: [{ position: 1, quantity: 1, restock: false }], amount: 5_000 })).toEqual({ code: "amount_above_lines", max: 2_695 });
  });

  it("full is what is left; never more than paid, per-line rounding included; units and shipping count earlier refunds", () => {
    const earlier = [{ amount: 35_910 + 695, shipping: 695, lines: [{ position: 0, quantity: 1 }] }];
    const rest = plan(ORDER, LINES, earlier, { full: true, lines: [], shipping: false });
    expect(rest.amount).toBe(75_210 - 36_605);
    expect(rest.lines.map((l) => [l.position, l.quantity])).toEqual([[0, 1], [1, 1]]);
    expect(planRefund(ORDER, LINES, earlier, { ...none, shipping: true })).toEqual({ code: "shipping_refunded" });
    expect(planRefund(ORDER, LINES, earlier, { ...none, lines: [{ position: 0, quantity: 2, restock: true }] })).toEqual({ code: "line_quantity", title: "Matras", left: 1 });
    expect(planRefund(ORDER, LINES, [{ amount: 75_210, shipping: 0, lines: [] }], { ...none, amount: 1 })).toEqual({ code: "above_refundable", left: 0 });
    // Three thirds that each round up are capped at what is left.
    const thirds = { sub_total: 101, discount_total: 0, shipping_costs: 0, grand_total: 101 };
    const three = [0, 1, 2].map((p) => ({ position: p, title: `L${p}`, quantity: 1, row_total: 1 }));
    expect(plan(thirds, three, [], { ...none, lines: three.map((l) => ({ position: l.position, quantity: 1, restock: true })) }).amount).toBe(101);
  });

  it("refuses unknown lines, nothing chosen and a non-integer amount", () => {
    expect(planRefund(ORDER, LINES, [], { ...none, lines: [{ position: 7, quantity: 1, restock: true }] })).toEqual({ code: "unknown_line" });
    expect(planRefund(ORDER, LINES, [], none)).toEqual({ code: "nothing_to_refund" });
    expect(planRefund(ORDER, LINES, [], { ...none, amount: 12.5 })).toEqual({ code: "amount_invalid" });
  });
});

describe("creditNoteOrder", () => {
  const order = orderFixture({ discounts: [{ kind: "code", key: "WELKOM10", label: "Kortingscode WELKOM10", amount: 8_280 }], totals: { ...orderFixture().totals, ...ORDER, vat_total: 0 } });
  const credited = (p: RefundPlan) => creditNoteOrder(order, [0, 1], p);

  it("states the refunded lines, their discount and shipping, and totals exactly the amount refunded, VAT per rate", () => {
    const p = plan(ORDER, LINES, [], { ...none, lines: [{ position: 0, quantity: 1, restock: true }], shipping: true });
    const doc = invoiceDocument(credited(p));
    expect(doc.totalIncl).toBe(p.amount);
    expect(doc.lines.map((l) => [l.description, l.quantity])).toEqual([["Pocketvering matras Deluxe", 1], ["Korting (Kortingscode WELKOM10)", 1], ["Verzendkosten (Standaard)", 1]].map(([d, q]) => [expect.stringContaining(String(d).split(" (")[0]!), q]));
    expect(doc.vatGroups).toEqual([{ rate: 21, base: p.amount - Math.round((p.amount * 21) / 121), vat: Math.round((p.amount * 21) / 121) }]);
  });

  it("a lowered amount is a further discount; an amount alone is one line; reverse charge stays at 0 %", () => {
    const lowered = plan(ORDER, LINES, [], { ...none, lines: [{ position: 1, quantity: 1, restock: false }], amount: 1_000 });
    expect(invoiceDocument(credited(lowered)).totalIncl).toBe(1_000);
    const goodwill = plan(ORDER, LINES, [], { ...none, amount: 2_500 });
    const doc = invoiceDocument(credited(goodwill));
    expect(doc.lines.map((l) => l.description)).toEqual(["Terugbetaling"]);
    expect(doc.totalIncl).toBe(2_500);
    const rc = orderFixture({ totals: { sub_total: 68_426, discount_total: 0, shipping_costs: 0, payment_costs: 0, grand_total: 68_426, vat_total: 0, reverse_charge: true } });
    const rcPlan = plan({ sub_total: 68_426, discount_total: 0, shipping_costs: 0, grand_total: 68_426 }, LINES, [], { ...none, lines: [{ position: 0, quantity: 1, restock: true }] });
    const rcDoc = invoiceDocument(creditNoteOrder(rc, [0, 1], rcPlan));
    expect(rcDoc.reverseCharge).toBe(true);
    expect(rcDoc.vatGroups).toEqual([{ rate: 0, base: rcPlan.amount, vat: 0 }]);
    expect(rcDoc.totalIncl).toBe(rcPlan.amount);
  });
});
