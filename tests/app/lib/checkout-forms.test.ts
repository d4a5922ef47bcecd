import { describe, expect, it } from "vitest";
import { maskBirthdate } from "../../../app/components/checkout/birthdate-mask";
import { estimateTotals } from "../../../app/components/checkout/costs-estimate";
import { payAgainTotals } from "../../../app/kernel/pay-again";
import { checkoutCustomerFormSchema, payAgainFormSchema, paymentFormFlatSchema, payFormSchema, toCustomerInput, toPayAgainInput, toPaymentInput } from "../../../app/components/checkout/form-values";
import { statusPath } from "../../../app/components/checkout/order-status";
import { orderNumberOf as orderNumber } from "../../../app/kernel/patterns";
import { ApiError } from "../../../app/lib/api/client";
import type { CheckoutState } from "../../../app/lib/api/types/checkout";
import { flattenApiFields, newIdempotencyKey, stepRedirect } from "../../../app/lib/checkout/action.server";
import { FIELD_MESSAGES } from "../../../app/lib/form/messages";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import { paymentUrlSchema } from "../../../app/lib/schemas/checkout";

/**
 * The checkout screens' helpers: the flat form entries over the contract's nested schemas (the messages land
 * on the fields the shopper sees), the birthdate mask, the step guard, the cost estimate of step 2.
 */
const step1 = {
  type: "private",
  first_name: "Sanne",
  last_name: "de Vries",
  email: "sanne@droomnest.test",
  phone_number: "06-12345678",
  country_code: "NL",
  zipcode: "3511 ab",
  house_number: "12",
  extension: "",
  street: "Oudegracht",
  city: "Utrecht",
  sameDeliveryAddress: "on",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("step 1: flat entries as POST /v1/checkout/customer", () => {
  it("nests details and the billing address; the same delivery address sends none", () => {
    const input = toCustomerInput(step1);
    expect(input.details).toMatchObject({ type: "private", first_name: "Sanne", email: "sanne@droomnest.test" });
    expect(input.billing_address).toMatchObject({ first_name: "Sanne", zipcode: "3511 ab", city: "Utrecht", sameDeliveryAddress: true });
    expect(input.shipping_address).toBeNull();
    expect(input.create_account).toBe(false);
    expect(checkoutCustomerFormSchema.safeParse(step1).success).toBe(true);
  });

  it("an unchecked 'Afleveradres is hetzelfde' (absent) sends the delivery address, whose messages land on its own fields", () => {
    const { sameDeliveryAddress: _, ...without } = step1;
    const input = toCustomerInput({ ...without, shipping_first_name: "Piet", shipping_zipcode: "0123 AB" });
    expect(input.billing_address?.sameDeliveryAddress).toBe(false);
    expect(input.shipping_address).toMatchObject({ first_name: "Piet", zipcode: "0123 AB" });
    const errors = errorsOf(checkoutCustomerFormSchema.safeParse({ ...without, shipping_first_name: "Piet", shipping_zipcode: "0123 AB" }));
    expect(errors.shipping_zipcode).toBe(FIELD_MESSAGES.zipcode);
    expect(errors.shipping_last_name).toBeDefined();
    expect(errors.zipcode).toBeUndefined();
  });

  it("reports the details' and billing address's messages on their flat names", () => {
    const errors = errorsOf(checkoutCustomerFormSchema.safeParse({ ...step1, email: "geen-adres", zipcode: "0123 AB" }));
    expect(errors.email).toBe(FIELD_MESSAGES.email);
    expect(errors.zipcode).toBe(FIELD_MESSAGES.zipcode);
  });

  it("a company needs its fields; a private customer's company name stays off the billing address", () => {
    const errors = errorsOf(checkoutCustomerFormSchema.safeParse({ ...step1, type: "company" }));
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["company"]));
    expect(toCustomerInput({ ...step1, company: "Oud BV" }).billing_address?.company).toBe("");
  });

  it("'Maak een account aan' asks for a strong password; without it the password is not sent", () => {
    expect(errorsOf(checkoutCustomerFormSchema.safeParse({ ...step1, create_account: "on", password: "kort" })).password).toBeDefined();
    expect(checkoutCustomerFormSchema.safeParse({ ...step1, create_account: "on", password: "Slaap!Lekker8" }).success).toBe(true);
    expect(toCustomerInput({ ...step1, password: "Slaap!Lekker8" }).password).toBe("");
  });
});

