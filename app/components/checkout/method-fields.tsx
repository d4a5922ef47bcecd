import { useState } from "react";
import { RULE_SET_FIELDS } from "../../kernel/payment-methods";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import { AccountField, Checkbox, Field, RadioGroup, SelectField, useAccountForm, useFieldControl } from "../form";
import { maskBirthdate } from "./birthdate-mask";

const GENDERS = [
  { value: "man", label: "Man" },
  { value: "vrouw", label: "Vrouw" },
] as const;

/** Geboortedatum as dd-mm-jjjj with the mask of spec section 5 (auto-correction while typing). */
export function BirthdateField({ name }: { name: string }) {
  const form = useAccountForm();
  const control = useFieldControl(name, true);
  const [value, setValue] = useState(form.initial(name, "") ?? "");
  return (
    <AccountField name={name} label="Geboortedatum" className="checkout-birthdate" hint="dd-mm-jjjj, bijvoorbeeld 21-04-1985. Je moet 18 jaar of ouder zijn.">
      <input
        {...control}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd-mm-jjjj"
        maxLength={10}
        required
        aria-required
        value={value}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValue(maskBirthdate(next, next.length < value.length));
        }}
      />
    </AccountField>
  );
}

/**
 * The fields a method's rule set asks for (spec section 5; RULE_SET_FIELDS), named after the method
 * (`afterpay_dob`) so that every method keeps its own fields in a post without JavaScript:
 * pay later (Riverty, Billink): Geslacht, Geboortedatum, Telefoonnummer, the method's terms;
 * in3: Geboortedatum, Aantal termijnen, Telefoonnummer; Alma: Aantal termijnen, Telefoonnummer;
 * iDEAL with issuers: Kies je bank.
 */
export function MethodFields({ method, phone, issuer }: { method: PaymentMethod; phone: string; issuer: string }) {
  const n = (field: string) => `${method.code}_${field}`;
  const installments = method.installments.map((i) => ({ value: String(i), label: `${i} termijnen` }));
  if (method.code === "ideal" && method.issuers.length > 0) {
    return (
      <SelectField
        name="issuer"
        label="Kies je bank"
        defaultValue={issuer}
        options={[{ value: "", label: "Kies je bank (of later op de betaalpagina)" }, ...method.issuers.map((i) => ({ value: i.id, label: i.name }))]}
      />
    );
  }
  const asks = RULE_SET_FIELDS[method.rule_set];
  if (asks.length === 0) return null;
  return (
    <>
      {asks.includes("gender") ? <RadioGroup name={n("gender")} legend="Geslacht" options={GENDERS} /> : null}
      {asks.includes("dob") ? <BirthdateField name={n("dob")} /> : null}
      {asks.includes("installment") ? (
        <SelectField name={n("installment")} label="Aantal termijnen" options={[{ value: "", label: "Kies het aantal termijnen" }, ...installments]} />
      ) : null}
      {asks.includes("phone") ? <Field name={n("phone")} label="Telefoonnummer" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={phone} /> : null}
      {asks.includes("terms") ? <Checkbox name={n("terms")} label={`Ik ga akkoord met de voorwaarden van ${method.title}`} /> : null}
    </>
  );
}
