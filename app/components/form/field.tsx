import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { useAccountForm } from "./account-form";
import { ErrorText } from "./error-text";
import { controlAria } from "./ids";
import { LabelledField } from "./labelled-field";

export interface FieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal" | "search" | "url" | "none";
  /** A short help text under the label, read out with the field (e.g. the date format). */
  hint?: ReactNode;
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  /** Called when the value changes (e.g. a postcode lookup); the form still validates on blur. */
  onValueChange?: (value: string) => void;
  /** The hint under the control instead of between label and control (e.g. what an address is used for). */
  hintAfter?: boolean;
  /** Called with the value when the control loses focus (the form checks the field on the same blur). */
  onBlurValue?: (value: string) => void;
}

/** The class of an AccountForm field's wrapper, with the caller's extra classes. */
export const fieldClass = (className = "") => `account-field ${className}`.trim();

/** The error text of an AccountForm field (referenced by the field's aria-describedby). */
export function FieldError({ name, role }: { name: string; role?: "alert" }) {
  const form = useAccountForm();
  return (
    <ErrorText id={form.errorId(name)} className="account-field__error" role={role}>
      {form.error(name)}
    </ErrorText>
  );
}

/** The wrapper, label, hint and error of an AccountForm field around its control (see Field). */
export function AccountField({ name, label, hint, hintAfter, className, children }: { name: string; label: string; hint?: ReactNode; hintAfter?: boolean; className?: string; children: ReactNode }) {
  const form = useAccountForm();
  const id = form.fieldId(name);
  return (
    <LabelledField id={id} label={label} className={fieldClass(className)} hint={hint} hintAfter={hintAfter} hintId={`${id}-uitleg`} hintClassName="account-field__hint" error={form.error(name)} errorId={form.errorId(name)} errorClassName="account-field__error">
      {children}
    </LabelledField>
  );
}

/** The id, aria-invalid and aria-describedby of an AccountForm field's control (its hint, if any, first). */
export function useFieldControl(name: string, hasHint = false) {
  const form = useAccountForm();
  const id = form.fieldId(name);
  return { id, ...controlAria(form.error(name), form.errorId(name), hasHint && `${id}-uitleg`) };
}

/**
 * A labelled text input of an AccountForm: the error text has an id the input names in
 * aria-describedby, aria-invalid marks it, and a failed post puts the entry back (never a password).
 */
export function Field({ name, label, type = "text", autoComplete, inputMode, hint, hintAfter, defaultValue, required = false, maxLength = 255, placeholder, className = "", onValueChange, onBlurValue }: FieldProps) {
  const form = useAccountForm();
  const control = useFieldControl(name, Boolean(hint));
  return (
    <AccountField name={name} label={label} hint={hint} hintAfter={hintAfter} className={className}>
      <input
        {...control}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-required={required || undefined}
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={type === "password" ? undefined : form.initial(name, defaultValue)}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
        onBlur={onBlurValue ? (e) => onBlurValue(e.currentTarget.value) : undefined}
      />
    </AccountField>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  autoComplete?: string;
  className?: string;
  onValueChange?: (value: string) => void;
}

/** A labelled select of an AccountForm (e.g. Land), with its error tied to it like Field. */
export function SelectField({ name, label, options, defaultValue, autoComplete, className = "", onValueChange }: SelectFieldProps) {
  const form = useAccountForm();
  const control = useFieldControl(name);
  return (
    <AccountField name={name} label={label} className={className}>
      <select
        {...control}
        name={name}
        autoComplete={autoComplete}
        defaultValue={form.initial(name, defaultValue)}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </AccountField>
  );
}
