import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutState, PaymentMethod, ShippingMethodOption } from "../../../../app/lib/api/types/checkout";
import { SHIPPING_COSTS } from "../../../../app/kernel/shipping";
import { INSTALLATION_COSTS, PAYPAL_FEE } from "../../../../app/lib/checkout/constants";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { CHECKOUT_MESSAGES as C } from "../../../../app/lib/checkout/messages";
import { lastMailTo, mailedToken, PASSWORD, registerAndLogin, Visitor } from "../../../helpers/account";
import { placeOrder } from "../../../helpers/orders";
import { seedCart } from "../../../helpers/cart";
import { seedPostcodes } from "../../../helpers/postcodes";
import { addToCart, address, BE_ADDRESS, boxspring, saveStep1, smallItem, state, step1 } from "./state-helpers";

// The seeded postcodes: step 1 looks a Dutch address up again (3511 AB 10 is Oudegracht, Utrecht).
beforeAll(async () => {
  await seedCart();
  await seedPostcodes();
});

async function shopperWith(variantId = smallItem.variant.id, quantity = 1): Promise<Visitor> {
  const v = new Visitor();
  await addToCart(v, variantId, quantity);
  return v;
}

describe("GET /v1/checkout", () => {
  it("without a cart: the state with an empty cart, nothing filled in, the method lists", async () => {
    const s = await state(new Visitor());
    expect(s.cart.items).toEqual([]);
    expect(s).toMatchObject({ details: null, billing_address: null, shipping_address: null, shipping_method: null, payment: null, completed_step: 0, logged_in: false });
    expect(s.paymentMethods.map((m) => m.code)).toEqual(["ideal", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"]);
    expect(s.foreignPaymentMethods[0]!.code).toBe("bancontact");
  });

  it("is personal: not cached", async () => {
    const r = await new Visitor().call("GET", "/v1/checkout");
    expect(r.res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a guest's saved step 1 comes back on a reload; another shopper (another cart cookie) does not see it", async () => {
    const owner = await shopperWith();
    const saved = await saveStep1(owner, { details: { first_name: "Eigenaar" } });
    expect(saved.completed_step).toBe(1);
    expect((await state(owner)).details).toMatchObject({ first_name: "Eigenaar", loaded: true });

    const other = await shopperWith();
    const theirs = await state(other);
    expect(theirs.details).toBeNull();
    expect(theirs.billing_address).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain("Eigenaar");
    expect(JSON.stringify(await state(new Visitor()))).not.toContain("Eigenaar");
  });

  it("a logged-in customer with nothing saved starts from the account's profile and addresses", async () => {
    const account = await registerAndLogin({ first_name: "Ingelogd", phone: "0612345678" });
    const billing = await account.visitor.call("PUT", "/v1/customer/address/billing", { ...address({ first_name: "Ingelogd", house_number: "12" }), sameDeliveryAddress: true });
    expect(billing.status).toBe(200);
    await addToCart(account.visitor, smallItem.variant.id);
    const s = await state(account.visitor);
    expect(s.logged_in).toBe(true);
    expect(s.details).toMatchObject({ type: "private", first_name: "Ingelogd", email: account.email, phone_number: "0612345678", loaded: false });
    expect(s.billing_address).toMatchObject({ house_number: "12", zipcode: "3511 AB", sameDeliveryAddress: true });
    expect(s.shipping_address).toMatchObject({ house_number: "12", country_code: "NL" });
    expect(s.completed_step).toBe(0);
  });

  it("a customer's saved state is not shown to a guest using the same cart cookie after logout", async () => {
    const account = await registerAndLogin({ first_name: "Privé" });
    await addToCart(account.visitor, smallItem.variant.id);
    await saveStep1(account.visitor, { details: { first_name: "Privé" } });
    const cart = account.visitor.jar.cookies.get("__Host-droomnest_cart")!;
    const guest = new Visitor();
    guest.jar.cookies.set("__Host-droomnest_cart", cart);
    expect((await state(guest)).details).toBeNull();
  });
});

describe("POST /v1/checkout/customer (step 1)", () => {
  it("an empty cart: 409 cart_empty, nothing saved", async () => {
    const v = new Visitor();
    const r = await v.call("POST", "/v1/checkout/customer", step1());
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: "cart_empty", message: C.cartEmpty });
  });

  it("saves details and addresses; with sameDeliveryAddress the delivery address is the billing address", async () => {
    const v = await shopperWith();
    const s = await saveStep1(v, { billing_address: { zipcode: "3511ab" } });
    expect(s.details).toMatchObject({ type: "private", first_name: "Sanne", phone_number: "0612345678", company: "", loaded: true });
    expect(s.billing_address).toMatchObject({ zipcode: "3511 AB", name: "Sanne de Vries", sameDeliveryAddress: true });
    expect(s.shipping_address).toEqual({ first_name: "Sanne", last_name: "de Vries", name: "Sanne de Vries", company: "", zipcode: "3511 AB", house_number: "10", extension: "", street: "Oudegracht", city: "Utrecht", country_code: "NL" });
    expect(s.completed_step).toBe(1);
  });

  it("a separate delivery address is kept when sameDeliveryAddress is off", async () => {
    const v = await shopperWith();
    const s = await saveStep1(v, { billing_address: { sameDeliveryAddress: false }, shipping_address: address({ first_name: "Ontvanger", ...BE_ADDRESS }) });
    expect(s.shipping_address).toMatchObject({ first_name: "Ontvanger", country_code: "BE", zipcode: "1000" });
    expect(s.totals.shipping_costs).toBe(SHIPPING_COSTS.BE);
  });

  it.each([
    ["first name empty", { details: { first_name: "" } }, "details", M.firstname],
    ["last name too long", { details: { last_name: "a".repeat(256) } }, "details", M.tooLong],
    ["e-mail invalid", { details: { email: "geen-adres" } }, "details", M.email],
    ["phone too short", { details: { phone_number: "06123" } }, "details", M.phone_number],
    ["company without a company name", { details: { type: "company", company: "", vat_number: "NL004495445B01", coc_number: "12345678" } }, "details", M.company],
    ["company without a VAT number", { details: { type: "company", company: "Slaap BV", vat_number: "", coc_number: "12345678" } }, "details", M.vat_number],
    ["NL zipcode starting with 0", { billing_address: { zipcode: "0123 AB" } }, "billing_address", M.zipcode],
    ["NL zipcode with SS", { billing_address: { zipcode: "1234 SS" } }, "billing_address", M.zipcode],
    ["house number missing", { billing_address: { house_number: "" } }, "billing_address", M.house_number],
    ["extension longer than 15", { billing_address: { extension: "a".repeat(16) } }, "billing_address", M.extension],
    ["country outside NL/BE", { billing_address: { country_code: "DE" } }, "billing_address", M.country_code],
    ["delivery address missing when not the same", { billing_address: { sameDeliveryAddress: false } }, "shipping_address", M.zipcode],
    ["an account without a strong password", { create_account: true, password: "zwak" }, "password", M.passwordStrength],
  ])("%s: 422 with the message at its field, nothing saved", async (_name, overrides, field, message) => {
    const v = await shopperWith();
    const r = await v.call("POST", "/v1/checkout/customer", step1(overrides as Parameters<typeof step1>[0]));
    expect(r.status).toBe(422);
    expect(r.body.error?.fields?.[field]).toBe(message);
    expect((await state(v)).completed_step).toBe(0);
  });

  it("a company with a valid NL VAT number: saved with the prefix, Dutch VAT charged", async () => {
    const v = await shopperWith();
    const s = await saveStep1(v, { details: { type: "company", company: "Slaap BV", vat_number: "004495445B01", coc_number: "12345678" } });
    expect(s.details).toMatchObject({ type: "company", company: "Slaap BV", vat_number: "NL004495445B01", coc_number: "12345678" });
    expect(s.totals.reverse_charge).toBe(false);
    expect(s.totals.vat_included).toBeGreaterThan(0);
  });

  it("a Belgian company with a valid VAT number: reverse charge, totals without VAT", async () => {
    const v = await shopperWith();
    const s = await saveStep1(v, { details: { type: "company", company: "Slaap BV", vat_number: "0123.456.749", coc_number: "0123456749" }, billing_address: BE_ADDRESS });
    expect(s.details?.vat_number).toBe("BE0123456749");
    expect(s.totals).toMatchObject({ reverse_charge: true, vat_included: 0 });
    expect(s.totals.grand_total).toBe(Math.round((s.cart.totals.sub_total + SHIPPING_COSTS.BE) / 1.21));
  });

  it("a company whose VAT number fails the check: 422 at vat_number, nothing saved", async () => {
    const v = await shopperWith();
    const r = await v.call("POST", "/v1/checkout/customer", step1({ details: { type: "company", company: "Slaap BV", vat_number: "BE0123456748", coc_number: "0123456749" }, billing_address: BE_ADDRESS }));
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ message: M.vat_number, fields: { vat_number: M.vat_number } });
    expect((await state(v)).details).toBeNull();
  });

  it("a private shopper's company fields are dropped (no reverse charge for consumers)", async () => {
    const v = await shopperWith();
    const s = await saveStep1(v, { details: { company: "Niet nodig", vat_number: "BE0123456749" }, billing_address: BE_ADDRESS });
    expect(s.details).toMatchObject({ type: "private", company: "", vat_number: "" });
    expect(s.totals.reverse_charge).toBe(false);
  });

  it("create_account registers the customer and mails the confirmation link; the checkout goes on as a guest", async () => {
    const v = await shopperWith();
    const body = step1({ create_account: true, password: PASSWORD });
    const r = await v.call<CheckoutState>("POST", "/v1/checkout/customer", body);
    expect(r.status).toBe(200);
    expect(r.body.data.logged_in).toBe(false);
    expect(v.jar.session).toBeUndefined();
    expect((await lastMailTo(body.details.email as string, "account_confirm"))?.kind).toBe("account_confirm");
    expect((await state(v)).details?.email).toBe(body.details.email);
    const login = await new Visitor().call("POST", "/v1/customer/login", { username: body.details.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it("create_account with an address that has an account: the same answer as for a new address (no enumeration); the owner is mailed", async () => {
    const existing = await registerAndLogin();
    const fresh = `nieuw-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const answers = [];
    for (const email of [existing.email, fresh]) {
      const v = await shopperWith();
      const r = await v.call<CheckoutState>("POST", "/v1/checkout/customer", step1({ details: { email }, create_account: true, password: PASSWORD }));
      const { cart: _cart, details, ...rest } = r.body.data;
      answers.push({ status: r.status, cookies: [...v.jar.cookies.keys()].sort(), rest, details: { ...details, email: "" } });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.rest.logged_in).toBe(false);
    expect((await lastMailTo(existing.email, "account_exists"))?.subject).toBe("Je hebt al een account bij Droomnest");
    // The stranger's password did not become the account's password.
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: existing.email, password: existing.password })).status).toBe(200);
  });

  it("an account made in the checkout gets its guest orders once its owner confirms the address", async () => {
    const v = new Visitor();
    const email = `bevestig-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    await addToCart(v, smallItem.variant.id, 1);
    expect((await v.call("POST", "/v1/checkout/customer", step1({ details: { email }, create_account: true, password: PASSWORD }))).status).toBe(200);
    const { number } = await placeOrder(v, { email });
    const owner = await registeredLogin(email);
    const before = await owner.call<{ items: { number: string }[] }>("GET", "/v1/customer/orders");
    expect(JSON.stringify(before.body)).not.toContain(number);
    const token = await mailedToken(email, "account_confirm");
    expect((await new Visitor().call("POST", "/v1/customer/email/confirm", { token })).status).toBe(200);
    const after = await owner.call("GET", "/v1/customer/orders");
    expect(JSON.stringify(after.body)).toContain(number);
  });
});

describe("POST /v1/checkout/customer/account", () => {
  it("makes an account from the saved details and mails its confirmation; nobody is logged in", async () => {
    const v = await shopperWith();
    const saved = await saveStep1(v);
    const r = await v.call<CheckoutState>("POST", "/v1/checkout/customer/account", { password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.data.logged_in).toBe(false);
    expect(r.body.data.details?.email).toBe(saved.details?.email);
    expect((await lastMailTo(saved.details!.email, "account_confirm"))?.kind).toBe("account_confirm");
  });

  it("without a saved step 1: 409 stepMissing; a weak password: 422 at password", async () => {
    const v = await shopperWith();
    const missing = await v.call("POST", "/v1/checkout/customer/account", { password: PASSWORD });
    expect(missing.status).toBe(409);
    expect(missing.body.error?.message).toBe(C.stepMissing);
    await saveStep1(v);
    const weak = await v.call("POST", "/v1/checkout/customer/account", { password: "kort" });
    expect(weak.status).toBe(422);
    expect(weak.body.error?.fields?.password).toBe(M.passwordStrength);
  });
});

/** Logs in to an account made in the checkout (the password of step 1). */
async function registeredLogin(email: string): Promise<Visitor> {
  const v = new Visitor();
  const login = await v.call("POST", "/v1/customer/login", { username: email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return v;
}

describe("GET /v1/checkout/shippingmethod", () => {
  it("a small item: standard delivery at the country's costs (NL € 4,95, BE € 5,95), no installation", async () => {
    const v = await shopperWith();
    const nl = await v.call<ShippingMethodOption[]>("GET", "/v1/checkout/shippingmethod");
    expect(nl.body.data).toEqual([expect.objectContaining({ code: "standard", title: "Standaard bezorging", price: SHIPPING_COSTS.NL })]);
    await saveStep1(v, { billing_address: BE_ADDRESS });
    const be = await v.call<ShippingMethodOption[]>("GET", "/v1/checkout/shippingmethod");
    expect(be.body.data).toEqual([expect.objectContaining({ code: "standard", price: SHIPPING_COSTS.BE })]);
  });

  it("a boxspring: standard delivery is free, and delivery with installation is offered", async () => {
    const v = await shopperWith(boxspring.variant.id);
    const r = await v.call<ShippingMethodOption[]>("GET", "/v1/checkout/shippingmethod");
    expect(r.body.data).toEqual([
      expect.objectContaining({ code: "standard", price: 0 }),
      expect.objectContaining({ code: "installation", title: "Bezorging en installatie", price: INSTALLATION_COSTS }),
    ]);
  });
});

describe("GET /v1/checkout/paymentmethod", () => {
  it("NL: iDEAL first, no Bancontact; PayPal costs € 0,99; rule sets and installments per method", async () => {
    const r = await (await shopperWith()).call<PaymentMethod[]>("GET", "/v1/checkout/paymentmethod");
    const codes = r.body.data.map((m) => m.code);
    expect(codes[0]).toBe("ideal");
    expect(codes).not.toContain("bancontact");
    const by = Object.fromEntries(r.body.data.map((m) => [m.code, m]));
    expect(by.paypal).toMatchObject({ price_incl: PAYPAL_FEE, rule_set: "default" });
    expect(by.afterpay).toMatchObject({ title: "Riverty (achteraf betalen)", rule_set: "pay_later", price_incl: 0 });
    expect(by.alma).toMatchObject({ rule_set: "alma", installments: [2, 3, 4] });
    expect(by.in3).toMatchObject({ rule_set: "in3", installments: [3] });
  });

  it("BE (delivery address or ?country_code=BE): Bancontact first, no iDEAL and no in3", async () => {
    const v = await shopperWith();
    const asked = await v.call<PaymentMethod[]>("GET", "/v1/checkout/paymentmethod?country_code=BE");
    expect(asked.body.data.map((m) => m.code)).toEqual(["bancontact", "creditcard", "paypal", "afterpay", "billink", "alma", "banktransfer"]);
    await saveStep1(v, { billing_address: BE_ADDRESS });
    const fromState = await v.call<PaymentMethod[]>("GET", "/v1/checkout/paymentmethod");
    expect(fromState.body.data[0]!.code).toBe("bancontact");
  });
});
