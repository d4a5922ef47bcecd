import { REMINDER_UNSUBSCRIBE_PATH } from "../../app/lib/abandon/constants";

/**
 * Which paths are JSON APIs rather than pages: /v1, the back office's /beheer/api (docs/decisions/035) and the
 * Auth calls of spec section 7
 * (POST /login, /api/auth/*, worker/routes/auth-api.ts). CSRF takes only JSON writes there, and page-form
 * rules do not apply.
 */
export function isAuthApiPath(pathname: string): boolean {
  return pathname === "/login" || pathname.startsWith("/api/auth/");
}

/**
 * The PSP's webhook (worker/routes/payments/webhook.ts): a form-encoded server-to-server POST, cross-site by
 * nature, so it is exempt from the CSRF and page-form rules (nothing else). It trusts no body: it only reads
 * the payment id and asks the PSP for the status.
 */
export const PAYMENT_WEBHOOK_PATH = "/webhooks/payments";

export function isWebhookPath(pathname: string): boolean {
  return pathname === PAYMENT_WEBHOOK_PATH;
}

/**
 * The abandoned-cart reminder's one-click unsubscribe (RFC 8058, docs/decisions/028): a mail client posts
 * `List-Unsubscribe=One-Click` from its own servers, cross-site by nature, so this one page is exempt from
 * the CSRF rule (it still only takes forms). The post can do one thing: put the address of the link's
 * unguessable token on the opt-out list.
 */
export function isOneClickUnsubscribePath(pathname: string): boolean {
  return pathname === REMINDER_UNSUBSCRIBE_PATH;
}

/**
 * The one JSON API write that takes a file: a product image upload (docs/decisions/041), multipart/form-data
 * to POST /beheer/api/product-images/{id}. The CSRF rule still needs a same-origin Origin or Sec-Fetch-Site.
 */
export function isUploadApiPath(pathname: string): boolean {
  return /^\/beheer\/api\/product-images\/\d{1,10}$/u.test(pathname);
}

/** The back-office page whose form uploads a product image (docs/decisions/041): page forms' larger limit. */
export function isUploadPagePath(pathname: string): boolean {
  return /^\/beheer\/producten\/\d{1,10}\/afbeeldingen\/?$/u.test(pathname);
}

export function isJsonApiPath(pathname: string): boolean {
  return pathname.startsWith("/v1/") || pathname.startsWith("/beheer/api/") || isAuthApiPath(pathname);
}
