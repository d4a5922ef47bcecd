/**
 * Dutch addresses typed by hand (spec section 5; docs/decisions/015-postcode-adapter.md): the Worker looks a
 * Dutch address up again; a known one is stored as the lookup has it, unflagged; one the lookup does not know
 * (or cannot answer for) is kept as typed and flagged, and the order keeps the flag.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Address, Addresses, BillingAddress } from "../../../../app/lib/api/types/account";
import type { PaymentUrlResult } from "../../../../app/lib/api/types/checkout";
import type { Order } from "../../../../app/lib/api/types/order";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { checkDutchAddress } from "../../../../worker/api/checkout/address-check";
import { embeddedPostcodes, pdokPostcodes } from "../../../../worker/edge/postcode";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { seedPostcodes } from "../../../helpers/postcodes";
import { addToCart, address, BE_ADDRESS, smallItem, state, step1 } from "./state-helpers";

beforeAll(async () => {
  await seedCart();
  await seedPostcodes();
});

/** 9999 ZZ is a well-formed postcode the seeded set does not hold; 3511 AB 10 is Oudegracht, Utrecht. */
const UNKNOWN = { zipcode: "9999 ZZ", house_number: "1", street: "Zelfbedachte Laan", city: "Nergenshuizen" };

async function shopper(): Promise<Visitor> {
  const v = new Visitor();
  await addToCart(v, smallItem.variant.id);
  return v;
}

/** Steps 2 and 3 after a saved step 1; answers the order as GET /v1/order/{number} shows it. */
async function order(v: Visitor): Promise<Order> {
  const step2 = await v.call("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", insurance: false, method: "creditcard", issuer: "" });
  expect(step2.status, JSON.stringify(step2.body)).toBe(200);
  const placed = await v.call<PaymentUrlResult>("POST", "/v1/checkout/payment-url", { idempotency_key: `adres-${crypto.randomUUID()}`, terms: true });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const read = await v.call<Order>("GET", `/v1/order/${placed.body.data.order}`);
  expect(read.status).toBe(200);
  return read.body.data;
}

const storedFlag = async (number: string) =>
  (await env.DB.prepare("SELECT address_unverified FROM orders WHERE number = ?1").bind(number).first<{ address_unverified: number }>())?.address_unverified;

