/** Shared by the checkout state tests: a shopper with a cart, and step payloads that pass. */
import type { CheckoutState } from "../../../../app/lib/api/types/checkout";
import type { Visitor } from "../../../helpers/account";
import { findVariant } from "../../../helpers/cart";

/** A small item (no mattress or boxspring, so standard delivery costs money below € 50). */
export const smallItem = findVariant((p, v) => p.type === "molton" && v.stock >= 5);
/** A boxspring (free delivery; delivery with installation offered). */
export const boxspring = findVariant((p, v) => p.type === "boxspring" && v.stock >= 5);

export async function addToCart(visitor: Visitor, variantId: number, quantity = 1): Promise<void> {
  const r = await visitor.call("POST", "/v1/cart/item", { item_id: variantId, quantity });
  if (r.status !== 200) throw new Error(`add to cart: ${r.status} ${JSON.stringify(r.body)}`);
}

export function address(overrides: Record<string, unknown> = {}) {
  return { first_name: "Sanne", last_name: "de Vries", company: "", zipcode: "3511 AB", house_number: "10", extension: "", street: "Oudegracht", city: "Utrecht", country_code: "NL", ...overrides };
}

export const BE_ADDRESS = { zipcode: "1000", house_number: "1", street: "Grote Markt", city: "Brussel", country_code: "BE" };

export function step1(overrides: { details?: Record<string, unknown>; billing_address?: Record<string, unknown>; [k: string]: unknown } = {}) {
  const { details, billing_address, ...rest } = overrides;
  return {
    details: { type: "private", first_name: "Sanne", last_name: "de Vries", email: `koper-${crypto.randomUUID()}@droomnest.test`, phone_number: "06 12345678", ...details },
    billing_address: { ...address(), sameDeliveryAddress: true, ...billing_address },
    create_account: false,
    ...rest,
  };
}

export async function state(visitor: Visitor): Promise<CheckoutState> {
  const r = await visitor.call<CheckoutState>("GET", "/v1/checkout");
  if (r.status !== 200) throw new Error(`GET /v1/checkout: ${r.status}`);
  return r.body.data;
}

export async function saveStep1(visitor: Visitor, overrides: Parameters<typeof step1>[0] = {}): Promise<CheckoutState> {
  const r = await visitor.call<CheckoutState>("POST", "/v1/checkout/customer", step1(overrides));
  if (r.status !== 200) throw new Error(`step 1: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

export const BIRTHDATE = "15-06-1985";
