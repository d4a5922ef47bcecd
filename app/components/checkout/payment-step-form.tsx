import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AccountFormState } from "../../lib/account/form";
import type { CheckoutState, PaymentMethod } from "../../lib/api/types/checkout";
import { SHIPPING_INSURANCE } from "../../lib/checkout/constants";
import { formatEuro } from "../../lib/format";
import { AccountForm, Checkbox, controlAria, FieldError, Fieldset, RadioGroup, SubmitButton, useAccountForm, useHydrated } from "../form";
import { CheckoutCosts } from "./costs";
import { DeliveryChoice } from "./delivery-choice";
import { estimateTotals } from "./costs-estimate";
import { checkoutSchemas } from "./lazy-schemas";
import { MethodFields } from "./method-fields";

/** The methods for the shopper's country: a Belgian delivery gets foreignPaymentMethods (Bancontact first). */
export function methodsFor(checkout: CheckoutState): PaymentMethod[] {
  const country = checkout.shipping_address?.country_code ?? checkout.billing_address?.country_code ?? "NL";
  const list = country === "BE" ? checkout.foreignPaymentMethods : checkout.paymentMethods;
  return list.length > 0 ? list : checkout.paymentMethods;
}

/**
 * 'Kies je betaalmethode': a collapsible section (open by default, opened again when it has an error) with
 * one radio per method; the chosen method's own fields show under it. Hydrated, only the chosen method's
 * fields exist, so switching method clears dob, terms and installment and resets the phone (spec section 4);
 * without JavaScript every method's fields are in the page and the CSS shows the checked one's.
 */
export function MethodChoice({ methods, method, phone, issuer }: { methods: PaymentMethod[]; method: string; phone: string; issuer: string }) {
  const form = useAccountForm();
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const error = form.error("method");
  const methodError = methods.some((m) => ["dob", "gender", "phone", "terms", "installment"].some((f) => form.error(`${m.code}_${f}`)));
  useEffect(() => {
    if ((error || methodError) && details.current) details.current.open = true;
  }, [error, methodError]);
  const checked = form.initial("method", method);
  return (
    <details className="checkout-methods" open ref={details}>
      <summary>
        <h2>Kies je betaalmethode</h2>
      </summary>
      <Fieldset legend="Betaalmethode" legendClassName="visually-hidden" className="checkout-methods__list" data-field="method">
        {methods.map((m) => {
          const id = form.fieldId(`method-${m.code}`);
          const priceId = `${id}-kosten`;
          return (
            <div key={m.code} className="checkout-method">
              <input
                type="radio"
                id={id}
                name="method"
                value={m.code}
                defaultChecked={checked === m.code}
                {...controlAria(error, form.errorId("method"), m.price_incl > 0 && priceId)}
              />
              <label htmlFor={id}>{m.title}</label>
              {m.price_incl > 0 ? (
                <span id={priceId} className="checkout-method__price">
                  + {formatEuro(m.price_incl)} betaalkosten
                </span>
              ) : null}
              {!hydrated || method === m.code ? (
                <div className="checkout-method__fields">
                  <MethodFields key={m.code} method={m} phone={phone} issuer={issuer} />
                </div>
              ) : null}
            </div>
          );
        })}
        <FieldError name="method" role="alert" />
      </Fieldset>
    </details>
  );
}

/**
 * Step 2 (Verzend- & betaalmethode): Verzendmethode, Verzekerde verzending, for bulky goods the delivery day and
 * the old-mattress take-back (docs/decisions/029), the method and its fields, the costs.
 */
export function PaymentStepForm({ checkout, state }: { checkout: CheckoutState; state?: AccountFormState | null }) {
  const methods = methodsFor(checkout);
  const posted = state?.values;
  const [method, setMethod] = useState(posted ? (posted.method ?? "") : (checkout.payment?.method ?? ""));
  const [shipping, setShipping] = useState(posted?.shipping_method ?? checkout.shipping_method ?? checkout.shippingMethods[0]?.code ?? "");
  const [insurance, setInsurance] = useState(posted ? posted.insurance === "on" : (checkout.payment?.insurance ?? false));
  const [takeBack, setTakeBack] = useState(posted ? posted.take_back === "on" : (checkout.delivery?.take_back ?? false));
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === "method") setMethod(input.value);
    else if (input.name === "shipping_method") setShipping(input.value);
    else if (input.name === "insurance") setInsurance(input.checked);
    else if (input.name === "take_back") setTakeBack(input.checked);
  };
  const paymentCosts = methods.find((m) => m.code === method)?.price_incl ?? 0;
  const totals = estimateTotals(checkout, { shippingMethod: shipping, insurance, takeBack: checkout.delivery !== null && takeBack, paymentCosts });
  const shippingOptions = checkout.shippingMethods.map((m) => ({ value: m.code, label: `${m.title}: ${m.price === 0 ? "gratis" : formatEuro(m.price)}` }));
  return (
    <div className="checkout-step checkout-step--payment" onChange={onChange}>
      <AccountForm schema={checkoutSchemas.payment} state={state} intent="payment" label="Verzend- en betaalmethode" className="checkout-form">
        <section className="checkout-fieldset" aria-labelledby="checkout-verzending">
          <h2 id="checkout-verzending">Verzending</h2>
          <RadioGroup name="shipping_method" legend="Verzendmethode" options={shippingOptions} defaultValue={shipping} inline={false} />
          <Checkbox name="insurance" label={`Verzekerde verzending (${formatEuro(SHIPPING_INSURANCE)})`} defaultChecked={insurance} />
        </section>
        {checkout.delivery ? <DeliveryChoice delivery={checkout.delivery} day={posted?.delivery_day ?? checkout.delivery.day ?? ""} takeBack={takeBack} /> : null}
        <MethodChoice methods={methods} method={method} phone={checkout.details?.phone_number ?? ""} issuer={checkout.payment?.issuer ?? ""} />
        <SubmitButton busyText="Bezig met opslaan...">Verder naar betalen</SubmitButton>
      </AccountForm>
      <CheckoutCosts totals={totals} live />
    </div>
  );
}
