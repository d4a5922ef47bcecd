/** Table test of the payment-method rules (app/kernel/payment-methods.ts; spec sections 5 and 9, docs/decisions/017). */
import { describe, expect, it } from "vitest";
import {
  acceptsInstallment,
  installmentsOf,
  isPaymentMethod,
  METHODS_BY_COUNTRY,
  PAYMENT_METHODS,
  PAYMENT_RULE_SET,
  paymentCosts,
  RULE_SET_FIELDS,
  type PaymentMethodCode,
} from "../../../app/kernel/payment-methods";

describe("the methods per delivery country", () => {
  it.each([
    ["NL", ["ideal", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"]],
    ["BE", ["bancontact", "creditcard", "paypal", "afterpay", "billink", "alma", "banktransfer"]],
  ] as const)("%s in the shop's order", (country, methods) => {
    expect(METHODS_BY_COUNTRY[country]).toEqual(methods);
  });

  it.each([
    ["ideal", true, false],
    ["bancontact", false, true],
    ["in3", true, false],
    ["alma", true, true],
    ["paypal", true, true],
  ] as const)("%s: NL %s, BE %s", (method, nl, be) => {
    expect(METHODS_BY_COUNTRY.NL.includes(method)).toBe(nl);
    expect(METHODS_BY_COUNTRY.BE.includes(method)).toBe(be);
  });
});

describe("each method's costs, rule set, fields and installments", () => {
  it.each<[PaymentMethodCode, number, string, string[], number[]]>([
    ["ideal", 0, "default", [], []],
    ["bancontact", 0, "default", [], []],
    ["creditcard", 0, "default", [], []],
    ["paypal", 99, "default", [], []],
    ["afterpay", 0, "pay_later", ["gender", "phone", "dob", "terms"], []],
    ["billink", 0, "pay_later", ["gender", "phone", "dob", "terms"], []],
    ["in3", 0, "in3", ["dob", "installment", "phone"], [3]],
    ["alma", 0, "alma", ["installment", "phone"], [2, 3, 4]],
    ["banktransfer", 0, "default", [], []],
  ])("%s: costs %i, rule set %s, fields %j, installments %j", (method, costs, set, fields, installments) => {
    expect(paymentCosts(method)).toBe(costs);
    expect(PAYMENT_RULE_SET[method]).toBe(set);
    expect(RULE_SET_FIELDS[PAYMENT_RULE_SET[method]]).toEqual(fields);
    expect(installmentsOf(method)).toEqual(installments);
  });

  it("every method is in the table above; no method chosen costs nothing", () => {
    expect(PAYMENT_METHODS).toHaveLength(9);
    expect(paymentCosts(null)).toBe(0);
  });

  it.each<[PaymentMethodCode, number | null, boolean]>([
    ["in3", 3, true],
    ["in3", 2, false],
    ["alma", 2, true],
    ["alma", 4, true],
    ["alma", 5, false],
    ["alma", null, false],
    ["ideal", 3, false],
  ])("%s accepts %s installments: %s", (method, installment, accepted) => {
    expect(acceptsInstallment(method, installment)).toBe(accepted);
  });

  it.each([
    ["ideal", true],
    ["riverty", false],
    ["klarna", false],
    ["", false],
  ])("%j is a method of the shop: %s", (code, known) => {
    expect(isPaymentMethod(code)).toBe(known);
  });
});
