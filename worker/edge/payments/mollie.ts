/**
 * Mollie's Payments API v2 with plain fetch (the official client needs Node APIs; fetch works in workerd).
 * Auth: Bearer MOLLIE_API_KEY (a secret; a test_ key is Mollie's test mode, live_ the real thing).
 * Amounts: { currency: "EUR", value: "12.34" }. Our method codes map to Mollie's; see MOLLIE_METHODS.
 * Every payment carries the order's lines and addresses (./mollie-request.ts): riverty, in3 and alma
 * require them, and for the other methods they show the order in Mollie's dashboard.
 */
import type { PaymentStatus } from "../../domain/order-state";
import { PAYMENT_STATUSES } from "../../domain/order-state";
import type { PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import { PAYMENT_METHODS } from "../../../app/lib/schemas/checkout";
import { mollieAmount, mollieOrderFields } from "./mollie-request";
import { mollieRefunds } from "./mollie-refunds";
import { z } from "../../../app/lib/schemas/zod";
import { ProviderFailure, providerFetch, providerJson } from "../provider-fetch";
import { PaymentProviderError, type PaymentAdapter, type ProviderMethod } from "./types";

export { mollieAmount };

const API = "https://api.mollie.com/v2";

/**
 * Our codes -> Mollie's method ids. afterpay is Riverty at Mollie ("riverty"). Billink is not a Mollie
 * method (Mollie's B2B pay-later is "billie", a different product): null means Mollie cannot take it, so
 * methods() does not offer it and createPayment refuses it (ADR 018).
 */
export const MOLLIE_METHODS: Record<PaymentMethodCode, string | null> = {
  ideal: "ideal",
  bancontact: "bancontact",
  creditcard: "creditcard",
  paypal: "paypal",
  afterpay: "riverty",
  billink: null,
  in3: "in3",
  alma: "alma",
  banktransfer: "banktransfer",
};

export function centsOf(amount: { value: string }): number {
  return Math.round(Number(amount.value) * 100);
}

const MollieAmountAnswer = z.object({ currency: z.string().regex(/^[A-Z]{3}$/u), value: z.string().regex(/^\d+(\.\d{1,3})?$/u) });
const MollieLink = z.object({ href: z.string(), type: z.string().optional() });

/**
 * The payment object as Mollie documents it (resource "payment"; the fields read here, others pass): id,
 * status, method (null until chosen), amount, amountRefunded, _links.checkout (absent once paid or for
 * some methods). Anything else is a malformed answer: a PaymentProviderError, never a guess.
 */
export const MolliePaymentAnswer = z.object({
  resource: z.literal("payment").optional(),
  id: z.string().regex(/^tr_\w+$/u),
  status: z.string().min(1),
  method: z.string().nullable().optional(),
  amount: MollieAmountAnswer,
  amountRefunded: MollieAmountAnswer.optional(),
  _links: z.object({ checkout: MollieLink.optional() }).optional(),
});

/** The methods list (`GET /v2/methods?include=issuers`): `{ count, _embedded: { methods: [{ resource, id, description, issuers? }] } }`. */
export const MollieMethodsAnswer = z.object({
  count: z.number().int().nonnegative().optional(),
  _embedded: z.object({
    methods: z.array(
      z.object({
        id: z.string().min(1),
        description: z.string().optional(),
        issuers: z.array(z.object({ id: z.string().min(1), name: z.string() })).optional(),
      }),
    ),
  }),
});

/**
 * The Idempotency-Key of a payment request (Mollie keeps a key for an hour and answers a repeated request
 * with the first payment): the attempt (order number and the payments it had before) and a hash of the
 * request body. A retry of the same attempt with the same body (after a timeout, a lost answer) reuses it and
 * gets the same payment; another method, issuer or a pay-again after a stored payment is a new key.
 */
export async function mollieIdempotencyKey(attempt: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${attempt}-${hex}`;
}

export function mollieProvider(config: { apiKey: string; timeoutMs: number; fetch: typeof fetch }): PaymentAdapter {
  /** One API call; 404 is null (an unknown id), another error status, a timeout or a malformed answer throws PaymentProviderError. */
  async function call<S extends z.ZodType>(path: string, schema: S, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<z.infer<S> | null> {
    try {
      const res = await providerFetch(
        `${API}${path}`,
        { ...init, headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/hal+json", ...init.headers } },
        { fetch: config.fetch, timeoutMs: config.timeoutMs, acceptStatus: (s) => (s >= 200 && s < 300) || s === 404 },
      );
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      return await providerJson(res, schema);
    } catch (err) {
      const reason = err instanceof ProviderFailure ? `${err.reason}: ${err.message}` : String(err);
      // A 4xx other than 429 is Mollie saying no (e.g. 422: a refund above what is left): not worth a retry.
      const refused = err instanceof ProviderFailure && err.reason === "status" && (err.status ?? 0) >= 400 && (err.status ?? 0) < 500 && err.status !== 429;
      throw new PaymentProviderError(`mollie ${path.split("?")[0]}: ${reason}`, refused);
    }
  }

  return {
    name: "mollie",
    ...mollieRefunds(call),
    async createPayment(input) {
      const method = MOLLIE_METHODS[input.method];
      if (!method) throw new PaymentProviderError(`mollie: ${input.method} is not a Mollie method`);
      const request = JSON.stringify({
        amount: mollieAmount(input.amount),
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: input.locale,
        metadata: { order: input.orderNumber },
        method,
        ...(input.method === "ideal" && input.issuer ? { issuer: input.issuer } : {}),
        ...(input.order ? mollieOrderFields(input.order, input.consumer) : {}),
      });
      const idempotencyKey = await mollieIdempotencyKey(input.attempt ?? input.orderNumber, request);
      const body = await call("/payments", MolliePaymentAnswer, { method: "POST", body: request, headers: { "Idempotency-Key": idempotencyKey } });
      const href = body?._links?.checkout?.href;
      if (!body || !href) throw new PaymentProviderError("mollie: payment without a checkout link");
      return { id: body.id, checkoutUrl: href };
    },
    async getPayment(id) {
      const body = await call(`/payments/${encodeURIComponent(id)}`, MolliePaymentAnswer);
      if (!body) return null;
      const status = (PAYMENT_STATUSES as readonly string[]).includes(body.status) ? (body.status as PaymentStatus) : "open";
      const refunded = body.amountRefunded ? centsOf(body.amountRefunded) : 0;
      return { id: body.id, status, method: body.method ?? "", amount: centsOf(body.amount), currency: body.amount.currency, ...(refunded > 0 ? { refunded } : {}) };
    },
    async methods(country) {
      const body = await call(`/methods?include=issuers&locale=${country === "BE" ? "nl_BE" : "nl_NL"}&billingCountry=${country}`, MollieMethodsAnswer);
      const offered = new Map((body?._embedded.methods ?? []).map((m) => [m.id, m]));
      const list: ProviderMethod[] = [];
      for (const code of PAYMENT_METHODS) {
        const id = MOLLIE_METHODS[code];
        const found = id ? offered.get(id) : undefined;
        if (!found) continue; // not enabled on the profile, or not a Mollie method (billink)
        list.push({ code, issuers: (found?.issuers ?? []).map((i) => ({ id: i.id, name: i.name })) });
      }
      return list;
    },
  };
}
