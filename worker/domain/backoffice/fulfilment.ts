/**
 * The fulfilment state machine of a paid order (docs/decisions/035 and 036), next to the payment's own
 * (worker/domain/order-state.ts, ADR 018, which stays as it is):
 *   new -> processing -> partially_shipped -> shipped -> delivered
 *   new | processing -> cancelled     (only before anything was shipped)
 * A shipment moves the order to partially_shipped or shipped by what is left to ship (new and processing may
 * ship at once); delivered follows when every line is shipped and every parcel delivered. Only an order whose
 * payment status is 'paid' moves at all. Pure: no I/O; worker/store/backoffice/shipments.ts guards each move
 * in SQL with the same lists.
 */
import type { FulfilmentCode, OrderStatusCode } from "../../../app/lib/api/types/order";

export type { FulfilmentCode };

export const FULFILMENT_CODES: readonly FulfilmentCode[] = ["new", "processing", "partially_shipped", "shipped", "delivered", "cancelled"];

/** Which fulfilment states may move to `to`. */
export function fulfilmentFrom(to: FulfilmentCode): FulfilmentCode[] {
  switch (to) {
    case "new":
      return [];
    case "processing":
      return ["new"];
    case "partially_shipped":
      return ["new", "processing", "partially_shipped"];
    case "shipped":
      return ["new", "processing", "partially_shipped"];
    case "delivered":
      return ["shipped"];
    case "cancelled":
      return ["new", "processing"];
  }
}

/** Whether an order with this payment status and fulfilment may move to `to`. */
export function canFulfil(payment: OrderStatusCode, from: FulfilmentCode, to: FulfilmentCode): boolean {
  return payment === "paid" && fulfilmentFrom(to).includes(from);
}

/** The states in which a new parcel may still be made. */
export const SHIPPABLE: readonly FulfilmentCode[] = ["new", "processing", "partially_shipped"];

export interface LineQuantities {
  position: number;
  /** Ordered. */
  quantity: number;
  /** Already in parcels. */
  shipped: number;
}

export type ShipmentLineProblem = "empty" | "unknown_line" | "over_shipment" | "bad_quantity" | "duplicate_line";

/**
 * Checks the lines of a new parcel against what is left of each order line: at least one line, each an
 * order line once, a whole quantity of 1 or more and never more than ordered minus already shipped.
 * Answers the problem, or the state the order moves to (shipped when nothing is left after this parcel).
 */
export function shipmentOutcome(
  lines: LineQuantities[],
  parcel: { position: number; quantity: number }[],
): { ok: true; to: "partially_shipped" | "shipped" } | { ok: false; problem: ShipmentLineProblem; position?: number } {
  if (parcel.length === 0) return { ok: false, problem: "empty" };
  const byPosition = new Map(lines.map((l) => [l.position, l]));
  const seen = new Set<number>();
  for (const p of parcel) {
    if (seen.has(p.position)) return { ok: false, problem: "duplicate_line", position: p.position };
    seen.add(p.position);
    const line = byPosition.get(p.position);
    if (!line) return { ok: false, problem: "unknown_line", position: p.position };
    if (!Number.isInteger(p.quantity) || p.quantity < 1) return { ok: false, problem: "bad_quantity", position: p.position };
    if (p.quantity > line.quantity - line.shipped) return { ok: false, problem: "over_shipment", position: p.position };
  }
  const left = lines.reduce((sum, l) => sum + l.quantity - l.shipped - (parcel.find((p) => p.position === l.position)?.quantity ?? 0), 0);
  return { ok: true, to: left === 0 ? "shipped" : "partially_shipped" };
}

/** Whether the order is delivered: all shipped (fulfilment 'shipped') and every parcel delivered. */
export function allDelivered(fulfilment: FulfilmentCode, parcels: { delivered: boolean }[]): boolean {
  return fulfilment === "shipped" && parcels.length > 0 && parcels.every((p) => p.delivered);
}