describe("step 1 (POST /v1/checkout/customer): a Dutch address the lookup does not know", () => {
  it("is accepted as typed, flagged unverified, and the order keeps the flag", async () => {
    const v = await shopper();
    const r = await v.call("POST", "/v1/checkout/customer", step1({ billing_address: UNKNOWN }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const saved = (await state(v)).billing_address!;
    expect(saved).toMatchObject({ ...UNKNOWN, country_code: "NL", unverified: true });

    const placed = await order(v);
    expect(placed.address_unverified).toBe(true);
    expect(placed.billing_address).toMatchObject({ street: UNKNOWN.street, city: UNKNOWN.city, unverified: true });
    expect(placed.shipping_address).toMatchObject({ street: UNKNOWN.street, unverified: true });
    expect(await storedFlag(placed.number)).toBe(1);
  });

  it("a known billing address with an unknown delivery address: only the delivery address is flagged, the order too", async () => {
    const v = await shopper();
    const r = await v.call("POST", "/v1/checkout/customer", {
      ...step1({ billing_address: { sameDeliveryAddress: false } }),
      shipping_address: address(UNKNOWN),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = await state(v);
    expect(s.billing_address).not.toHaveProperty("unverified");
    expect(s.shipping_address).toMatchObject({ street: UNKNOWN.street, unverified: true });
    const placed = await order(v);
    expect(placed.address_unverified).toBe(true);
  });

  it.each([
    ["a street with markup", { street: "<script>" }, M.streetChars],
    ["a city without a letter", { city: "1234" }, M.cityChars],
    ["no city", { city: " " }, M.city],
  ])("a hand-typed address still follows the rules (%s): a Dutch message, nothing saved", async (_what, typed, message) => {
    const v = await shopper();
    const r = await v.call<unknown>("POST", "/v1/checkout/customer", step1({ billing_address: { ...UNKNOWN, ...typed } }));
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: { code: "invalid_input", message } });
    expect((await state(v)).billing_address).toBeNull();
  });
});

describe("step 1: the verified path is unchanged", () => {
  it("a known postcode and house number: the lookup's street and city, no flag, the order unflagged", async () => {
    const v = await shopper();
    const r = await v.call("POST", "/v1/checkout/customer", step1({ billing_address: { zipcode: "3511 AB", house_number: "10", street: "Oudegracht", city: "Utrecht" } }));
    expect(r.status).toBe(200);
    const saved = (await state(v)).billing_address!;
    expect(saved).toMatchObject({ street: "Oudegracht", city: "Utrecht" });
    expect(saved).not.toHaveProperty("unverified");
    const placed = await order(v);
    expect(placed.address_unverified).toBe(false);
    expect(placed.billing_address).not.toHaveProperty("unverified");
    expect(await storedFlag(placed.number)).toBe(0);
  });

  it("a hand-typed street for an address the lookup knows is replaced by the lookup's (only an unknown address is taken as typed)", async () => {
    const v = await shopper();
    await v.call("POST", "/v1/checkout/customer", step1({ billing_address: { zipcode: "3511 AB", house_number: "10", street: "Verzonnen straat", city: "Ergens" } }));
    const saved = (await state(v)).billing_address!;
    expect(saved).toMatchObject({ street: "Oudegracht", city: "Utrecht" });
    expect(saved).not.toHaveProperty("unverified");
  });

  it("a Belgian address is not looked up and not flagged", async () => {
    const v = await shopper();
    const r = await v.call("POST", "/v1/checkout/customer", step1({ details: { phone_number: "+32 2 123 45 67" }, billing_address: BE_ADDRESS }));
    expect(r.status).toBe(200);
    const s = await state(v);
    expect(s.billing_address).toMatchObject({ street: "Grote Markt", city: "Brussel" });
    expect(s.billing_address).not.toHaveProperty("unverified");
    expect(s.details?.phone_number).toBe("003221234567");
  });

  it("a flag sent by the client is ignored: a known address stays verified", async () => {
    const v = await shopper();
    await v.call("POST", "/v1/checkout/customer", step1({ billing_address: { unverified: true } }));
    expect((await state(v)).billing_address).not.toHaveProperty("unverified");
  });
});

describe("the account's addresses (PUT /v1/customer/address/*)", () => {
  it("an unknown Dutch address is saved as typed and flagged; a known one unflagged", async () => {
    const { visitor } = await registerAndLogin();
    const unknown = await visitor.call<BillingAddress>("PUT", "/v1/customer/address/billing", { ...address(UNKNOWN), sameDeliveryAddress: true });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(200);
    expect(unknown.body.data).toMatchObject({ street: UNKNOWN.street, city: UNKNOWN.city, unverified: true });
    const shipping = await visitor.call<Address>("PUT", "/v1/customer/address/shipping", address({ house_number: "12" }));
    expect(shipping.body.data).toMatchObject({ street: "Oudegracht", city: "Utrecht" });
    expect(shipping.body.data).not.toHaveProperty("unverified");
    const both = await visitor.call<Addresses>("GET", "/v1/customer/addresses");
    expect(both.body.data.billing).toMatchObject({ unverified: true });
    expect(both.body.data.shipping).not.toHaveProperty("unverified");

    // Corrected to an address the lookup knows: the flag goes.
    const fixed = await visitor.call<BillingAddress>("PUT", "/v1/customer/address/billing", { ...address(), sameDeliveryAddress: true });
    expect(fixed.body.data).not.toHaveProperty("unverified");
  });
});

describe("checkDutchAddress: a lookup that fails or times out counts as not knowing the address", () => {
  const typed = { ...address(), zipcode: "3511 AB", house_number: "10", street: "Oudegracht", city: "Utrecht", country_code: "NL" as const };

  it("PDOK unreachable: kept as typed, flagged", async () => {
    const down = pdokPostcodes({ fetch: (async () => Promise.reject(new TypeError("network down"))) as typeof fetch });
    expect(await checkDutchAddress(down, typed)).toEqual({ ...typed, unverified: true });
  });

  it("PDOK slower than its timeout: kept as typed, flagged", async () => {
    const slow = pdokPostcodes({
      timeoutMs: 5,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("timeout", "AbortError"))))) as typeof fetch,
    });
    expect(await checkDutchAddress(slow, typed)).toEqual({ ...typed, unverified: true });
  });

  it("an adapter that throws: kept as typed, flagged; the embedded set that knows it: verified", async () => {
    const broken = { name: "embedded" as const, lookup: () => Promise.reject(new Error("D1 unavailable")) };
    expect(await checkDutchAddress(broken, typed)).toEqual({ ...typed, unverified: true });
    expect(await checkDutchAddress(embeddedPostcodes(env.DB), { ...typed, street: "Andere straat" })).toEqual(typed);
  });
});
