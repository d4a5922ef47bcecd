/**
 * Returns as the APIs answer them (docs/decisions/038): the shopper's view and the back office's (with the
 * refund deadline's overdue mark and the lines' money). Pure mapping of the rows of ./returns.ts.
 */
import type { ReturnView } from "../../../app/lib/api/types/returns";
import type { BeheerReturn } from "../../../app/lib/beheer/types/returns";
import type { ReturnWithLines } from "./returns";

const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());

export function returnView(r: ReturnWithLines): ReturnView {
  return {
    number: r.number,
    order: r.order_number,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    created_at: iso(r.created_at)!,
    refund_due_at: iso(r.refund_due_at)!,
    received_at: iso(r.received_at),
    decided_at: iso(r.decided_at),
    decision_note: r.decision_note,
    lines: r.lines.map((l) => ({ position: l.position, title: l.title, quantity: l.quantity, restock: l.restock === 1, seal_intact: l.seal_intact === 1 })),
  };
}

export function beheerReturn(r: ReturnWithLines, now: number): BeheerReturn {
  const lines_money = r.lines.map((l) => ({ position: l.position, unit_price: l.unit_price, quantity: l.quantity }));
  return {
    ...returnView(r),
    overdue: (r.status === "requested" || r.status === "received") && now > r.refund_due_at,
    lines_total: lines_money.reduce((sum, l) => sum + l.unit_price * l.quantity, 0),
    lines_money,
  };
}
