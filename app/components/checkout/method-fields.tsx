import { lazy, Suspense, useRef, useState } from "react";
import { calendarDateFromIso, calendarDateOf, EARLIEST_BIRTHDATE, formatBirthdate, latestBirthdate } from "../../kernel/birthdate";
import { RULE_SET_FIELDS } from "../../kernel/payment-methods";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import { parseBirthdate } from "../../lib/form/field-rules";
import { DATE_PICKER_MESSAGES } from "../../lib/form/date-picker-messages";
import { FIELD_MESSAGES } from "../../lib/form/messages";
import { typeValue } from "../../lib/form/typed-value";
import { AccountField, Checkbox, Field, RadioGroup, SelectField, useAccountForm, useFieldControl, useHydrated } from "../form";
import { maskBirthdate } from "./birthdate-mask";

/** The date picker loads when the shopper first opens it (ADR 009: the checkout's JavaScript budget). */
const DatePicker = lazy(() => import("./date-picker"));

const GENDERS = [
  { value: "man", label: "Man" },
  { value: "vrouw", label: "Vrouw" },
] as const;

/**
 * Geboortedatum as dd-mm-jjjj with the mask of spec section 5 (auto-correction while typing), and, once
 * hydrated, the picker of spec section 5: 'Kies een datum' opens a month grid where every day after today
 * minus 18 years (and before 1900) is disabled (the kernel's rule, app/kernel/birthdate.ts, which the API
 * applies too); a chosen day is written into the field as dd-mm-jjjj.
 */
export function BirthdateField({ name }: { name: string }) {
  const form = useAccountForm();
  const control = useFieldControl(name, true);
  const hydrated = useHydrated();
  const [value, setValue] = useState(form.initial(name, "") ?? "");
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const iso = picking ? parseBirthdate(value) : null;
  return (
    <AccountField name={name} label="Geboortedatum" className="checkout-birthdate" hint="dd-mm-jjjj, bijvoorbeeld 21-04-1985. Je moet 18 jaar of ouder zijn.">
      <div className="date-field">
        <input
          {...control}
          ref={input}
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
        {/* The button overlays space the field keeps free, so it appears on hydration without a shift. */}
        {hydrated ? (
          <button type="button" className="date-field__button icon-button" aria-haspopup="dialog" aria-expanded={picking} onClick={() => setPicking(true)}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            <span className="visually-hidden">{DATE_PICKER_MESSAGES.open}</span>
          </button>
        ) : null}
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <DatePicker
            value={iso ? calendarDateFromIso(iso) : null}
            earliest={EARLIEST_BIRTHDATE}
            latest={latestBirthdate(calendarDateOf(new Date()))}
            disabledMessage={FIELD_MESSAGES.birthdate}
            onClose={() => setPicking(false)}
            onChoose={(day) => {
              // As if typed: the form validates the field again (its message goes).
              typeValue(input.current, formatBirthdate(day));
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
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
