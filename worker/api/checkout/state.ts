import { Hono, type Context } from "hono";
import type { Address, BillingAddress } from "../../../app/lib/api/types/account";
import type { CheckoutState, PaymentMethod, ShippingMethodOption } from "../../../app/lib/api/types/checkout";
import { FIELD_MESSAGES as M } from "../../../app/lib/form/messages";
import { CHECKOUT_MESSAGES as C } from "../../../app/lib/checkout/messages";
import { checkboxField, type AddressUpdate } from "../../../app/lib/schemas/account";
import { phoneNumber, type PhoneCountry } from "../../../app/kernel/phone";
import { isPaymentMethod, PAYMENT_RULE_SET, RULE_SET_FIELDS } from "../../../app/kernel/payment-methods";
import { checkoutAccountSchema, checkoutCustomerSchema, paymentFormSchema, type PaymentForm } from "../../../app/lib/schemas/checkout";
import { findShippingOption } from "../../domain/checkout/shipping-methods";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { passwordPolicy } from "../../http/password-policy";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, RATE_LIMIT_BINDINGS, rateLimits } from "../../middleware/rate-limit";
import { z } from "../../../app/lib/schemas/zod";
import {
  NO_PAYMENT_CUSTOMER,
  saveCheckoutCustomer,
  saveCheckoutPayment,
  type PaymentCustomerFields,
  type StoredDetails,
} from "../../store/checkout-state";
import { REGISTER_LIMIT } from "../customer/auth";
import { nowSeconds } from "../customer/login-flow";
import { registerFromCheckout } from "./account";
import { checkoutContext, checkoutView, methodsFor, requireDetails, requireItems, withoutSame } from "./service";
import { DELIVERY_MESSAGES as D } from "../../../app/lib/delivery/messages";
import { saveCheckoutDeliveryStatement } from "../../store/delivery";
import { checkVatNumber } from "./vat";
import { checkDutchAddress } from "./address-check";
import { postcodeAdapter } from "../../edge/postcode";
import { logFor } from "../../http/log";

/**
 * /v1/checkout state and steps (spec sections 3 and 7): GET / (the whole state), POST /customer (step 1),
 * POST /customer/account (an account from the saved details), GET /shippingmethod, GET and POST
 * /paymentmethod (step 2). Keyed by the shopper's cart; every amount comes from D1 (checkoutView).
 */
export const stateRoutes = new Hono<AppEnv>();

// The state is personal (names, addresses): no browser or shared cache keeps it.
stateRoutes.use("*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
});

/** Step saves per IP: a shopper saves a step a few times; an office behind one router more. */
export const CHECKOUT_WRITE_LIMIT = RATE_LIMIT_BINDINGS.RL_CHECKOUT_WRITE_IP;
const isWrite = (c: Context<AppEnv>) => c.req.method !== "GET" && c.req.method !== "HEAD";
const writeLimit = rateLimits({ name: "checkout-write-ip", binding: "RL_CHECKOUT_WRITE_IP", key: clientIp, when: isWrite });
for (const path of ["/customer", "/customer/account", "/paymentmethod"]) stateRoutes.use(path, writeLimit);
/** Accounts made in the checkout count against the register limit of POST /v1/customer (same counter). */
const registerLimit = rateLimits({ name: "register-ip", ...REGISTER_LIMIT, key: clientIp });
const countRegistration = (c: Context<AppEnv>) => registerLimit(c, async () => {});

async function answerState(c: Context<AppEnv>): Promise<CheckoutState> {
  return (await checkoutView(c, await checkoutContext(c))).state;
}

/** GET /v1/checkout: the state (with an empty cart when there is none: only the writes refuse it). */
stateRoutes.get("/", async (c) => ok<CheckoutState>(c, await answerState(c)));

const withName = <A extends AddressUpdate>(a: A): A & { name: string } => ({ ...a, name: `${a.first_name} ${a.last_name}`.trim() });

/** POST /v1/checkout/customer: step 1 (details, billing and delivery address, optionally a new account). */
/** A new account's password (create_account) is checked like the register form's (docs/decisions/014). */
const createsAccount = checkboxField();
const newAccountPassword = passwordPolicy(checkoutCustomerSchema, { when: (body) => createsAccount.safeParse(body.create_account).data === true });

stateRoutes.post("/customer", newAccountPassword, zv("json", checkoutCustomerSchema, { fields: true }), async (c) => {
  const input = c.req.valid("json");
  const ctx = await checkoutContext(c);
  requireItems(ctx);
  const company = input.details.type === "company";
  const details: StoredDetails = {
    ...input.details,
    company: company ? input.details.company : "",
    vat_number: company ? input.details.vat_number : "",
    coc_number: company ? input.details.coc_number : "",
    vat_valid: false,
    vat_checked: false,
  };
  if (company) {
    const vat = await checkVatNumber(c, details.vat_number, input.billing_address.country_code);
    if (!vat.valid) throw new ApiHttpError(422, "invalid_input", M.vat_number, {}, { vat_number: M.vat_number });
    details.vat_number = vat.vat_number;
    details.vat_valid = true;
    details.vat_checked = vat.checked;
  }
  // A Dutch address is looked up again: a known one as the lookup has it, an unknown one kept as typed and flagged.
  const postcodes = postcodeAdapter(c.env, { log: logFor(c) });
  const billing: BillingAddress = withName(await checkDutchAddress(postcodes, input.billing_address));
  const shipping: Address = billing.sameDeliveryAddress || !input.shipping_address ? withoutSame(billing) : withName(await checkDutchAddress(postcodes, input.shipping_address));

  const customerId = ctx.session?.customerId ?? null;
  if (input.create_account && customerId === null) {
    await countRegistration(c);
    await registerFromCheckout(c, details, input.password);
  }
  await saveCheckoutCustomer(c.env.DB, ctx.ref.id, customerId, { details, billing_address: billing, shipping_address: shipping }, nowSeconds());
  return ok<CheckoutState>(c, await answerState(c));
});

