/**
 * The checkout forms post flat entries (one input, one name, so they work without JavaScript); the API takes
 * the nested payloads of app/lib/schemas/checkout.ts. These helpers convert between the two and wrap the
 * contract schemas so that their messages land on the flat field names (hydrated validation on touch and
 * the route actions use the same wrapped schema; the API validates the nested payload again).
 */
import { z } from "../../lib/schemas/zod";
import type { FormValues } from "../../lib/account/form";
import { FIELD_MESSAGES } from "../../lib/form/messages";
import { checkboxField } from "../../lib/schemas/account";
import { checkoutCustomerSchema, payAgainChoiceSchema, paymentFormSchema, type CheckoutCustomerInput, type PaymentFormInput } from "../../lib/schemas/checkout";

import { SHIPPING_PREFIX } from "./field-names";

export { SHIPPING_PREFIX };
const ADDRESS_FIELDS = ["first_name", "last_name", "company", "zipcode", "house_number", "extension", "street", "city", "country_code"] as const;

const on = (v: string | undefined) => v === "on" || v === "true" || v === "1";

/** Step 1's flat entries as POST /v1/checkout/customer. An absent box is unchecked (the form always renders it). */
export function toCustomerInput(v: FormValues): CheckoutCustomerInput {
  const same = on(v.sameDeliveryAddress);
  const shipping: Record<string, string> = {};
  for (const f of ADDRESS_FIELDS) shipping[f] = v[`${SHIPPING_PREFIX}${f}`] ?? "";
  return {
    details: {
      type: (v.type as "private" | "company") || "private",
      first_name: v.first_name ?? "",
      last_name: v.last_name ?? "",
      email: v.email ?? "",
      phone_number: v.phone_number ?? "",
      company: v.company ?? "",
      vat_number: v.vat_number ?? "",
      coc_number: v.coc_number ?? "",
    },
    billing_address: {
      first_name: v.first_name ?? "",
      last_name: v.last_name ?? "",
      company: v.type === "company" ? (v.company ?? "") : "",
      zipcode: v.zipcode ?? "",
      house_number: v.house_number ?? "",
      extension: v.extension ?? "",
      street: v.street ?? "",
      city: v.city ?? "",
      country_code: (v.country_code as "NL" | "BE") || "NL",
      sameDeliveryAddress: same,
    },
    shipping_address: same ? null : (shipping as CheckoutCustomerInput["shipping_address"]),
    create_account: on(v.create_account),
    password: on(v.create_account) ? (v.password ?? "") : "",
  } as CheckoutCustomerInput;
}

/** Step 2's flat entries as POST /v1/checkout/paymentmethod: each method has its own fields (`afterpay_dob`). */
export function toPaymentInput(v: FormValues): PaymentFormInput {
  const method = v.method ?? "";
  const own = (f: string) => v[`${method}_${f}`] ?? "";
  return {
    shipping_method: v.shipping_method ?? "",
    insurance: on(v.insurance),
    delivery_day: v.delivery_day ?? "",
    take_back: on(v.take_back),
    method,
    issuer: method === "ideal" ? (v.issuer ?? "") : "",
    customer: { dob: own("dob"), gender: own("gender"), terms: on(own("terms")), phone: own("phone"), installment: own("installment") },
  };
}

/** The flat name of a nested issue path of the customer payload. */
function customerField(path: PropertyKey[]): string {
  const [top, field] = path.map(String);
  if (top === "shipping_address") return `${SHIPPING_PREFIX}${field ?? "zipcode"}`;
  if ((top === "details" || top === "billing_address") && field) return field;
  return top ?? "_form";
}

/** Wraps a nested schema: parses the converted entries and reports every issue on its flat field. */
function flatSchema<S extends z.ZodType>(schema: S, convert: (v: FormValues) => unknown, fieldOf: (path: PropertyKey[], v: FormValues) => string) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    const result = schema.safeParse(convert(values));
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: [fieldOf(issue.path, values)], message: issue.message });
  });
}

/** Step 1 as the form validates it (hydrated) and the route action does before calling the API. */
export const checkoutCustomerFormSchema = flatSchema(checkoutCustomerSchema, toCustomerInput, customerField);

/** A nested payment-form issue on its flat field: the method's own fields are named after the method. */
function paymentField(path: PropertyKey[], v: FormValues): string {
  const [top, field] = path.map(String);
  if (top === "customer" && field) return `${v.method}_${field}`;
  return top ?? "_form";
}

/** Step 2 likewise; the method's own fields are named after the method. */
export const paymentFormFlatSchema = flatSchema(paymentFormSchema, toPaymentInput, paymentField);

/** Pay again's flat entries: step 2's method fields (the same names, the same rule sets) and the page's key. */
export function toPayAgainInput(v: FormValues) {
  const { method, issuer, customer } = toPaymentInput(v);
  return { method, issuer, customer, idempotency_key: v.idempotency_key ?? "" };
}

/** Step 3: the accepted terms (a box) and the page's idempotency key. */
export const payFormSchema = z.object({
  idempotency_key: z.string({ error: "Ongeldige aanvraag" }).regex(/^[A-Za-z0-9_-]{16,64}$/u, "Ongeldige aanvraag"),
  terms: checkboxField().refine((v) => v, FIELD_MESSAGES.terms),
});

/** Pay again: the method (and bank), its fields by the rule sets of step 2, and the page's idempotency key. */
export const payAgainFormSchema = flatSchema(payAgainChoiceSchema, toPayAgainInput, paymentField);
