/** Table tests of every rule and message of the checkout schemas (spec sections 5, 8 and 9). */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { PAYMENT_RULE_SET } from "../../../app/kernel/payment-methods";
import { FIELD_MESSAGES as M } from "../../../app/lib/form/messages";
import { CHECKOUT_MESSAGES as C } from "../../../app/lib/checkout/messages";
import { normalizePhone, normalizeZipcode } from "../../../app/lib/schemas/account";
import {
  checkoutAccountSchema,
  checkoutCustomerSchema,
  checkoutDetailsSchema,
  parseAdultBirthdate,
  PAYMENT_METHODS,
  paymentFormSchema,
  paymentUrlSchema,
  paymentWebhookSchema,
  retryPaymentSchema,
  vatValidateSchema,
} from "../../../app/lib/schemas/checkout";

/** The messages per dotted path of a failed parse ({} when it passes). */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join(".") || "_form";
    out[key] ??= issue.message;
  }
  return out;
}

const dmy = (d: Date) => `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;
const today = new Date();
const yearsAgo = (years: number, dayShift = 0) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayShift));

describe("parseAdultBirthdate: dd-mm-yyyy, a real date, from 1900, 18 or older (spec sections 5 and 9)", () => {
  const now = new Date(Date.UTC(2026, 5, 15, 12)); // 15 June 2026
  it.each([
    ["15-06-2008", "2008-06-15", "the 18th birthday is today"],
    ["14-06-2008", "2008-06-14", "18 since yesterday"],
    ["16-06-2008", null, "18 tomorrow"],
    ["31-12-2008", null, "the birth year is current minus 18 but the birthday is later this year"],
    ["01-01-2009", null, "17"],
    ["01-01-1900", "1900-01-01", "the first year allowed"],
    ["31-12-1899", null, "before 1900"],
    ["31-02-1990", null, "no such date"],
    ["1-2-1990", "1990-02-01", "one-digit day and month"],
    ["15-06-85", "1985-06-15", "a two-digit year is the last century when this one is in the future"],
    ["1990-06-15", null, "ISO is not the form's format"],
    ["15/06/1990", null, "slashes"],
    ["", null, "empty"],
  ] as [string, string | null, string][])("%s -> %s (%s)", (raw, expected) => {
    expect(parseAdultBirthdate(raw, now)).toBe(expected);
  });

  it("a 29 February birthday turns 18 on 1 March in a common year", () => {
    expect(parseAdultBirthdate("29-02-2008", new Date(Date.UTC(2026, 1, 28)))).toBeNull();
    expect(parseAdultBirthdate("29-02-2008", new Date(Date.UTC(2026, 2, 1)))).toBe("2008-02-29");
  });
});

describe("normalizePhone (the spec's phone helper) and the 10-14 digit rule", () => {
  it.each([
    ["06 12345678", "0612345678"],
    ["06-1234-5678", "0612345678"],
    ["+31 6 12345678", "0031612345678"],
    ["612345678", "0612345678"],
    ["0031612345678", "0031612345678"],
    ["", ""],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  const details = (phone_number: string) => ({ type: "private", first_name: "Sanne", last_name: "de Vries", email: "sanne@droomnest.test", phone_number });
  it.each([
    ["0612345678", true, "10 digits"],
    ["061234567", false, "9 digits"],
    ["+316123456789", true, "14 digits once + becomes 00"],
    ["+3161234567890", false, "15 digits once + becomes 00"],
    ["061234567890123", false, "15 digits"],
    ["06 1234 567a", false, "a letter"],
    ["", false, "empty"],
  ])("%s valid: %s (%s)", (phone, valid) => {
    const m = messages(checkoutDetailsSchema, details(phone));
    expect(m.phone_number === undefined).toBe(valid);
    if (!valid) expect(m.phone_number).toBe(M.phone_number);
  });
});

describe("zip codes (spec section 5)", () => {
  it.each([
    ["1234AB", "NL", "1234 AB"],
    ["1234 ab", "NL", "1234 AB"],
    ["9999ZZ", "NL", "9999 ZZ"],
    ["1000SB", "NL", "1000 SB"],
    ["0123AB", "NL", null],
    ["1234SA", "NL", null],
    ["1234SD", "NL", null],
    ["1234SS", "NL", null],
    ["12345", "NL", null],
    ["1234A", "NL", null],
    ["1000", "BE", "1000"],
    ["9999", "BE", "9999"],
    ["0999", "BE", null],
    ["10000", "BE", null],
    ["1000AB", "BE", null],
  ])("%s (%s) -> %s", (raw, country, expected) => {
    expect(normalizeZipcode(raw, country)).toBe(expected);
  });
});

const ADDRESS = { first_name: "Sanne", last_name: "de Vries", zipcode: "3511 AB", house_number: "10", extension: "", street: "Oudegracht", city: "Utrecht", country_code: "NL" };
const DETAILS = { type: "private", first_name: "Sanne", last_name: "de Vries", email: "sanne@droomnest.test", phone_number: "0612345678" };
const COMPANY = { ...DETAILS, type: "company", company: "Slaap BV", vat_number: "NL004495445B01", coc_number: "12345678" };
const customer = (over: { details?: object; billing_address?: object; [k: string]: unknown } = {}) => {
  const { details, billing_address, ...rest } = over;
  return { details: { ...DETAILS, ...details }, billing_address: { ...ADDRESS, ...billing_address }, ...rest };
};

describe("step 1's phone is read with the billing address's country (app/kernel/phone.ts)", () => {
  it.each<[phone: string, country: string, stored: string | null]>([
    ["0471 23 45 67", "BE", "0032471234567"],
    ["0471 23 45 67", "NL", "0471234567"],
    ["02 123 45 67", "BE", "003221234567"],
    ["02 123 45 67", "NL", "003221234567"],
    ["+32 2 123 45 67", "NL", "003221234567"],
    ["061 23 45 67", "BE", "003261234567"],
    ["061 23 45 67", "NL", null],
    ["06 12345678", "BE", "0612345678"],
    ["070 12 34 56", "BE", null],
  ])("%s with a billing address in %s -> %s", (phone, country, stored) => {
    const zipcode = country === "BE" ? "1000" : "3511 AB";
    const r = checkoutCustomerSchema.safeParse(customer({ details: { phone_number: phone }, billing_address: { country_code: country, zipcode } }));
    if (stored === null) {
      expect(r.success).toBe(false);
      expect(messages(checkoutCustomerSchema, customer({ details: { phone_number: phone }, billing_address: { country_code: country, zipcode } }))["details.phone_number"]).toBe(M.phone_number);
    } else {
      expect(r.success && r.data.details.phone_number).toBe(stored);
    }
  });
});

describe("checkoutCustomerSchema (step 1): every field's rule and message", () => {
  it("a complete private customer passes; sameDeliveryAddress defaults to on; create_account to off", () => {
    const r = checkoutCustomerSchema.parse(customer());
    expect(r.billing_address.sameDeliveryAddress).toBe(true);
    expect(r.create_account).toBe(false);
    expect(r.details.phone_number).toBe("0612345678");
  });

  it.each([
    ["first name empty", { details: { first_name: "" } }, "details.first_name", M.firstname],
    ["first name with < and >", { details: { first_name: "Sanne<>" } }, "details.first_name", M.firstname],
    ["first name of 256", { details: { first_name: "a".repeat(256) } }, "details.first_name", M.tooLong],
    ["last name empty", { details: { last_name: " " } }, "details.last_name", M.lastname],
    ["e-mail without @", { details: { email: "sanne.droomnest.test" } }, "details.email", M.email],
    ["e-mail missing", { details: { email: undefined } }, "details.email", M.email],
    ["type unknown", { details: { type: "overheid" } }, "details.type", M.type],
    ["company: no company name", { details: { ...COMPANY, company: "" } }, "details.company", M.company],
    ["company: VAT number of the wrong form", { details: { ...COMPANY, vat_number: "NL12345" } }, "details.vat_number", M.vat_number],
    ["company: KVK of 7 digits", { details: { ...COMPANY, coc_number: "1234567" } }, "details.coc_number", M.coc_number],
    ["zip code", { billing_address: { zipcode: "1234 SS" } }, "billing_address.zipcode", M.zipcode],
    ["zip code empty", { billing_address: { zipcode: "" } }, "billing_address.zipcode", M.zipcode],
    ["house number empty", { billing_address: { house_number: "" } }, "billing_address.house_number", M.house_number],
    ["house number with letters", { billing_address: { house_number: "tien" } }, "billing_address.house_number", M.house_number],
    ["extension of 16", { billing_address: { extension: "x".repeat(16) } }, "billing_address.extension", M.extension],
    ["street empty", { billing_address: { street: "" } }, "billing_address.street", M.street],
    ["street of 256", { billing_address: { street: "s".repeat(256) } }, "billing_address.street", M.tooLong],
    ["city empty", { billing_address: { city: "" } }, "billing_address.city", M.city],
    ["city of 256", { billing_address: { city: "c".repeat(256) } }, "billing_address.city", M.tooLong],
    ["country DE", { billing_address: { country_code: "DE" } }, "billing_address.country_code", M.country_code],
    ["separate delivery address missing", { billing_address: { sameDeliveryAddress: false } }, "shipping_address.zipcode", M.zipcode],
    ["separate delivery address with a bad zip code", { billing_address: { sameDeliveryAddress: "0" }, shipping_address: { ...ADDRESS, zipcode: "0000 AA" } }, "shipping_address.zipcode", M.zipcode],
    ["account without a password", { create_account: true }, "password", M.password],
    ["account with a weak password", { create_account: "on", password: "slaaplekker" }, "password", M.passwordStrength],
  ])("%s -> %s: %s", (_name, over, path, message) => {
    expect(messages(checkoutCustomerSchema, customer(over))[path]).toBe(message);
  });

  it.each([
    ["names and streets of exactly 255", { details: { first_name: "a".repeat(255) }, billing_address: { street: "s".repeat(255), city: "c".repeat(255) } }],
    ["an extension of exactly 15", { billing_address: { extension: "x".repeat(15) } }],
    ["a BE address", { billing_address: { zipcode: "1000", country_code: "BE" } }],
    ["accented names with hyphen and apostrophe", { details: { first_name: "Zoë-Anne", last_name: "van 't Hof" } }],
    ["a company with a BE number and KBO number", { details: { ...COMPANY, vat_number: "BE 0123.456.749", coc_number: "0123456749" } }],
    ["an account with a strong password", { create_account: true, password: "Slaap!Lekker8" }],
    ["the delivery address off with one given", { billing_address: { sameDeliveryAddress: false }, shipping_address: { ...ADDRESS, zipcode: "1000", country_code: "BE" } }],
  ])("passes: %s", (_name, over) => {
    expect(messages(checkoutCustomerSchema, customer(over))).toEqual({});
  });

  it("normalises the company's VAT and KVK numbers and the zip code", () => {
    const r = checkoutCustomerSchema.parse(customer({ details: { ...COMPANY, vat_number: "nl 0044.95445.b01", coc_number: "1234 5678" }, billing_address: { zipcode: "3511ab" } }));
    expect(r.details).toMatchObject({ vat_number: "NL004495445B01", coc_number: "12345678" });
    expect(r.billing_address.zipcode).toBe("3511 AB");
  });

  it("checkoutAccountSchema: the register password rule", () => {
    expect(messages(checkoutAccountSchema, { password: "" })).toEqual({ password: M.password });
    expect(messages(checkoutAccountSchema, { password: "Slaaplekker8" })).toEqual({ password: M.passwordStrength });
    expect(messages(checkoutAccountSchema, { password: "Slaap!Lekker8" })).toEqual({});
  });
});

const adultDob = dmy(yearsAgo(30));
const form = (method: string, customer: Record<string, unknown> = {}, more: Record<string, unknown> = {}) => ({ shipping_method: "standard", method, customer, ...more });
const PAY_LATER = { gender: "man", phone: "0612345678", dob: adultDob, terms: true };

describe("paymentFormSchema (step 2): the payment rule sets (spec section 5)", () => {
  it("the rule set of each method", () => {
    expect(PAYMENT_METHODS.map((m) => [m, PAYMENT_RULE_SET[m]])).toEqual([
      ["ideal", "default"],
      ["bancontact", "default"],
      ["creditcard", "default"],
      ["paypal", "default"],
      ["afterpay", "pay_later"],
      ["billink", "pay_later"],
      ["in3", "in3"],
      ["alma", "alma"],
      ["banktransfer", "default"],
    ]);
  });

  it.each(["ideal", "bancontact", "creditcard", "paypal", "banktransfer"])("%s needs nothing more", (method) => {
    expect(messages(paymentFormSchema, form(method))).toEqual({});
  });

  it.each([
    ["no method (section 8)", { shipping_method: "standard" }, "method", C.paymentMethodMissing],
    ["an empty method (section 8)", form(""), "method", C.paymentMethodMissing],
    ["an unknown method (section 5)", form("sofort"), "method", C.paymentMethodInvalid],
    ["no shipping method", { method: "ideal" }, "shipping_method", C.shippingMethod],
    ["an issuer longer than 64", form("ideal", {}, { issuer: "x".repeat(65) }), "issuer", C.issuer],
    ["afterpay: gender missing", form("afterpay", { ...PAY_LATER, gender: "" }), "customer.gender", M.gender],
    ["afterpay: gender other than man/vrouw", form("afterpay", { ...PAY_LATER, gender: "anders" }), "customer.gender", M.gender],
    ["afterpay: phone too short", form("afterpay", { ...PAY_LATER, phone: "06123" }), "customer.phone", M.phone_number],
    ["afterpay: dob missing", form("afterpay", { ...PAY_LATER, dob: "" }), "customer.dob", M.birthdate],
    ["afterpay: 18 tomorrow", form("afterpay", { ...PAY_LATER, dob: dmy(yearsAgo(18, 1)) }), "customer.dob", M.birthdate],
    ["afterpay: terms not accepted", form("afterpay", { ...PAY_LATER, terms: false }), "customer.terms", M.terms],
    ["billink: terms missing", form("billink", { ...PAY_LATER, terms: undefined }), "customer.terms", M.terms],
    ["billink: no customer fields at all", form("billink", undefined), "customer.gender", M.gender],
    ["in3: dob missing", form("in3", { installment: 3, phone: "0612345678" }), "customer.dob", M.birthdate],
    ["in3: 2 installments", form("in3", { dob: adultDob, installment: 2, phone: "0612345678" }), "customer.installment", M.installment],
    ["in3: installment missing", form("in3", { dob: adultDob, phone: "0612345678" }), "customer.installment", M.installment],
    ["in3: phone missing", form("in3", { dob: adultDob, installment: 3 }), "customer.phone", M.phone_number],
    ["alma: 1 installment", form("alma", { installment: 1, phone: "0612345678" }), "customer.installment", M.installment],
    ["alma: 5 installments", form("alma", { installment: "5", phone: "0612345678" }), "customer.installment", M.installment],
    ["alma: phone missing", form("alma", { installment: 3 }), "customer.phone", M.phone_number],
  ])("%s -> %s: %s", (_name, value, path, message) => {
    expect(messages(paymentFormSchema, value)[path]).toBe(message);
  });

  it.each([
    ["afterpay, 18 today", form("afterpay", { ...PAY_LATER, dob: dmy(yearsAgo(18)) })],
    ["billink with terms as a form sends them", form("billink", { ...PAY_LATER, gender: "vrouw", terms: "on" })],
    ["in3 with 3 installments", form("in3", { dob: adultDob, installment: "3", phone: "+31612345678" })],
    ["alma with 2", form("alma", { installment: 2, phone: "0612345678" })],
    ["alma with 4", form("alma", { installment: "4", phone: "0612345678" })],
    ["iDEAL with an issuer", form("ideal", {}, { issuer: "ideal_INGBNL2A" })],
    ["insurance as a checkbox", form("ideal", {}, { insurance: "on" })],
  ])("passes: %s", (_name, value) => {
    expect(messages(paymentFormSchema, value)).toEqual({});
  });

  it("in3 needs neither gender nor terms; alma needs no birthdate", () => {
    expect(messages(paymentFormSchema, form("in3", { dob: adultDob, installment: 3, phone: "0612345678" }))).toEqual({});
    expect(messages(paymentFormSchema, form("alma", { installment: 3, phone: "0612345678" }))).toEqual({});
  });
});

describe("the other checkout payloads", () => {
  it.each([
    [{ vat_number: "NL004495445B01" }, {}],
    [{ country_code: "BE", vat_number: "0123456749" }, {}],
    [{ country_code: "DE", vat_number: "NL004495445B01" }, { country_code: M.country_code }],
    [{ country_code: "NL", vat_number: "" }, { vat_number: M.vat_number }],
    [{ country_code: "NL", vat_number: "N".repeat(33) }, { vat_number: M.vat_number }],
  ])("vatValidateSchema %o -> %o", (value, expected) => {
    expect(messages(vatValidateSchema, value)).toEqual(expected);
  });

  it("vatValidateSchema: the billing country defaults to NL", () => {
    expect(vatValidateSchema.parse({ vat_number: "004495445B01" }).country_code).toBe("NL");
  });

  it.each([
    [{ idempotency_key: "a".repeat(16), terms: true }, {}],
    [{ idempotency_key: "a".repeat(64), terms: true }, {}],
    [{ idempotency_key: "a".repeat(15), terms: true }, { idempotency_key: "Ongeldige aanvraag" }],
    [{ idempotency_key: "a".repeat(65), terms: true }, { idempotency_key: "Ongeldige aanvraag" }],
    [{ idempotency_key: "a b".repeat(8), terms: true }, { idempotency_key: "Ongeldige aanvraag" }],
    [{ idempotency_key: "a".repeat(16), terms: false }, { terms: M.terms }],
    [{ idempotency_key: "a".repeat(16) }, { terms: M.terms }],
  ])("paymentUrlSchema %o -> %o", (value, expected) => {
    expect(messages(paymentUrlSchema, value)).toEqual(expected);
  });

  it.each([
    [{ order: "KJD1234567", idempotency_key: "k".repeat(20) }, {}],
    [{ order: "KJD123456", idempotency_key: "k".repeat(20) }, { order: C.orderNotFound }],
    [{ order: "kjd1234567", idempotency_key: "k".repeat(20) }, { order: C.orderNotFound }],
    [{ order: "KJD12345678", idempotency_key: "k".repeat(20) }, { order: C.orderNotFound }],
  ])("retryPaymentSchema %o -> %o", (value, expected) => {
    expect(messages(retryPaymentSchema, value)).toEqual(expected);
  });

  it.each([
    ["tr_abcd", true],
    ["tr_WDqYK6vllg", true],
    ["tr_abc", false],
    ["pay_abcd", false],
    ["tr_abc-def", false],
  ])("paymentWebhookSchema id %s valid: %s", (id, valid) => {
    expect(paymentWebhookSchema.safeParse({ id }).success).toBe(valid);
  });
});
