/**
 * The payment adapter (ADR 018): one interface, two providers.
 * - sandbox (default, offline): the embedded PSP of worker/edge/payments/sandbox.ts with its hosted page
 *   under /sandbox-psp/ (test mode: the shopper picks the outcome).
 * - mollie: Mollie's Payments API v2 (worker/edge/payments/mollie.ts), used when PAYMENT_PROVIDER=mollie and
 *   the MOLLIE_API_KEY secret is set (a test_ key is Mollie's test mode).
 * Every call is cut off after PAYMENT_TIMEOUT_MS; a PSP that fails or hangs throws PaymentProviderError.
 */
import type { Env } from "../../env";
import type { PaymentStatus } from "../../domain/order-state";
import type { PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import { mollieProvider } from "./mollie";
import { sandboxProvider } from "./sandbox";

export const PAYMENT_TIMEOUT_MS = 5000;

export interface CreatePaymentInput {
  orderNumber: string;
  /** Cents, VAT included. */
  amount: number;
  description: string;
  method: PaymentMethodCode;
  issuer: string;
  /** Absolute URL the PSP sends the browser back to. */
  redirectUrl: string;
  /** Absolute URL the PSP posts `id=...` to when the status changes. */
  webhookUrl: string;
  locale: "nl_NL" | "nl_BE";
}

export interface CreatedPayment {
  id: string;
  checkoutUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  method: string;
  amount: number;
}

export interface ProviderMethod {
  code: PaymentMethodCode;
  issuers: { id: string; name: string }[];
}

export interface PaymentAdapter {
  readonly name: "sandbox" | "mollie";
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** null: the PSP does not know this id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  methods(country: "NL" | "BE"): Promise<ProviderMethod[]>;
}

/** The PSP failed, answered an error or did not answer in time. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** Runs a PSP call with a deadline. */
export async function withTimeout<T>(work: Promise<T>, ms = PAYMENT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`payment provider timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(String(error));
  } finally {
    clearTimeout(timer);
  }
}

export function paymentAdapter(env: Env, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): PaymentAdapter {
  const timeoutMs = options.timeoutMs ?? PAYMENT_TIMEOUT_MS;
  if (env.PAYMENT_PROVIDER === "mollie" && env.MOLLIE_API_KEY) {
    return mollieProvider({ apiKey: env.MOLLIE_API_KEY, timeoutMs, fetch: options.fetch ?? fetch });
  }
  // The sandbox lets anyone "pay": production never falls back to it (a missing key is a 503, not free goods).
  if (env.ENVIRONMENT === "production") return unconfigured();
  return sandboxProvider(env, { timeoutMs });
}

function unconfigured(): PaymentAdapter {
  const fail = () => Promise.reject(new PaymentProviderError("no payment provider configured (PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY)"));
  return { name: "mollie", createPayment: fail, getPayment: fail, methods: fail };
}
