/**
 * The payment methods and their rule sets (spec sections 1, 5 and 9; docs/decisions/017). Pure and shared:
 * the payment forms (step 2, pay again) and the Worker's checks and method list use these.
 */
import type { ShippingCountry } from "./shipping.ts";

/** The payment methods of the shop (Mollie's method ids where they exist). */
export const PAYMENT_METHODS = ["ideal", "bancontact", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(code: string): code is PaymentMethodCode {
  return (PAYMENT_METHODS as readonly string[]).includes(code);
}

/**
 * The methods per delivery country, in the shop's order (docs/decisions/017). NL: iDEAL first, no Bancontact
 * (a Belgian card scheme), in3 (offered to Dutch consumers). BE: Bancontact first, no iDEAL (Dutch banks),
 * no in3.
 */
export const METHODS_BY_COUNTRY: Record<ShippingCountry, readonly PaymentMethodCode[]> = {
  NL: ["ideal", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"],
  BE: ["bancontact", "creditcard", "paypal", "afterpay", "billink", "alma", "banktransfer"],
};

/** PayPal's fixed fee (spec section 9: '0,99'), cents; every other method is free. */
export const PAYPAL_FEE = 99;

/** The payment costs of a method (none chosen: 0), cents incl. VAT. */
export function paymentCosts(method: PaymentMethodCode | null): number {
  return method === "paypal" ? PAYPAL_FEE : 0;
}

/** Alma offers 2, 3 or 4 installments (spec section 5); in3 pays in 3. */
export const ALMA_INSTALLMENTS = [2, 3, 4] as const;
export const IN3_INSTALLMENTS = [3] as const;

/** The installments a method offers (empty: it pays at once). */
export function installmentsOf(code: PaymentMethodCode): number[] {
  if (code === "alma") return [...ALMA_INSTALLMENTS];
  if (code === "in3") return [...IN3_INSTALLMENTS];
  return [];
}

export type PaymentRuleSet = "pay_later" | "in3" | "alma" | "default";

/** Rule set per method (spec section 5): afterpay and billink share one; in3 and alma have their own. */
export const PAYMENT_RULE_SET: Record<PaymentMethodCode, PaymentRuleSet> = {
  ideal: "default",
  bancontact: "default",
  creditcard: "default",
  paypal: "default",
  banktransfer: "default",
  afterpay: "pay_later",
  billink: "pay_later",
  in3: "in3",
  alma: "alma",
};

/** The payment form's customer fields (spec section 3 "Payment form": customer {dob, gender, terms, phone, installment}). */
export type PaymentCustomerField = "gender" | "phone" | "dob" | "terms" | "installment";

/**
 * The fields each rule set asks for, in the order they are checked (spec section 5): pay later: gender,
 * phone, dob (18+), terms accepted; in3: dob (18+), installment, phone; alma: installment, phone; the
 * default set: none. A method's other fields are not kept (a switch of method clears them, spec section 4).
 */
export const RULE_SET_FIELDS: Record<PaymentRuleSet, readonly PaymentCustomerField[]> = {
  pay_later: ["gender", "phone", "dob", "terms"],
  in3: ["dob", "installment", "phone"],
  alma: ["installment", "phone"],
  default: [],
};

/** The installments a method's installment field accepts (in3: 3; alma: 2, 3 or 4; others: none). */
export function acceptsInstallment(code: PaymentMethodCode, installment: number | null): boolean {
  return installment !== null && installmentsOf(code).includes(installment);
}
