import { useCallback, useRef, useState, type FormEvent } from "react";
import type { AccountFormState } from "../../lib/account/form";
import type { CheckoutState } from "../../lib/api/types/checkout";
import { AccountForm, Checkbox, Field, SubmitButton, useHydrated } from "../form";
import { CompanyFields, CustomerTypeChoice } from "../account/customer-fields";
import { PostcodeFields } from "../account/address/postcode-fields";
import { SHIPPING_PREFIX } from "./field-names";
import { checkoutSchemas } from "./lazy-schemas";
import { VatCheck } from "./vat-check";
import { REMINDER_MESSAGES } from "../../lib/abandon/messages";
import { recordReminderEmailLater } from "../../lib/abandon/record-later";

/**
 * Step 1 (Adres): customer type with the company fields, names, e-mail, phone, the billing address with the
 * NL lookup, 'Afleveradres is hetzelfde als factuuradres' (on by default; off shows the delivery address)
 * and, for guests, 'Maak een account aan' with a password. Without JavaScript the CSS shows the company,
 * delivery and password fields from the boxes' state; the route action validates the same schema.
 * Leaving a valid e-mail address records it for the cart's one reminder, the statement under the field
 * being the visible consent (docs/decisions/028).
 */
export function CustomerStepForm({ state, checkout }: { state?: AccountFormState | null; checkout: CheckoutState }) {
  const d = checkout.details;
  const billing = checkout.billing_address;
  const shipping = checkout.shipping_address;
  const zipcodeValid = useRef({ billing: true, shipping: true });
  const onBilling = useCallback((valid: boolean) => void (zipcodeValid.current.billing = valid), []);
  const onShipping = useCallback((valid: boolean) => void (zipcodeValid.current.shipping = valid), []);
  // While the lookup says a zip code is wrong the form is not posted; the focus goes to that Postcode.
  const refuseInvalidZipcode = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const same = (form.elements.namedItem("sameDeliveryAddress") as HTMLInputElement | null)?.checked ?? true;
    const bad = !zipcodeValid.current.billing ? "zipcode" : !same && !zipcodeValid.current.shipping ? `${SHIPPING_PREFIX}zipcode` : null;
    if (!bad) return;
    event.preventDefault();
    (form.elements.namedItem(bad) as HTMLInputElement | null)?.focus();
  };
  // Hydrated, the delivery address and password exist only while their box asks for them; before hydration
  // (no JavaScript) they are always in the page and the CSS hides them.
  const hydrated = useHydrated();
  const [same, setSame] = useState(state?.values ? state.values.sameDeliveryAddress === "on" : (billing?.sameDeliveryAddress ?? true));
  const [createAccount, setCreateAccount] = useState(state?.values?.create_account === "on");
  const names = { first_name: d?.first_name ?? billing?.first_name, last_name: d?.last_name ?? billing?.last_name };
  return (
    <div className="checkout-step" onSubmitCapture={refuseInvalidZipcode}>
      <AccountForm schema={checkoutSchemas.customer} state={state} intent="customer" label="Je gegevens" className="checkout-form">
        <section className="checkout-fieldset" aria-labelledby="checkout-gegevens">
          <h2 id="checkout-gegevens">Je gegevens</h2>
          <CustomerTypeChoice defaultValue={d?.type ?? "private"} />
          <VatCheck>
            <CompanyFields values={{ company: d?.company ?? billing?.company, vat_number: d?.vat_number, coc_number: d?.coc_number }} />
          </VatCheck>
          <Field name="first_name" label="Voornaam" autoComplete="given-name" required defaultValue={names.first_name} />
          <Field name="last_name" label="Achternaam" autoComplete="family-name" required defaultValue={names.last_name} />
          <Field
            name="email"
            label="E-mailadres"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            defaultValue={d?.email}
            hint={REMINDER_MESSAGES.statement}
            hintAfter
            onBlurValue={(value) => recordReminderEmailLater(value, "checkout")}
          />
          <Field name="phone_number" label="Telefoonnummer" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={d?.phone_number} />
        </section>
        <section className="checkout-fieldset" aria-labelledby="checkout-factuuradres">
          <h2 id="checkout-factuuradres">Factuuradres</h2>
          <PostcodeFields values={billing ?? {}} onZipcodeValidity={onBilling} />
          <Checkbox name="sameDeliveryAddress" label="Afleveradres is hetzelfde als factuuradres" defaultChecked={billing?.sameDeliveryAddress ?? true} onCheckedChange={setSame} />
        </section>
        {hydrated && same ? null : (
        <fieldset className="checkout-fieldset checkout-delivery">
          <legend>Afleveradres</legend>
          <Field name={`${SHIPPING_PREFIX}first_name`} label="Voornaam" autoComplete="shipping given-name" defaultValue={shipping?.first_name ?? names.first_name} />
          <Field name={`${SHIPPING_PREFIX}last_name`} label="Achternaam" autoComplete="shipping family-name" defaultValue={shipping?.last_name ?? names.last_name} />
          <PostcodeFields values={shipping ?? {}} onZipcodeValidity={onShipping} prefix={SHIPPING_PREFIX} />
        </fieldset>
        )}
        {checkout.logged_in ? null : (
          <section className="checkout-fieldset checkout-account" aria-labelledby="checkout-account">
            <h2 id="checkout-account">Account</h2>
            <Checkbox name="create_account" label="Maak een account aan" onCheckedChange={setCreateAccount} />
            {hydrated && !createAccount ? null : (
            <div className="checkout-account__password">
              <Field
                name="password"
                label="Wachtwoord"
                type="password"
                autoComplete="new-password"
                hint="Minimaal 8 tekens met een kleine letter, een hoofdletter, een cijfer en een van $ @ ! % ? &."
              />
            </div>
            )}
          </section>
        )}
        <SubmitButton busyText="Bezig met opslaan...">Verder naar verzending en betaling</SubmitButton>
      </AccountForm>
    </div>
  );
}
