/**
 * The payment methods per delivery country (GET /v1/checkout/paymentmethod, issue 9 1.4). Pure: no I/O.
 * NL: iDEAL first, no Bancontact (a Belgian card scheme), in3 (offered to Dutch consumers only).
 * BE (foreignPaymentMethods): Bancontact first, no iDEAL (Dutch banks) and no in3.
 * The provider's own list (paymentAdapter(env).methods(country)) narrows it and brings the iDEAL issuers.
 */
import type { PaymentMethod } from "../../../app/lib/api/types/checkout";
import { ALMA_INSTALLMENTS, IN3_INSTALLMENTS, PAYMENT_METHOD_TITLES } from "../../../app/lib/checkout/constants";
import { PAYMENT_RULE_SET, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import { paymentCosts } from "./totals";

export type ShippingCountry = "NL" | "BE";

export const METHODS_BY_COUNTRY: Record<ShippingCountry, readonly PaymentMethodCode[]> = {
  NL: ["ideal", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"],
  BE: ["bancontact", "creditcard", "paypal", "afterpay", "billink", "alma", "banktransfer"],
};

/** The provider's ids where they differ from ours (Mollie calls afterpay "riverty"; see MOLLIE_METHODS). Titles: PAYMENT_METHOD_TITLES. */
const PROVIDER_IDS: Partial<Record<PaymentMethodCode, string>> = { afterpay: "riverty" };

export interface OfferedMethod {
  code: PaymentMethodCode;
  issuers: { id: string; name: string }[];
}

export function installmentsOf(code: PaymentMethodCode): number[] {
  if (code === "alma") return [...ALMA_INSTALLMENTS];
  if (code === "in3") return [...IN3_INSTALLMENTS];
  return [];
}

/**
 * The methods of a country in the shop's order. offered: what the provider offers (null when it could not
 * be asked: then every method of the country, without issuers).
 */
export function paymentMethodList(country: ShippingCountry, offered: readonly OfferedMethod[] | null): PaymentMethod[] {
  return METHODS_BY_COUNTRY[country].flatMap((code) => {
    const fromProvider = offered ? offered.find((m) => m.code === code) : undefined;
    if (offered && !fromProvider) return [];
    return [
      {
        code,
        id: PROVIDER_IDS[code] ?? code,
        title: PAYMENT_METHOD_TITLES[code],
        issuers: fromProvider?.issuers.map((i) => ({ id: i.id, name: i.name })) ?? [],
        price_incl: paymentCosts(code),
        rule_set: PAYMENT_RULE_SET[code],
        installments: installmentsOf(code),
      },
    ];
  });
}
