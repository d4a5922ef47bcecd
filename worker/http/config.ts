/**
 * The /v1 side of the configuration check (worker/config/env-schema.ts, docs/decisions/033-environments.md):
 * an invalid API_ORIGIN is logged once and answered with a 503 JSON error by /v1, instead of failing every
 * request; a configuration that keeps the checkout closed answers /v1/checkout with a Dutch 503.
 */
import { CHECKOUT_MESSAGES } from "../../app/lib/checkout/messages";
import { checkEnv } from "../config/env-schema";
import type { Env } from "../env";
import { errorResponse } from "./errors";

/** What stops /v1 as a whole ("API_ORIGIN: ..."), or null when it is fine. Logged once. */
export function configProblem(env: Env): string | null {
  return checkEnv(env).fatal;
}

/** Whether the configuration keeps the checkout closed (outside development, any problem does). */
export const checkoutClosed = (env: Env): boolean => checkEnv(env).problems.length > 0;

/** The /v1 answer while the configuration is invalid. */
export const configErrorResponse = (): Response =>
  errorResponse(503, "service_misconfigured", "De winkel is tijdelijk niet beschikbaar. Probeer het later opnieuw.");

/** The /v1/checkout answer while the checkout is closed by its configuration. */
export const checkoutClosedResponse = (): Response => {
  const res = errorResponse(503, "checkout_unavailable", CHECKOUT_MESSAGES.unavailable);
  res.headers.set("Retry-After", "300");
  return res;
};
