import { useCallback, useRef, type FormEvent } from "react";
import type { AccountFormState } from "../../lib/account/form";
import { PostcodeFields } from "./address/postcode-fields";
import type { AddressDefaults } from "./address/countries";
import { AccountForm, Checkbox, Field, SubmitButton, type FormValues } from "../form";
import { lazySchemas } from "../../lib/schemas/lazy";

export interface AddressFormProps {
  kind: "billing" | "shipping";
  /** The route's actionData. */
  state?: AccountFormState | null;
  /** A saved address, or the customer's names when none is saved yet. */
  values: AddressDefaults;
  /** Billing only: the state of 'Afleveradres is hetzelfde als factuuradres' (default checked). */
  sameDeliveryAddress?: boolean;
}

/** An unchecked box posts nothing; the schema reads a missing sameDeliveryAddress as true, so say false. */
const prepareBilling = (values: FormValues, form: HTMLFormElement): FormValues => ({
  ...values,
  sameDeliveryAddress: (form.elements.namedItem("sameDeliveryAddress") as HTMLInputElement | null)?.checked ? "on" : "false",
});

/**
 * The billing or shipping address form (spec sections 3 and 5): names, company, country NL or BE, and the
 * postcode fields with the NL lookup. While the lookup says the zip code is wrong, the form is not posted
 * and the focus goes to Postcode.
 */
export function AddressForm({ kind, state, values, sameDeliveryAddress = true }: AddressFormProps) {
  const zipcodeValid = useRef(true);
  const onZipcodeValidity = useCallback((valid: boolean) => {
    zipcodeValid.current = valid;
  }, []);
  const refuseInvalidZipcode = (event: FormEvent<HTMLDivElement>) => {
    if (zipcodeValid.current) return;
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem("zipcode") as HTMLInputElement | null;
    input?.focus();
  };
  const billing = kind === "billing";
  return (
    <div className="address-form" onSubmitCapture={refuseInvalidZipcode}>
      <AccountForm
        schema={billing ? lazySchemas.billingAddress : lazySchemas.shippingAddress}
        state={state}
        intent={kind}
        label={billing ? "Factuuradres" : "Afleveradres"}
        prepare={billing ? prepareBilling : undefined}
      >
        <Field name="first_name" label="Voornaam" autoComplete="given-name" required defaultValue={values.first_name} />
        <Field name="last_name" label="Achternaam" autoComplete="family-name" required defaultValue={values.last_name} />
        <Field name="company" label="Bedrijfsnaam" autoComplete="organization" defaultValue={values.company} />
        <PostcodeFields values={values} onZipcodeValidity={onZipcodeValidity} />
        {billing ? <Checkbox name="sameDeliveryAddress" label="Afleveradres is hetzelfde als factuuradres" defaultChecked={sameDeliveryAddress} /> : null}
        <SubmitButton busyText="Bezig met opslaan...">Opslaan</SubmitButton>
      </AccountForm>
    </div>
  );
}
