/**
 * What the checkout API receives (spec sections 3, 4 and 5), one zod schema per step, used by the route
 * actions, the hydrated forms (validation on touch) and worker/api/checkout (which validates again).
 * The customer and address rules are the account's (app/lib/schemas/account.ts): one rule, one message.
 */
import { z } from "./zod";
import { acceptsInstallment, isPaymentMethod, PAYMENT_RULE_SET, RULE_SET_FIELDS, type PaymentCustomerField } from "../../kernel/payment-methods";
import { ORDER_NUMBER } from "../../kernel/patterns";
import { isPhoneNumber, phoneNumber } from "../../kernel/phone";
import { calendarDateFromIso, calendarDateOf, isAllowedBirthdate } from "../../kernel/birthdate";
import { FIELD_MESSAGES as M } from "../form/messages";
import { CHECKOUT_MESSAGES as C } from "../checkout/messages";
import { DELIVERY_MESSAGES } from "../delivery/messages";
import {
  ALWAYS,
  billingAddressSchema,
  checkboxField,
  companyRule,
  customerTypeField,
  firstNameField,
  lastNameField,
  MAX_FIELD,
  parseBirthdate,
  phoneField,
  shippingAddressSchema,
  strongPasswordField,
} from "./account";
import { emailField } from "./fields";

// The methods and their rule sets are the kernel's (app/kernel/payment-methods.ts); the payloads name them.
export { PAYMENT_METHODS, type PaymentMethodCode } from "../../kernel/payment-methods";

/**
 * Birthdate of the payment form: dd-mm-yyyy, a real date, and the kernel's age rule (app/kernel/birthdate.ts:
 * from 1900, 18 or older; spec sections 5 and 9). Returns ISO yyyy-mm-dd or null.
 */
export function parseAdultBirthdate(raw: string, now: Date = new Date()): string | null {
  const iso = parseBirthdate(raw, now);
  const birth = iso ? calendarDateFromIso(iso) : null;
  return birth && isAllowedBirthdate(birth, calendarDateOf(now)) ? iso : null;
}

const detailsShape = {
  type: customerTypeField(),
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  phone_number: phoneField(),
  company: z.string().trim().max(MAX_FIELD, M.tooLong).optional().default(""),
  vat_number: z.string().trim().max(MAX_FIELD, M.vat_number).optional().default(""),
  coc_number: z.string().trim().max(MAX_FIELD, M.coc_number).optional().default(""),
};

/** Step 1 (Adres): the customer details of spec section 3 "Checkout state" (details.customer). */
export const checkoutDetailsSchema = z.object(detailsShape).superRefine(companyRule, ALWAYS);

/** The details within step 1: the phone is read with the billing address's country (phoneRule below). */
const stepDetailsSchema = z.object({ ...detailsShape, phone_number: z.string({ error: M.phone_number }).trim() }).superRefine(companyRule, ALWAYS);

/**
 * The phone of step 1 in its stored form, read with the billing address's country (app/kernel/phone.ts: a
 * national 04xx number is a Belgian mobile only for a Belgian address). Runs when other fields failed too.
 */
function phoneRule(v: { details?: { phone_number?: unknown }; billing_address?: { country_code?: unknown } }, ctx: z.RefinementCtx): void {
  const details = v.details;
  if (typeof details !== "object" || details === null) return;
  const raw = typeof details.phone_number === "string" ? details.phone_number : "";
  const phone = phoneNumber(raw, v.billing_address?.country_code === "BE" ? "BE" : "NL");
  if (phone === null) ctx.addIssue({ code: "custom", path: ["details", "phone_number"], message: M.phone_number });
  else details.phone_number = phone;
}

/**
 * POST /v1/checkout/customer: step 1 as one payload. The billing address carries sameDeliveryAddress
 * (default true); the shipping address is required only when it is false. create_account with a password
 * (the register rule) makes an account for the order (POST /v1/checkout/customer/account does it alone).
 */
export const checkoutCustomerSchema = z
  .object({
    details: stepDetailsSchema,
    billing_address: billingAddressSchema,
    shipping_address: shippingAddressSchema.nullable().optional(),
    create_account: checkboxField(),
    password: z.string().optional().default(""),
  })
  .superRefine((v, ctx) => {
    phoneRule(v, ctx);
    if (v.billing_address && v.billing_address.sameDeliveryAddress === false && !v.shipping_address) {
      ctx.addIssue({ code: "custom", path: ["shipping_address", "zipcode"], message: M.zipcode });
    }
    if (v.create_account) {
      const result = strongPasswordField().safeParse(v.password);
      if (!result.success) ctx.addIssue({ code: "custom", path: ["password"], message: result.error.issues[0]!.message });
    }
  }, ALWAYS);
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;

/** POST /v1/checkout/customer/account: make an account from the checkout's details (register's password rule). */
export const checkoutAccountSchema = z.object({ password: strongPasswordField() });

/** The customer fields of the payment form (spec section 3 "Payment form": customer {dob, gender, terms, phone, installment}). */
export const paymentCustomerSchema = z.object({
  dob: z.string().trim().optional().default(""),
  gender: z.string().trim().optional().default(""),
  terms: checkboxField(),
  phone: z.string().trim().optional().default(""),
  installment: z.union([z.string(), z.number()]).optional().transform((v) => (v === undefined || v === "" ? null : Number(v))),
});

const NO_PAYMENT_CUSTOMER_INPUT = { dob: "", gender: "", terms: false, phone: "", installment: null };

