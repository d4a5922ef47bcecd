/**
 * Orders in tests, made the way a shopper makes them, through the real API: a cart filled with /v1/cart,
 * step 1 (POST /v1/checkout/customer) and step 2 (POST /v1/checkout/paymentmethod) saved, the order made
 * by POST /v1/checkout/payment-url and its payment decided on the sandbox PSP's page (which calls the
 * webhook). Needs the catalogue seeded (seedCart) in the test file's beforeAll.
 */
import type { PaymentMethod, PaymentUrlResult } from "../../app/lib/api/types/checkout";
import type { PaymentMethodCode } from "../../app/lib/schemas/checkout";
import type { Visitor } from "./account";
import { findVariant } from "./cart";
import { ORIGIN, worker } from "./http";

/** A small stocked item (pillowcases: plenty in stock, no free delivery). */
export const orderItem = () => findVariant((p, v) => p.available && v.stock >= 50 && p.type === "kussensloop");

/** A valid Belgian VAT number (97 - 01234567 mod 97 = 49): a BE company with it gets reverse charge. */
export const BE_VAT_NUMBER = "BE0123456749";

export interface PlaceOrderOptions {
  /** Contact e-mail of step 1 (defaults to a fresh address). */
  email?: string;
  method?: PaymentMethodCode;
  quantity?: number;
  /** What the shopper picks on the sandbox PSP's page; "open" leaves the order pending. */
  outcome?: "paid" | "failed" | "canceled" | "expired" | "open";
  /** A Belgian company with a valid VAT number: intra-community supply, "btw verlegd". */
  belgianCompany?: boolean;
  /** A private shopper with a Belgian delivery address (a distance sale, docs/decisions/044). */
  belgianConsumer?: boolean;
}

function step1(email: string, belgianCompany: boolean, belgian = belgianCompany) {
  const company = belgianCompany ? { type: "company", company: "Slaapwel BV", vat_number: BE_VAT_NUMBER, coc_number: "12345678" } : { type: "private" };
  const address = belgian
    ? { zipcode: "1000", house_number: "1", street: "Grote Markt", city: "Brussel", country_code: "BE" }
    : { zipcode: "3511 AB", house_number: "10", street: "Oudegracht", city: "Utrecht", country_code: "NL" };
  return {
    details: { first_name: "Sanne", last_name: "de Vries", email, phone_number: "06 12345678", ...company },
    billing_address: { first_name: "Sanne", last_name: "de Vries", company: belgianCompany ? "Slaapwel BV" : "", extension: "", ...address, sameDeliveryAddress: true },
    create_account: false,
  };
}

async function must<T>(what: string, r: Promise<{ status: number; body: { data: T } }>, status = 200): Promise<T> {
  const res = await r;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Places an order through the checkout API and the sandbox PSP; answers its number. */
export async function placeOrder(visitor: Visitor, options: PlaceOrderOptions = {}): Promise<{ number: string; email: string; checkoutUrl: string }> {
  const email = options.email ?? `koper-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
  const belgian = options.belgianCompany === true || options.belgianConsumer === true;
  const method = options.method ?? (belgian ? "bancontact" : "ideal");
  await must("add to cart", visitor.call("POST", "/v1/cart/item", { item_id: orderItem().variant.id, quantity: options.quantity ?? 2 }));
  await must("step 1", visitor.call("POST", "/v1/checkout/customer", step1(email, options.belgianCompany === true, belgian)));
  const methods = await must<PaymentMethod[]>("payment methods", visitor.call("GET", `/v1/checkout/paymentmethod?country_code=${belgian ? "BE" : "NL"}`));
  const issuer = methods.find((m) => m.code === method)?.issuers[0]?.id ?? "";
  await must("step 2", visitor.call("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", insurance: false, method, issuer }));
  const key = `orders-${crypto.randomUUID()}`;
  const placed = await must<PaymentUrlResult>("payment-url", visitor.call("POST", "/v1/checkout/payment-url", { idempotency_key: key, terms: true }), 201);
  const outcome = options.outcome ?? "paid";
  if (outcome !== "open") {
    const page = new URL(placed.checkout_url, ORIGIN);
    const res = await worker(page.pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": visitor.ip },
      body: new URLSearchParams({ status: outcome }).toString(),
    });
    await res.body?.cancel();
    if (res.status >= 400) throw new Error(`sandbox ${outcome}: ${res.status}`);
  }
  return { number: placed.order, email, checkoutUrl: placed.checkout_url };
}

/** The PSP calling the webhook again for the payment of a checkout URL (form-encoded id, cross-site). */
export async function replayWebhook(checkoutUrl: string): Promise<number> {
  const id = /\/sandbox-psp\/betalen\/(tr_[A-Za-z0-9]+)\//u.exec(checkoutUrl)?.[1];
  if (!id) throw new Error(`no payment id in ${checkoutUrl}`);
  const res = await worker("/webhooks/payments", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ id }).toString() });
  await res.body?.cancel();
  return res.status;
}
