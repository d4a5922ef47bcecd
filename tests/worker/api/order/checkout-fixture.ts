/**
 * A shopper at step 3 of the checkout: a cart filled through the real /v1/cart API and the checkout state
 * of steps 1 and 2 in D1 (the row the checkout steps write), then the order and payment through the API.
 */
import { env } from "cloudflare:workers";
import type { BillingAddress } from "../../../../app/lib/api/types/account";
import type { PaymentUrlResult } from "../../../../app/lib/api/types/checkout";
import type { OrderStatus } from "../../../../app/lib/api/types/order";
import { CART_COOKIE } from "../../../../app/lib/constants";
import type { PaymentMethodCode } from "../../../../app/lib/schemas/checkout";
import { Visitor, type ApiResult } from "../../../helpers/account";
import { findVariant } from "../../../helpers/cart";
import { ORIGIN, worker } from "../../../helpers/http";

export const stockedVariant = () => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop");

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`.padEnd(20, "x");

export const ADDRESS: BillingAddress = {
  first_name: "Sanne",
  last_name: "de Vries",
  name: "Sanne de Vries",
  company: "",
  zipcode: "3511 AB",
  house_number: "4",
  extension: "",
  street: "Oudegracht",
  city: "Utrecht",
  country_code: "NL",
  sameDeliveryAddress: true,
};

/** The payment form's own fields each method asks for (spec section 5 rule sets), valid. */
const ADULT = "01-01-1980";
export const METHOD_FIELDS: Record<PaymentMethodCode, Record<string, unknown>> = {
  ideal: {},
  bancontact: {},
  creditcard: {},
  paypal: {},
  afterpay: { gender: "vrouw", phone: "0612345678", dob: ADULT, terms: true },
  billink: { gender: "man", phone: "0612345678", dob: ADULT, terms: true },
  in3: { dob: ADULT, installment: 3, phone: "0612345678" },
  alma: { installment: 3, phone: "0612345678" },
  banktransfer: {},
};

/** A Belgian address (Bancontact is offered for Belgian deliveries). */
export const BE_ADDRESS: BillingAddress = { ...ADDRESS, zipcode: "1000", house_number: "12", street: "Wetstraat", city: "Brussel", country_code: "BE" };

export interface BuyerOptions {
  method?: PaymentMethodCode;
  issuer?: string;
  quantity?: number;
  country?: "NL" | "BE";
  email?: string;
  /** The variant to buy (default: a well-stocked pillowcase). */
  variantId?: number;
  /** A discount code applied in the cart before the checkout steps. */
  code?: string;
}

/** A visitor with a filled cart and a saved checkout (steps 1 and 2). */
export class Buyer extends Visitor {
  email = "";

  get cartId(): string {
    return this.jar.cookies.get(CART_COOKIE)!;
  }

  static async ready(options: BuyerOptions = {}, visitor?: Buyer): Promise<Buyer> {
    const buyer = visitor ?? new Buyer();
    const add = await buyer.call("POST", "/v1/cart/item", { item_id: options.variantId ?? stockedVariant().variant.id, quantity: options.quantity ?? 2 });
    if (add.status !== 200) throw new Error(`add to cart: ${add.status} ${JSON.stringify(add.body)}`);
    if (options.code) {
      const code = await buyer.call("POST", "/v1/cart/discount", { discount_code: options.code });
      if (code.status !== 200) throw new Error(`discount code: ${code.status} ${JSON.stringify(code.body)}`);
    }
    buyer.email = options.email ?? `koper-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const details = { type: "private", first_name: "Sanne", last_name: "de Vries", email: buyer.email, phone_number: "0612345678" };
    const step1 = await buyer.call("POST", "/v1/checkout/customer", { details, billing_address: options.country === "BE" || options.method === "bancontact" ? BE_ADDRESS : ADDRESS, create_account: false });
    if (step1.status !== 200) throw new Error(`step 1: ${step1.status} ${JSON.stringify(step1.body)}`);
    const method = options.method ?? "ideal";
    const step2 = await buyer.call("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", insurance: false, method, issuer: options.issuer ?? "", customer: METHOD_FIELDS[method] });
    if (step2.status !== 200) throw new Error(`step 2 (${method}): ${step2.status} ${JSON.stringify(step2.body)}`);
    return buyer;
  }

  paymentUrl(key = newKey()): Promise<ApiResult<PaymentUrlResult>> {
    return this.call<PaymentUrlResult>("POST", "/v1/checkout/payment-url", { idempotency_key: key, terms: true });
  }

  status(order: string): Promise<ApiResult<OrderStatus>> {
    return this.call<OrderStatus>("GET", `/v1/order/${order}/status`);
  }

  retry(order: string, method?: string, key = newKey()): Promise<ApiResult<PaymentUrlResult>> {
    return this.call<PaymentUrlResult>("POST", "/v1/order/payment-url", { order, method, idempotency_key: key });
  }
}

/** The shopper's choice on the sandbox PSP's page (a same-site form post); answers the redirect. */
export async function choose(checkoutUrl: string, status: "paid" | "failed" | "canceled" | "expired" | "open"): Promise<Response> {
  const url = new URL(checkoutUrl);
  return worker(url.pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ status }).toString(),
  });
}

/** The PSP's webhook call: a cross-site form post without Origin. */
export function webhook(id: string): Promise<Response> {
  return worker("/webhooks/payments", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ id }).toString() });
}

export const providerIdOf = (checkoutUrl: string) => /\/sandbox-psp\/betalen\/(tr_[A-Za-z0-9]+)\//u.exec(checkoutUrl)![1]!;

export async function orderRow(number: string) {
  return env.DB.prepare("SELECT * FROM orders WHERE number = ?1").bind(number).first<{ id: number; status: string; grand_total: number; payment_method: string; payment_costs: number; cart_id: string }>();
}

export async function stockOf(variantId: number): Promise<number> {
  return (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(variantId).first<number>("stock"))!;
}

export async function mailsAbout(number: string): Promise<{ subject: string; text: string; to_address: string }[]> {
  const { results } = await env.DB.prepare("SELECT subject, text, to_address FROM outbox WHERE kind = 'order_confirmation' AND related_id = ?1").bind(number).all<{ subject: string; text: string; to_address: string }>();
  return results;
}