/** The payment choice of step 2 and of pay again: the method, the iDEAL bank and the method's customer fields. */
const paymentChoiceShape = {
  method: z.string({ error: C.paymentMethodMissing }).trim().min(1, C.paymentMethodMissing),
  issuer: z.string().trim().max(64, C.issuer).optional().default(""),
  customer: paymentCustomerSchema.optional().default(NO_PAYMENT_CUSTOMER_INPUT),
};

/**
 * The method's rule set (spec section 5; RULE_SET_FIELDS), one for step 2 and pay again: each field the set
 * asks for, in its order (gender: man or vrouw; phone; dob: 18+; terms accepted; installment: one the method
 * offers). No method: nothing here (the field's own message, or pay again's "the order's method"); an
 * unknown one: 'Selecteer een betaalmethode'.
 */
export function paymentChoiceRule(v: { method?: string | undefined; customer?: z.output<typeof paymentCustomerSchema> | undefined }, ctx: z.RefinementCtx): void {
  if (!v.method) return;
  const method = v.method;
  if (!isPaymentMethod(method)) {
    ctx.addIssue({ code: "custom", path: ["method"], message: C.paymentMethodInvalid });
    return;
  }
  const customer = v.customer ?? NO_PAYMENT_CUSTOMER_INPUT;
  const checks: Record<PaymentCustomerField, [ok: () => boolean, message: string]> = {
    gender: [() => customer.gender === "man" || customer.gender === "vrouw", M.gender],
    // The Worker stores it read with the checkout's country (worker/api/checkout/state.ts); either reading may pass here.
    phone: [() => isPhoneNumber(customer.phone, "NL") || isPhoneNumber(customer.phone, "BE"), M.phone_number],
    dob: [() => parseAdultBirthdate(customer.dob) !== null, M.birthdate],
    terms: [() => customer.terms === true, M.terms],
    installment: [() => acceptsInstallment(method, customer.installment), M.installment],
  };
  for (const field of RULE_SET_FIELDS[PAYMENT_RULE_SET[method]]) {
    const [ok, message] = checks[field];
    if (!ok()) ctx.addIssue({ code: "custom", path: ["customer", field], message });
  }
}

/**
 * Step 2 (Verzend- & betaalmethode), POST /v1/checkout/paymentmethod: the chosen shipping method, the
 * payment method (with issuer for iDEAL when the provider has them) and the method's rule set
 * (paymentChoiceRule). A missing method: 'Selecteer een betaalmethode.' (section 8).
 */
export const paymentFormSchema = z
  .object({
    shipping_method: z.string({ error: C.shippingMethod }).trim().min(1, C.shippingMethod).max(64, C.shippingMethod),
    insurance: checkboxField(),
    /** Bulky goods (docs/decisions/029): the chosen delivery day (ISO date; the server checks it is offered) and take-back. */
    delivery_day: z.string({ error: DELIVERY_MESSAGES.dayInvalid }).trim().max(10, DELIVERY_MESSAGES.dayInvalid).default(""),
    take_back: checkboxField(),
    ...paymentChoiceShape,
  })
  .superRefine(paymentChoiceRule, ALWAYS);
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentForm = z.output<typeof paymentFormSchema>;

/** GET /v1/checkout/vat/validate (spec section 7): country_code and vat_number. */
export const vatValidateSchema = z.object({
  country_code: z.enum(["NL", "BE"], { error: M.country_code }).default("NL"),
  vat_number: z.string({ error: M.vat_number }).trim().min(1, M.vat_number).max(32, M.vat_number),
});

/**
 * POST /v1/checkout/payment-url (step 3 'Bestellen en betalen'): the accepted terms and the shopper's
 * idempotency key (a double click or a retried request makes one order). Everything else comes from the
 * server-side checkout state and cart.
 */
export const paymentUrlSchema = z.object({
  idempotency_key: z.string({ error: "Ongeldige aanvraag" }).regex(/^[A-Za-z0-9_-]{16,64}$/u, "Ongeldige aanvraag"),
  terms: z.literal(true, { error: M.terms }),
});

const idempotencyKeyField = () => z.string({ error: "Ongeldige aanvraag" }).regex(/^[A-Za-z0-9_-]{16,64}$/u, "Ongeldige aanvraag");

/**
 * POST /v1/order/payment-url (pay again, ADR 018): the order number, optionally another method (absent:
 * the order's method) with its iDEAL bank and its customer fields, checked by the same rule sets as step 2.
 */
export const retryPaymentSchema = z
  .object({
    order: z.string({ error: C.orderNotFound }).regex(ORDER_NUMBER, C.orderNotFound),
    method: z.string().trim().optional(),
    issuer: paymentChoiceShape.issuer,
    customer: paymentChoiceShape.customer,
    idempotency_key: idempotencyKeyField(),
  })
  .superRefine(paymentChoiceRule, ALWAYS);
export type RetryPaymentInput = z.input<typeof retryPaymentSchema>;

/** The pay-again form (the order number is the page's): a method is required there, as in step 2. */
export const payAgainChoiceSchema = z.object({ ...paymentChoiceShape, idempotency_key: idempotencyKeyField() }).superRefine(paymentChoiceRule, ALWAYS);

/** The PSP's webhook body (form-encoded `id`): only the payment id, the status is fetched from the PSP. */
export const paymentWebhookSchema = z.object({ id: z.string().regex(/^tr_[A-Za-z0-9]{4,64}$/u) });
