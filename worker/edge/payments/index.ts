/**
 * The payment adapter (ADR 018): one interface, two providers.
 * - sandbox (default, offline): the embedded PSP of worker/edge/payments/sandbox.ts with its hosted page
 *   under /sandbox-psp/ (test mode: the shopper picks the outcome).
 * - mollie: Mollie's Payments API v2 (worker/edge/payments/mollie.ts), used when PAYMENT_PROVIDER=mollie and
 *   the MOLLIE_API_KEY secret is set (a test_ key is Mollie's test mode).
 * Every call is cut off after PAYMENT_TIMEOUT_MS; a PSP that fails or hangs throws PaymentProviderError.
 */
import { isDevelopment } from "../../config/env-schema";
import type { Env } from "../../env";
import { mollieProvider } from "./mollie";
import { sandboxProvider } from "./sandbox";
import { PAYMENT_TIMEOUT_MS, PaymentProviderError, type PaymentAdapter } from "./types";

export * from "./types";

export function paymentAdapter(env: Env, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): PaymentAdapter {
  const timeoutMs = options.timeoutMs ?? PAYMENT_TIMEOUT_MS;
  if (env.PAYMENT_PROVIDER === "mollie" && env.MOLLIE_API_KEY) {
    // The global fetch called as a method of another object throws "Illegal invocation" in workerd: bound here.
    return mollieProvider({ apiKey: env.MOLLIE_API_KEY, timeoutMs, fetch: options.fetch ?? fetch.bind(globalThis) });
  }
  // The sandbox lets anyone "pay": only development falls back to it (a missing key is a 503, not free goods).
  if (!isDevelopment(env)) return unconfigured();
  return sandboxProvider(env, { timeoutMs });
}

function unconfigured(): PaymentAdapter {
  const fail = () => Promise.reject(new PaymentProviderError("no payment provider configured (PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY)"));
  return { name: "mollie", createPayment: fail, getPayment: fail, methods: fail, createRefund: fail, getRefund: fail };
}
