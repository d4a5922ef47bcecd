import type { AccountFormState } from "../../lib/account-form";
import type { CustomerProfile } from "../../lib/api/types/account";
import { CompanyFields, CustomerTypeChoice } from "./customer-fields";
import { AccountForm, Field, RadioGroup, SubmitButton } from "./form";
import { lazySchemas } from "../../lib/schemas/lazy";

const GENDERS = [
  { value: "man", label: "Man" },
  { value: "vrouw", label: "Vrouw" },
] as const;

/** The customer form of spec section 3 (Accountinformatie): PUT /v1/customer through the route action. */
export function CustomerForm({ profile, state }: { profile: CustomerProfile; state?: AccountFormState | null }) {
  return (
    <AccountForm schema={lazySchemas.customer} state={state} intent="profile" label="Accountinformatie">
      <CustomerTypeChoice defaultValue={profile.type} />
      <Field name="first_name" label="Voornaam" autoComplete="given-name" required defaultValue={profile.first_name} />
      <Field name="last_name" label="Achternaam" autoComplete="family-name" required defaultValue={profile.last_name} />
      <Field name="birthdate" label="Geboortedatum" autoComplete="bday" inputMode="numeric" hint="Niet verplicht. Als dd-mm-jjjj, bijvoorbeeld 31-01-1985." maxLength={10} defaultValue={profile.birthdate} />
      <Field name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" required defaultValue={profile.email} />
      <Field name="phone_number" label="Telefoonnummer" type="tel" autoComplete="tel" inputMode="tel" required maxLength={20} defaultValue={profile.phone_number} />
      <CompanyFields values={profile} />
      <RadioGroup name="gender" legend="Geslacht" options={GENDERS} defaultValue={profile.gender} />
      <SubmitButton busyText="Bezig met opslaan...">Opslaan</SubmitButton>
    </AccountForm>
  );
}
