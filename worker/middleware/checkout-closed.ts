/**
 * The checkout closed by the shop's configuration (docs/decisions/033-environments.md): outside development,
 * a configuration problem (worker/config/env-schema.ts) answers every checkout page and checkout API call
 * with a Dutch 503, so nobody orders what cannot be paid or confirmed by mail. The rest of the shop, and the
 * pages a shopper returns to after paying (status, thank-you, pending), keep working.
 */
import type { MiddlewareHandler } from "hono";
import { CHECKOUT_MESSAGES } from "../../app/lib/checkout/messages";
import type { AppEnv } from "../env";
import { checkoutClosed } from "../http/config";

const AFTER_PAYMENT = /^\/checkout\/(?:status|thankyou|pending)(?:\/|$)/u;

/** A checkout page (spec section 5) that starts or continues an order. */
export const isCheckoutPage = (path: string): boolean => (path === "/checkout" || path.startsWith("/checkout/")) && !AFTER_PAYMENT.test(path);

/** A /v1 call that moves a checkout on or creates a payment. */
export const isCheckoutApi = (path: string, method: string): boolean =>
  path === "/v1/checkout" || path.startsWith("/v1/checkout/") || (method === "POST" && path === "/v1/order/payment-url");

const esc = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");

/** The checkout pages' 503 while the configuration keeps the checkout closed. */
export function checkoutClosedPage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isCheckoutPage(c.req.path) || !checkoutClosed(c.env)) return next();
    const nonce = c.get("nonce");
    const title = CHECKOUT_MESSAGES.unavailableTitle;
    return c.html(
      `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} | Droomnest</title><style nonce="${esc(nonce)}">body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1f2a44}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#1a4fa0}</style></head><body><main><h1>${esc(title)}</h1><p>${esc(CHECKOUT_MESSAGES.unavailable)}</p><p><a href="/cart/">Terug naar je winkelwagen</a> · <a href="/">Naar de homepage</a></p></main></body></html>`,
      503,
      { "Cache-Control": "no-store", "Retry-After": "300" },
    );
  };
}
