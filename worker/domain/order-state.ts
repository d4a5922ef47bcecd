/**
 * The order state machine (ADR 018). An order starts pending and is moved by the PSP's payment statuses:
 *   pending -> paid | failed | cancelled | expired
 *   failed | cancelled | expired -> paid      (a later payment of "pay again" succeeded)
 * paid is final. A failed/cancelled/expired order stays payable again (a new payment); a status the PSP
 * reports that does not move the order (open, pending, authorized) changes nothing. Pure: no I/O.
 */
import type { OrderStatusCode } from "../../app/lib/api/types/order";

/** A payment status as the PSPs report it (Mollie's names; the sandbox uses the same). */
export type PaymentStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"];

/** The order status a payment status asks for (null: the payment is still under way). */
export function targetStatus(payment: PaymentStatus): OrderStatusCode | null {
  switch (payment) {
    case "paid":
      return "paid";
    case "failed":
      return "failed";
    case "canceled":
      return "cancelled";
    case "expired":
      return "expired";
    default:
      return null;
  }
}

/** Which order statuses may move to `to`. */
export function allowedFrom(to: OrderStatusCode): OrderStatusCode[] {
  switch (to) {
    case "paid":
      return ["pending", "failed", "cancelled", "expired"];
    case "failed":
    case "cancelled":
    case "expired":
      return ["pending"];
    case "pending":
      return [];
  }
}

export function canMove(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return allowedFrom(to).includes(from);
}

/** Whether the shopper may start a new payment for an order in this status (pay again). */
export function isPayable(status: OrderStatusCode): boolean {
  return status !== "paid";
}

/** Where the status page sends the shopper next. */
export function nextStep(status: OrderStatusCode): "thankyou" | "retry" | "wait" {
  if (status === "paid") return "thankyou";
  if (status === "pending") return "wait";
  return "retry";
}
