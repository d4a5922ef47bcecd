import { ADDRESS_MESSAGES } from "../../../lib/account/address-messages";
import { usePostcodeLookup } from "../../../lib/account/use-postcode-lookup";
import { Field, SelectField, useAccountForm, useHydrated } from "../../form";
import { ADDRESS_COUNTRIES, type AddressDefaults } from "./countries";

/**
 * Land, Postcode, Huisnummer, Toevoeging, Straat and Plaats. For NL, once Postcode and Huisnummer are both
 * filled, the lookup fills Straat and Plaats, or empties them and shows 'Postcode onjuist' on Postcode
 * (spec sections 4 and 5); the lookup's code loads on the first focus of those fields. When the lookup does
 * not know the address (or fails), a notice offers 'Straat en plaats zelf invullen': the shopper types them and
 * the Worker keeps the address flagged as not verified. Without JavaScript the fields are plain inputs (the
 * action may look up; street and city typed there are taken the same way).
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
  const lookup = usePostcodeLookup(form, prefix, onZipcodeValidity);
  const changed = lookup.changed;
  const hydrated = useHydrated();
  // A post the route action refused after its own lookup (no JavaScript): 'Postcode onjuist', street emptied.
  const refusedByServer = form.posted && form.initial(n("country_code"), "NL") === "NL" && !form.initial(n("street"), "") && Boolean(form.error(n("zipcode")));
  const offer = lookup.offerTyping || (!lookup.typing && refusedByServer);

  return (
    <>
      <SelectField name={n("country_code")} label="Land" options={ADDRESS_COUNTRIES} defaultValue={values.country_code ?? "NL"} autoComplete="country" onValueChange={changed} />
      {/* The lookup's code loads when the shopper first reaches Postcode, Huisnummer or Toevoeging. */}
      <div className="address-form__row" onFocus={lookup.prepare}>
        <Field name={n("zipcode")} label="Postcode" autoComplete="postal-code" required maxLength={10} defaultValue={values.zipcode} className="address-form__zipcode" onValueChange={changed} />
        <Field name={n("house_number")} label="Huisnummer" inputMode="numeric" autoComplete="off" required maxLength={10} defaultValue={values.house_number} className="address-form__number" onValueChange={changed} />
        <Field name={n("extension")} label="Toevoeging" autoComplete="off" maxLength={15} defaultValue={values.extension} className="address-form__extension" onValueChange={changed} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {lookup.announcement}
      </p>
      {offer ? (
        <div className="address-form__manual">
          <p>{ADDRESS_MESSAGES.notFound}</p>
          {/* Without JavaScript Straat and Plaats are plain fields: the notice alone says to fill them in. */}
          {hydrated ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={lookup.typeByHand}>
              {ADDRESS_MESSAGES.typeByHand}
            </button>
          ) : null}
        </div>
      ) : lookup.typing ? (
        <p className="address-form__manual">{ADDRESS_MESSAGES.typingByHand}</p>
      ) : null}
      <Field name={n("street")} label="Straat" autoComplete="address-line1" required defaultValue={values.street} />
      <Field name={n("city")} label="Plaats" autoComplete="address-level2" required defaultValue={values.city} />
    </>
  );
}
