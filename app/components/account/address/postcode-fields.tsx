import { useCallback, useState } from "react";
import { FIELD_MESSAGES } from "../../../lib/field-messages";
import { usePostcodeLookup } from "../../../lib/use-postcode-lookup";
import type { PostcodeLookup } from "../../../lib/api/types/account";
import { Field, SelectField, useAccountForm } from "../form";
import { ADDRESS_COUNTRIES, type AddressDefaults } from "./countries";

/**
 * Sets an input's value as if typed, so React's onChange (and the form's validation on change) sees it:
 * React ignores `input` events of a value set through the element's own `value` property.
 */
function setTypedValue(input: HTMLInputElement | null, value: string): void {
  if (!input || input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function read(form: HTMLFormElement | null, name: string): string {
  const el = form?.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
}

/**
 * Land, Postcode, Huisnummer, Toevoeging, Straat and Plaats. For NL, once Postcode and Huisnummer are both
 * filled, the lookup fills Straat and Plaats, or empties them and shows 'Postcode onjuist' on Postcode
 * (spec sections 4 and 5). Without JavaScript the fields are plain inputs (the action may look up).
 */
export function PostcodeFields({
  values,
  onZipcodeValidity,
  prefix = "",
}: {
  values: AddressDefaults;
  onZipcodeValidity: (valid: boolean) => void;
  /** Prepended to every field name, for a second address in one form (e.g. the checkout's "shipping_"). */
  prefix?: string;
}) {
  const form = useAccountForm();
  const n = (name: string) => `${prefix}${name}`;
  const [announcement, setAnnouncement] = useState("");

  const onResult = useCallback(
    (result: PostcodeLookup) => {
      const el = form.formRef.current;
      setTypedValue(el?.elements.namedItem(`${prefix}street`) as HTMLInputElement | null, result.street);
      setTypedValue(el?.elements.namedItem(`${prefix}city`) as HTMLInputElement | null, result.city);
      form.setFieldError(`${prefix}zipcode`, result.valid ? undefined : FIELD_MESSAGES.zipcode);
      if (result.valid) {
        form.setFieldError(`${prefix}street`, undefined);
        form.setFieldError(`${prefix}city`, undefined);
      }
      onZipcodeValidity(result.valid);
      setAnnouncement(result.valid ? `Adres gevonden: ${result.street}, ${result.city}` : FIELD_MESSAGES.zipcode);
    },
    [form, onZipcodeValidity, prefix],
  );
  const lookup = usePostcodeLookup({ onResult });

  const changed = () => {
    const el = form.formRef.current;
    const query = { zipcode: read(el, n("zipcode")), house_number: read(el, n("house_number")), extension: read(el, n("extension")), country_code: read(el, n("country_code")) };
    if (query.country_code !== "NL") {
      // BE is not looked up: a lookup's verdict on the zip code no longer applies.
      form.setFieldError(n("zipcode"), undefined);
      onZipcodeValidity(true);
      setAnnouncement("");
    }
    lookup.request(query);
  };

  return (
    <>
      <SelectField name={n("country_code")} label="Land" options={ADDRESS_COUNTRIES} defaultValue={values.country_code ?? "NL"} autoComplete="country" onValueChange={changed} />
      <div className="address-form__row">
        <Field name={n("zipcode")} label="Postcode" autoComplete="postal-code" required maxLength={10} defaultValue={values.zipcode} className="address-form__zipcode" onValueChange={changed} />
        <Field name={n("house_number")} label="Huisnummer" inputMode="numeric" autoComplete="off" required maxLength={10} defaultValue={values.house_number} className="address-form__number" onValueChange={changed} />
        <Field name={n("extension")} label="Toevoeging" autoComplete="off" maxLength={15} defaultValue={values.extension} className="address-form__extension" onValueChange={changed} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {lookup.status === "loading" ? "Adres zoeken..." : announcement}
      </p>
      <Field name={n("street")} label="Straat" autoComplete="address-line1" required defaultValue={values.street} />
      <Field name={n("city")} label="Plaats" autoComplete="address-level2" required defaultValue={values.city} />
    </>
  );
}
