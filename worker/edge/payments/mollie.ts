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
import { PaymentProviderError, withTimeout, type PaymentAdapter, type ProviderMethod } from "./types";

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

interface MolliePayment {
  id: string;
  status: string;
  method: string | null;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  _links?: { checkout?: { href: string } };
}

export function mollieProvider(config: { apiKey: string; timeoutMs: number; fetch: typeof fetch }): PaymentAdapter {
  async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T | null }> {
    const res = await withTimeout(
      config.fetch(`${API}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/hal+json" },
      }),
      config.timeoutMs,
    );
    if (res.status === 404) return { status: 404, body: null };
    if (!res.ok) throw new PaymentProviderError(`mollie ${path}: ${res.status}`);
    return { status: res.status, body: (await withTimeout(res.json() as Promise<T>, config.timeoutMs)) };
  }

  return {
    name: "mollie",
    async createPayment(input) {
      const method = MOLLIE_METHODS[input.method];
      if (!method) throw new PaymentProviderError(`mollie: ${input.method} is not a Mollie method`);
      const { body } = await call<MolliePayment>("/payments", {
        method: "POST",
        body: JSON.stringify({
          amount: mollieAmount(input.amount),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: input.locale,
          metadata: { order: input.orderNumber },
          method,
          ...(input.method === "ideal" && input.issuer ? { issuer: input.issuer } : {}),
          ...(input.order ? mollieOrderFields(input.order, input.consumer) : {}),
        }),
      });
      const href = body?._links?.checkout?.href;
      if (!body || !href) throw new PaymentProviderError("mollie: payment without a checkout link");
      return { id: body.id, checkoutUrl: href };
    },
    async getPayment(id) {
      const { body } = await call<MolliePayment>(`/payments/${encodeURIComponent(id)}`);
      if (!body) return null;
      const status = (PAYMENT_STATUSES as readonly string[]).includes(body.status) ? (body.status as PaymentStatus) : "open";
      const refunded = body.amountRefunded ? centsOf(body.amountRefunded) : 0;
      return { id: body.id, status, method: body.method ?? "", amount: centsOf(body.amount), currency: body.amount.currency, ...(refunded > 0 ? { refunded } : {}) };
    },
    async methods(country) {
      const { body } = await call<{ _embedded: { methods: { id: string; issuers?: { id: string; name: string }[] }[] } }>(
        `/methods?include=issuers&locale=${country === "BE" ? "nl_BE" : "nl_NL"}&billingCountry=${country}`,
      );
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