describe("step 2: flat entries as POST /v1/checkout/paymentmethod", () => {
  const base = { shipping_method: "standard", method: "afterpay" };
  it("takes only the chosen method's own fields", () => {
    const input = toPaymentInput({ ...base, insurance: "on", afterpay_dob: "01-01-1980", afterpay_gender: "man", afterpay_terms: "on", afterpay_phone: "0612345678", billink_dob: "02-02-1970", issuer: "ideal_ABNANL2A" });
    expect(input).toEqual({
      shipping_method: "standard",
      insurance: true,
      delivery_day: "",
      take_back: false,
      method: "afterpay",
      issuer: "",
      customer: { dob: "01-01-1980", gender: "man", terms: true, phone: "0612345678", installment: "" },
    });
  });

  it("carries the delivery day and the old-mattress take-back of bulky goods (docs/decisions/029)", () => {
    const input = toPaymentInput({ ...base, method: "ideal", delivery_day: "2026-12-01", take_back: "on" });
    expect(input).toMatchObject({ delivery_day: "2026-12-01", take_back: true });
  });

  it("a missing method says 'Selecteer een betaalmethode.'; the rule set's messages land on the method's fields", () => {
    expect(errorsOf(paymentFormFlatSchema.safeParse({ shipping_method: "standard" })).method).toBe(CHECKOUT_MESSAGES.paymentMethodMissing);
    const errors = errorsOf(paymentFormFlatSchema.safeParse({ ...base, afterpay_gender: "man", afterpay_dob: "01-01-1980", afterpay_phone: "0612345678" }));
    expect(errors).toEqual({ afterpay_terms: FIELD_MESSAGES.terms });
    expect(paymentFormFlatSchema.safeParse({ shipping_method: "standard", method: "ideal", issuer: "" }).success).toBe(true);
  });

  it("alma needs 2, 3 or 4 installments", () => {
    expect(errorsOf(paymentFormFlatSchema.safeParse({ shipping_method: "standard", method: "alma", alma_installment: "5", alma_phone: "0612345678" })).alma_installment).toBe(FIELD_MESSAGES.installment);
    expect(paymentFormFlatSchema.safeParse({ shipping_method: "standard", method: "alma", alma_installment: "3", alma_phone: "0612345678" }).success).toBe(true);
  });
});

describe("pay again: step 2's method fields and rule sets, the page's key", () => {
  const key = "k".repeat(32);
  it("Riverty without its terms: the message on the method's own box; with them the form is valid", () => {
    const riverty = { idempotency_key: key, method: "afterpay", afterpay_gender: "vrouw", afterpay_dob: "21-04-1985", afterpay_phone: "06 12345678" };
    expect(errorsOf(payAgainFormSchema.safeParse(riverty))).toEqual({ afterpay_terms: FIELD_MESSAGES.terms });
    expect(payAgainFormSchema.safeParse({ ...riverty, afterpay_terms: "on" }).success).toBe(true);
  });

  it("no method: 'Selecteer een betaalmethode.'; in3 and alma need their installments; another method's fields are ignored", () => {
    expect(errorsOf(payAgainFormSchema.safeParse({ idempotency_key: key })).method).toBe(CHECKOUT_MESSAGES.paymentMethodMissing);
    expect(errorsOf(payAgainFormSchema.safeParse({ idempotency_key: key, method: "in3", in3_dob: "01-01-1980", in3_phone: "0612345678" })).in3_installment).toBe(FIELD_MESSAGES.installment);
    expect(payAgainFormSchema.safeParse({ idempotency_key: key, method: "ideal", afterpay_dob: "x" }).success).toBe(true);
  });

  it("the posted entries become the API's payload: only the chosen method's fields", () => {
    expect(toPayAgainInput({ idempotency_key: key, method: "alma", alma_installment: "3", alma_phone: "0612345678", afterpay_dob: "01-01-1980" })).toEqual({
      method: "alma",
      issuer: "",
      customer: { dob: "", gender: "", terms: false, phone: "0612345678", installment: "3" },
      idempotency_key: key,
    });
  });

  it("the total with another method's payment costs (excl. VAT for reverse charge)", () => {
    expect(payAgainTotals({ grand_total: 10099, payment_costs: 99, reverse_charge: false }, 0)).toEqual({ paymentCosts: 0, grandTotal: 10000 });
    expect(payAgainTotals({ grand_total: 10000, payment_costs: 0, reverse_charge: false }, 99)).toEqual({ paymentCosts: 99, grandTotal: 10099 });
    expect(payAgainTotals({ grand_total: 8264, payment_costs: 0, reverse_charge: true }, 99)).toEqual({ paymentCosts: 82, grandTotal: 8346 });
  });
});