/** POST /v1/checkout/customer/account: an account from the saved step 1 (a logged-in customer has one). */
stateRoutes.post("/customer/account", passwordPolicy(checkoutAccountSchema), zv("json", checkoutAccountSchema, { fields: true }), async (c) => {
  const { password } = c.req.valid("json");
  const ctx = await checkoutContext(c);
  requireItems(ctx);
  const stored = requireDetails(ctx);
  if (ctx.session === null) {
    await countRegistration(c);
    await registerFromCheckout(c, stored.details, password);
  }
  return ok<CheckoutState>(c, await answerState(c));
});

/** GET /v1/checkout/shippingmethod: the delivery options of this cart for its delivery country. */
stateRoutes.get("/shippingmethod", async (c) => {
  const view = await checkoutView(c, await checkoutContext(c));
  return ok<ShippingMethodOption[]>(c, view.state.shippingMethods);
});

const countryQuery = z.object({ country_code: z.enum(["NL", "BE"], { error: M.country_code }).optional() });

/** GET /v1/checkout/paymentmethod[?country_code]: the methods for the delivery country (BE: Bancontact first). */
stateRoutes.get("/paymentmethod", zv("query", countryQuery), async (c) => {
  const asked = c.req.valid("query").country_code;
  if (asked) return ok<PaymentMethod[]>(c, await methodsFor(c, asked));
  const view = await checkoutView(c, await checkoutContext(c));
  return ok<PaymentMethod[]>(c, view.country === "BE" ? view.state.foreignPaymentMethods : view.state.paymentMethods);
});

/**
 * The payment form's personal fields that belong to the chosen method's rule set (RULE_SET_FIELDS; spec
 * section 4: a switch clears the rest), the phone in its stored form read with the delivery country
 * (app/kernel/phone.ts; the schema let either reading pass).
 */
export function methodCustomerFields(form: Pick<PaymentForm, "method" | "customer">, country: PhoneCountry): PaymentCustomerFields {
  if (!isPaymentMethod(form.method)) return { ...NO_PAYMENT_CUSTOMER };
  const typed = form.customer.phone;
  const phone = phoneNumber(typed, country) ?? phoneNumber(typed, country === "BE" ? "NL" : "BE") ?? "";
  const given: PaymentCustomerFields = { ...form.customer, phone };
  const kept = RULE_SET_FIELDS[PAYMENT_RULE_SET[form.method]].map((field) => [field, given[field]]);
  return { ...NO_PAYMENT_CUSTOMER, ...(Object.fromEntries(kept) as Partial<PaymentCustomerFields>) };
}

const refuse = (field: string, message: string) => new ApiHttpError(422, "invalid_input", message, {}, { [field]: message });

/** POST /v1/checkout/paymentmethod: step 2 (shipping method, insurance, payment method and its fields). */
stateRoutes.post("/paymentmethod", zv("json", paymentFormSchema, { fields: true }), async (c) => {
  const form = c.req.valid("json");
  const ctx = await checkoutContext(c);
  requireItems(ctx);
  requireDetails(ctx);
  const view = await checkoutView(c, ctx);
  if (!findShippingOption(view.state.shippingMethods, form.shipping_method)) throw refuse("shipping_method", C.shippingMethod);
  const methods = view.country === "BE" ? view.state.foreignPaymentMethods : view.state.paymentMethods;
  const method = methods.find((m) => m.code === form.method);
  if (!method) throw refuse("method", C.paymentMethodInvalid);
  const issuer = method.issuers.length > 0 ? form.issuer : "";
  if (issuer && !method.issuers.some((i) => i.id === issuer)) throw refuse("issuer", C.issuer);
  // Bulky goods: a day the calendar offers this postcode now, else a Dutch 422 and nothing saved (docs/decisions/029).
  const delivery = view.state.delivery;
  if (delivery && !delivery.days.some((d) => d.date === form.delivery_day)) throw refuse("delivery_day", delivery.days.length > 0 ? D.dayInvalid : D.noDays);
  await saveCheckoutDeliveryStatement(c.env.DB, ctx.ref.id, delivery ? { day: form.delivery_day, take_back: form.take_back } : null).run();
  await saveCheckoutPayment(
    c.env.DB,
    ctx.ref.id,
    form.shipping_method,
    { method: method.code, issuer, insurance: form.insurance, customer: methodCustomerFields(form, view.country) },
    nowSeconds(),
  );
  return ok<CheckoutState>(c, await answerState(c));
});
