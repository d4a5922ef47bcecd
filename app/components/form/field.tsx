import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { useAccountForm } from "./account-form";

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
}

/** The ids a control points at with aria-describedby: its hint and, when shown, its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** The error text of a field (referenced by the field's aria-describedby). */
export function FieldError({ name }: { name: string }) {
  const form = useAccountForm();
  const message = form.error(name);
  return message ? (
    <p id={form.errorId(name)} className="form-error account-field__error">
      {message}
    </p>
  ) : null;
}

/**
 * A labelled text input of an AccountForm: the error text has an id the input names in
 * aria-describedby, aria-invalid marks it, and a failed post puts the entry back (never a password).
 */
export function Field({ name, label, type = "text", autoComplete, inputMode, hint, defaultValue, required = false, maxLength = 255, placeholder, className = "", onValueChange }: FieldProps) {
  const form = useAccountForm();
  const id = form.fieldId(name);
  const hintId = hint ? `${id}-uitleg` : undefined;
  const error = form.error(name);
  return (
    <div className={`account-field ${className}`.trim()}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-required={required || undefined}
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={type === "password" ? undefined : form.initial(name, defaultValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && form.errorId(name))}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      />
      <FieldError name={name} />
    </div>
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
  const id = form.fieldId(name);
  const error = form.error(name);
  return (
    <div className={`account-field ${className}`.trim()}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        defaultValue={form.initial(name, defaultValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && form.errorId(name))}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError name={name} />
    </div>
  );
}
