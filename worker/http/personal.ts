/**
 * Which answers carry personal data (docs/decisions/016 privacy, 022 page cache): the account, checkout
 * (with its order, thank-you, pay-again and status pages) and cart pages, and the /v1 areas of the customer,
 * cart, checkout, orders and abandonment (an address and its reminder consent), error answers included; the
 * back office (its pages and /beheer/api, docs/decisions/035). They get PERSONAL_CACHE_CONTROL from one middleware
 * (worker/middleware/no-store.ts), and the page cache never reads or stores them (its PRIVATE_PAGE_PREFIXES
 * include these prefixes).
 */

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** Page areas with personal data; the bare path (/cart) and everything under it. */
export const PERSONAL_PAGE_PREFIXES = ["/account/", "/cart/", "/checkout/", "/beheer/"] as const;

/** API areas with personal data (spec section 7), and the spec's auth calls. */
export const PERSONAL_API_PREFIXES = ["/v1/customer/", "/v1/cart/", "/v1/checkout/", "/v1/order/", "/v1/abandon/", "/api/auth/", "/beheer/api/"] as const;

const under = (pathname: string, prefix: string) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix);

/** React Router's data request of a page (/account/orders.data, /cart/_.data): the page's own path. */
function pageOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname.slice(0, -".data".length).replace(/\/_$/u, "/");
}

/** Whether the answer to this path may hold personal data (and so must never be stored by any cache). */
export function isPersonalPath(pathname: string): boolean {
  if (PERSONAL_API_PREFIXES.some((p) => under(pathname, p))) return true;
  const page = pageOf(pathname);
  return PERSONAL_PAGE_PREFIXES.some((p) => under(page, p));
}
