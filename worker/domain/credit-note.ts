/**
 * What a credit note (creditnota) states (docs/decisions/037): the refunded part of a frozen order, as an order
 * of its own that worker/domain/invoice.ts turns into lines excl. VAT, VAT per rate and totals, with the same
 * VAT treatment as the invoice (reverse charge: 0 % and "btw verlegd"). Pure: no I/O.
 *
 * The refunded lines keep their title, options and rate; their row totals are their share of the order's
 * (worker/domain/backoffice/refund.ts), their share of the order's discount is the credit note's discount,
 * refunded shipping its shipping costs. An amount lowered by staff is a further discount; an amount without
 * lines (goodwill) is one line "Terugbetaling" at the standard rate. The credit note's total is the amount.
 */
import type { Order, OrderLine } from "../../app/lib/api/types/order";
import { VAT_RATE_PERCENT } from "../../app/kernel/money";

export interface CreditedRefund {
  amount: number;
  shipping: number;
  lines: readonly { position: number; quantity: number; gross: number; discount: number }[];
}

export const GOODWILL_LINE = "Terugbetaling";
export const LOWERED_LABEL = "verlaagd terug te betalen bedrag";

/** The refunded part of the order as an order: `positions` are the order lines' positions in the order's line order. */
export function creditNoteOrder(order: Order, positions: readonly number[], refund: CreditedRefund): Order {
  const lines: OrderLine[] = [];
  let gross = 0;
  let discount = 0;
  for (const r of refund.lines) {
    const line = order.lines[positions.indexOf(r.position)];
    if (!line) continue;
    const rowTotal = Math.round((line.row_total * r.quantity) / line.quantity);
    lines.push({ ...line, quantity: r.quantity, row_total: rowTotal });
    gross += r.gross;
    discount += r.discount;
  }
  const adjustment = refund.amount - (gross - discount + refund.shipping);
  if (adjustment > 0) {
    lines.push({ product_id: 0, variant_id: 0, sku: "-", title: GOODWILL_LINE, options: [], quantity: 1, unit_price: adjustment, row_total: adjustment, vat_rate: VAT_RATE_PERCENT });
    gross += adjustment;
  }
  const lowered = adjustment < 0 ? -adjustment : 0;
  const discounts = [
    ...(discount > 0 ? order.discounts : []),
    ...(lowered > 0 ? [{ kind: "campaign" as const, key: "lowered", label: LOWERED_LABEL, amount: lowered }] : []),
  ];
  return {
    ...order,
    lines,
    discounts,
    delivery: null,
    totals: {
      ...order.totals,
      sub_total: gross,
      discount_total: discount + lowered,
      shipping_costs: refund.shipping,
      payment_costs: 0,
      grand_total: refund.amount,
    },
  };
}
