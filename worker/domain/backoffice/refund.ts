/**
 * What a refund pays back (docs/decisions/037), computed on the server from the order's frozen lines in D1,
 * never from the client. Pure: no I/O. Money in the order's own cents (incl. VAT; for an intra-community
 * supply excl. VAT, as the order's totals are).
 *
 * A line's paid value is its share of what the goods cost after the order's discount: its row total's part
 * of the lines' row totals, applied to sub_total and to discount_total (so a reverse-charge order, whose
 * sub_total is excl. VAT, refunds excl. VAT too). Shipping refunds the order's shipping costs once.
 * The amount may be lowered by staff (never raised above the chosen lines and shipping); without lines and
 * shipping an amount alone is a goodwill refund. Never more than is left of what was paid (the database
 * trigger refunds_never_above_paid enforces that too, under concurrency).
 */

export interface RefundOrder {
  sub_total: number;
  discount_total: number;
  shipping_costs: number;
  grand_total: number;
}

export interface RefundOrderLine {
  position: number;
  title: string;
  quantity: number;
  row_total: number;
}

/** One order line in a refund: how many units and what they paid back (before discount, the discount share). */
export interface RefundedLine {
  position: number;
  quantity: number;
  /** What these units paid (their share of sub_total minus their share of discount_total). */
  amount: number;
  /** Their share of sub_total and of discount_total (the credit note states both). */
  gross: number;
  discount: number;
  restock: boolean;
}

/** A refund already made (failed ones are not counted). */
export interface EarlierRefund {
  amount: number;
  shipping: number;
  lines: readonly { position: number; quantity: number }[];
}

export interface RefundRequest {
  /** Everything that is left: every unit not refunded yet, the shipping costs, the rest of the paid amount. */
  full: boolean;
  lines: readonly { position: number; quantity: number; restock: boolean }[];
  shipping: boolean;
  /** Cents; absent: the chosen lines and shipping. */
  amount?: number;
}

export interface RefundPlan {
  amount: number;
  shipping: number;
  lines: RefundedLine[];
  /** amount minus what the lines and shipping paid: negative when staff lowered it, positive for goodwill alone. */
  adjustment: number;
}

export type RefundRefusal =
  | { code: "nothing_to_refund" }
  | { code: "unknown_line" }
  | { code: "line_quantity"; title: string; left: number }
  | { code: "shipping_refunded" }
  | { code: "amount_invalid" }
  | { code: "amount_above_lines"; max: number }
  | { code: "above_refundable"; left: number };

/** What is left to refund of an order: cents, units per position, shipping. */
export function refundable(order: RefundOrder, lines: readonly RefundOrderLine[], earlier: readonly EarlierRefund[]) {
  const refundedAmount = earlier.reduce((s, r) => s + r.amount, 0);
  const units = new Map(lines.map((l) => [l.position, l.quantity]));
  for (const r of earlier) for (const l of r.lines) units.set(l.position, (units.get(l.position) ?? 0) - l.quantity);
  const shippingLeft = Math.max(0, order.shipping_costs - earlier.reduce((s, r) => s + r.shipping, 0));
  return { amount: Math.max(0, order.grand_total - refundedAmount), units, shipping: shippingLeft };
}

/** The paid value of `quantity` units of a line (its share of sub_total and discount_total). */
export function linePaid(order: RefundOrder, lines: readonly RefundOrderLine[], line: RefundOrderLine, quantity: number) {
  const rows = lines.reduce((s, l) => s + l.row_total, 0);
  const part = (line.row_total * quantity) / line.quantity;
  const gross = rows === 0 ? 0 : Math.round((order.sub_total * part) / rows);
  const discount = rows === 0 ? 0 : Math.round((order.discount_total * part) / rows);
  return { gross, discount, amount: gross - discount };
}

export function planRefund(order: RefundOrder, lines: readonly RefundOrderLine[], earlier: readonly EarlierRefund[], request: RefundRequest): RefundPlan | RefundRefusal {
  const left = refundable(order, lines, earlier);
  const byPosition = new Map(lines.map((l) => [l.position, l]));
  const restockOf = new Map(request.lines.map((l) => [l.position, l.restock]));
  const wanted = request.full
    ? lines.map((l) => ({ position: l.position, quantity: left.units.get(l.position) ?? 0, restock: restockOf.get(l.position) ?? true })).filter((l) => l.quantity > 0)
    : request.lines.filter((l) => l.quantity > 0);
  const planned: RefundedLine[] = [];
  for (const w of wanted) {
    const line = byPosition.get(w.position);
    if (!line || planned.some((p) => p.position === w.position)) return { code: "unknown_line" };
    const unitsLeft = left.units.get(w.position) ?? 0;
    if (!Number.isInteger(w.quantity) || w.quantity > unitsLeft) return { code: "line_quantity", title: line.title, left: Math.max(0, unitsLeft) };
    planned.push({ position: w.position, quantity: w.quantity, ...linePaid(order, lines, line, w.quantity), restock: w.restock });
  }
  const wantsShipping = request.full ? left.shipping > 0 : request.shipping;
  if (wantsShipping && left.shipping === 0 && order.shipping_costs > 0 && !request.full) return { code: "shipping_refunded" };
  const shipping = wantsShipping ? left.shipping : 0;
  const computed = planned.reduce((s, l) => s + l.amount, 0) + shipping;
  let amount: number;
  if (request.full) amount = left.amount;
  else if (request.amount !== undefined) {
    if (!Number.isInteger(request.amount) || request.amount <= 0) return { code: "amount_invalid" };
    if ((planned.length > 0 || shipping > 0) && request.amount > computed) return { code: "amount_above_lines", max: Math.min(computed, left.amount) };
    amount = request.amount;
  } else amount = Math.min(computed, left.amount); // per-line rounding never makes it more than was paid
  if (amount <= 0) return planned.length === 0 && shipping === 0 ? { code: "nothing_to_refund" } : { code: "above_refundable", left: left.amount };
  if (amount > left.amount) return { code: "above_refundable", left: left.amount };
  return { amount, shipping, lines: planned, adjustment: amount - computed };
}

/** A refund plan's refusal, told apart from a plan. */
export const isRefusal = (p: RefundPlan | RefundRefusal): p is RefundRefusal => "code" in p;
