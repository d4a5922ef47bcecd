/**
 * The payment method list of a delivery country as GET /v1/checkout/paymentmethod answers it (spec
 * section 7). Pure: no I/O. The methods per country, their costs, rule sets and installments are the
 * kernel's (app/kernel/payment-methods.ts); the provider's own list (paymentAdapter(env).methods(country))
 * narrows it and brings the iDEAL issuers.
 */
import { installmentsOf, METHODS_BY_COUNTRY, PAYMENT_RULE_SET, paymentCosts, type PaymentMethodCode } from "../../../app/kernel/payment-methods";
import type { ShippingCountry } from "../../../app/kernel/shipping";
import type { PaymentMethod } from "../../../app/lib/api/types/checkout";
import { PAYMENT_METHOD_TITLES } from "../../../app/lib/checkout/constants";

/** The provider's ids where they differ from ours (Mollie calls afterpay "riverty"; see MOLLIE_METHODS). Titles: PAYMENT_METHOD_TITLES. */
const PROVIDER_IDS: Partial<Record<PaymentMethodCode, string>> = { afterpay: "riverty" };

export interface OfferedMethod {
  code: PaymentMethodCode;
  issuers: { id: string; name: string }[];
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
