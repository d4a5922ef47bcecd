import type { OrderStatus, OrderStatusCode } from "../../lib/api/types/order";

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