describe("step 3", () => {
  it("the order button needs the terms box and a key the API accepts", () => {
    const key = newIdempotencyKey();
    expect(paymentUrlSchema.safeParse({ idempotency_key: key, terms: true }).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(errorsOf(payFormSchema.safeParse({ idempotency_key: key }))).toEqual({ terms: FIELD_MESSAGES.terms });
    expect(payFormSchema.safeParse({ idempotency_key: key, terms: "on" }).success).toBe(true);
  });
});

describe("maskBirthdate (dd-mm-jjjj with auto-correction)", () => {
  it.each([
    ["1", "1"],
    ["12", "12-"],
    ["4", "04-"],
    ["1203", "12-03-"],
    ["12031990", "12-03-1990"],
    ["120319901", "12-03-1990"],
    ["431980", "04-03-1980"],
    ["1-2-1990", "01-02-1990"],
    ["3913", "31-12-"],
    ["0000", "01-01-"],
    ["ab12", "12-"],
  ])("%s -> %s", (raw, masked) => {
    expect(maskBirthdate(raw)).toBe(masked);
  });

  it("adds no dash while deleting", () => {
    expect(maskBirthdate("12", true)).toBe("12");
    expect(maskBirthdate("12-03", true)).toBe("12-03");
  });
});

const state = (completed: 0 | 1 | 2, quantity = 1) => ({ completed_step: completed, cart: { totals: { total_quantity: quantity } } }) as unknown as CheckoutState;

describe("stepRedirect", () => {
  it("sends a step whose earlier step is not done back to it, and an empty cart to the cart", () => {
    expect(stepRedirect(state(0), 1)).toBeNull();
    expect(stepRedirect(state(0), 2)).toBe("/checkout/address-details/");
    expect(stepRedirect(state(1), 3)).toBe("/checkout/payment-methods/");
    expect(stepRedirect(state(2), 3)).toBeNull();
    expect(stepRedirect(state(2), 1)).toBeNull();
    expect(stepRedirect(state(2, 0), 3)).toBe("/cart/");
  });
});

describe("flattenApiFields", () => {
  it("puts the API's field messages on the form's names and drops the ones it cannot place", () => {
    const err = new ApiError(422, "invalid", "Vul een geldig BTW-nummer in", { vat_number: "Vul een geldig BTW-nummer in", details: "x" });
    const out = flattenApiFields(err, (k) => (k === "details" ? null : k)) as ApiError;
    expect(out).toBeInstanceOf(ApiError);
    expect(out.fields).toEqual({ vat_number: "Vul een geldig BTW-nummer in" });
    expect(out.status).toBe(422);
    const other = new Error("boom");
    expect(flattenApiFields(other, (k) => k)).toBe(other);
  });
});

describe("order status helpers", () => {
  it("reads an order number and sends each status where it belongs", () => {
    expect(orderNumber("kjd1234567")).toBe("KJD1234567");
    expect(orderNumber("KJD123")).toBeNull();
    expect(orderNumber("../KJD1234567")).toBeNull();
    expect(statusPath({ order: "KJD1234567", next: "thankyou" })).toBe("/checkout/thankyou?order=KJD1234567");
    expect(statusPath({ order: "KJD1234567", next: "wait" })).toBe("/checkout/pending/?order=KJD1234567");
    expect(statusPath({ order: "KJD1234567", next: "retry" })).toBe("/checkout/betalen/KJD1234567/");
  });
});

describe("estimateTotals (step 2's costs while choosing)", () => {
  const checkout = {
    cart: { totals: { sub_total: 2000, discount_total: 0, shipping_costs: 495 } },
    totals: { reverse_charge: false },
    shippingMethods: [{ code: "standard", title: "Standaard bezorging", description: "", price: 495 }],
  } as unknown as CheckoutState;
  it("adds the PayPal fee and the insurance", () => {
    const t = estimateTotals(checkout, { shippingMethod: "standard", insurance: true, paymentCosts: 99 });
    expect(t).toMatchObject({ shipping_costs: 495, insurance_costs: 1000, payment_costs: 99, grand_total: 3594, reverse_charge: false });
    expect(t.vat_included).toBe(3594 - Math.round((3594 * 100) / 121));
  });
  it("shows amounts without VAT for a reverse-charged order", () => {
    const t = estimateTotals({ ...checkout, totals: { ...checkout.totals, reverse_charge: true } }, { shippingMethod: "standard", insurance: false, paymentCosts: 0 });
    expect(t.vat_included).toBe(0);
    expect(t.grand_total).toBe(Math.round(2000 / 1.21) + Math.round(495 / 1.21));
  });
});
