import { Field, RadioGroup } from "../form";

export const CUSTOMER_TYPES = [
  { value: "private", label: "Particulier" },
  { value: "company", label: "Zakelijk" },
] as const;

/** "Soort klant": Particulier / Zakelijk; the company fields below show only for Zakelijk (CSS :has). */
export function CustomerTypeChoice({ defaultValue = "private" }: { defaultValue?: string }) {
  return <RadioGroup name="type" legend="Soort klant" options={CUSTOMER_TYPES} defaultValue={defaultValue} />;
}

/** Bedrijfsnaam, BTW-nummer, KVK-nummer: required for a company customer (the schema checks them). */
export function CompanyFields({ values = {} }: { values?: { company?: string; vat_number?: string; coc_number?: string } }) {
  return (
    <div className="account-company">
      <Field name="company" label="Bedrijfsnaam" autoComplete="organization" required defaultValue={values.company} />
      <Field name="vat_number" label="BTW-nummer" autoComplete="off" required hint="Bijvoorbeeld NL123456789B01 of BE0123456789." defaultValue={values.vat_number} />
      <Field name="coc_number" label="KVK-nummer" autoComplete="off" inputMode="numeric" required hint="8 cijfers (KBO-nummer in België: 10 cijfers)." defaultValue={values.coc_number} />
    </div>
  );
}
