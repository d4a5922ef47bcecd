/**
 * Rate limits of the customer's downloads (ADR 016): GET /v1/customer/export (everything the shop
 * keeps, many queries) and GET /v1/customer/orders/{number}/invoice (a PDF drawn per request) are costly,
 * so each counts per IP (before the session is read) and per customer (after it). Over a limit: 429 with
 * the house's Dutch message (RATE_LIMIT_MESSAGE) and Retry-After.
 */
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { clientIp, rateLimits } from "../../middleware/rate-limit";

/** A customer saves their data a few times, not dozens: per hour. */
export const EXPORT_LIMITS = { customer: { limit: 10, windowS: 3600 }, ip: { limit: 30, windowS: 3600 } } as const;
/** Invoices: an accountant downloading a year's worth is fine; a loop is not. Per 10 minutes. */
export const INVOICE_LIMITS = { customer: { limit: 60, windowS: 600 }, ip: { limit: 120, windowS: 600 } } as const;

type Limits = typeof EXPORT_LIMITS | typeof INVOICE_LIMITS;

/** The per-IP limit as route middleware (counts every request, logged in or not). */
export const downloadIpLimit = (name: string, limits: Limits) => rateLimits({ name: `${name}-ip`, ...limits.ip, key: clientIp });

/** The per-customer limit, counted in the handler once the session names the customer; throws the 429. */
export async function countCustomerDownload(c: Context<AppEnv>, name: string, limits: Limits, customerId: number): Promise<void> {
  await rateLimits({ name: `${name}-customer`, ...limits.customer, key: () => String(customerId) })(c, async () => undefined);
}
