/**
 * The checkout closed by the shop's configuration (docs/decisions/033-environments.md): outside development,
 * a configuration problem (worker/config/env-schema.ts) answers every checkout page and checkout API call
 * with a Dutch 503, so nobody orders what cannot be paid or confirmed by mail. The rest of the shop, and the
 * pages a shopper returns to after paying (status, thank-you, pending), keep working.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { checkoutClosedHtml } from "../http/checkout-closed-page";
import { checkoutClosed } from "../http/config";

const AFTER_PAYMENT = /^\/checkout\/(?:status|thankyou|pending)(?:\/|$)/u;

/** A checkout page (spec section 5) that starts or continues an order. */
export const isCheckoutPage = (path: string): boolean => (path === "/checkout" || path.startsWith("/checkout/")) && !AFTER_PAYMENT.test(path);

/** A /v1 call that moves a checkout on or creates a payment. */
export const isCheckoutApi = (path: string, method: string): boolean =>
  path === "/v1/checkout" || path.startsWith("/v1/checkout/") || (method === "POST" && path === "/v1/order/payment-url");

/** The checkout pages' 503 while the configuration keeps the checkout closed. */
export function checkoutClosedPage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isCheckoutPage(c.req.path) || !checkoutClosed(c.env)) return next();
    return c.html(checkoutClosedHtml(c.get("nonce")), 503, { "Cache-Control": "no-store", "Retry-After": "300" });
  };
}
