import type { OrderStatus, OrderStatusCode } from "../../lib/api/types/order";

const ORDER_NUMBER = /^KJD\d{7}$/u;

/** An order number from a URL, or null when it is not one (KJD plus 7 digits). */
export function orderNumber(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim().toUpperCase();
  return ORDER_NUMBER.test(value) ? value : null;
}

/** Where the shopper goes for an order's payment status: thank-you, keep waiting, or pay again. */
export function statusPath(status: Pick<OrderStatus, "order" | "next">): string {
  const q = encodeURIComponent(status.order);
  if (status.next === "thankyou") return `/checkout/thankyou?order=${q}`;
  if (status.next === "retry") return `/checkout/betalen/${q}/`;
  return `/checkout/pending/?order=${q}`;
}

/** What the pay-again page says about the last attempt. */
export const FAILED_PAYMENT_TEXT: Partial<Record<OrderStatusCode, string>> = {
  failed: "Je betaling is niet gelukt.",
  cancelled: "Je hebt de betaling geannuleerd.",
  expired: "De betaling is verlopen.",
  pending: "Je bestelling is nog niet betaald.",
};
