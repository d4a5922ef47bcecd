import type { ReactNode } from "react";
import { useAccountForm } from "./account-form";
import { FieldError } from "./field";
import { Fieldset } from "./fieldset";
import { controlAria } from "./ids";

export interface RadioGroupProps {
  name: string;
  /** The group's legend (e.g. "Soort klant"). */
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  className?: string;
  /** Shown inline (side by side) rather than stacked. */
  inline?: boolean;
}

/** A fieldset with a legend and one radio per option; the group's error is tied to every radio. */
export function RadioGroup({ name, legend, options, defaultValue, className = "", inline = true }: RadioGroupProps) {
  const form = useAccountForm();
  const error = form.error(name);
  const checked = form.initial(name, defaultValue);
  return (
    <Fieldset legend={legend} className={`account-choice ${inline ? "account-choice--inline" : ""} ${className}`.trim()} data-field={name}>
      <div className="account-choice__options">
        {options.map((o) => {
          const id = `${form.fieldId(name)}-${o.value || "leeg"}`;
          return (
            <span key={o.value} className="account-choice__option">
              <input
                type="radio"
                id={id}
                name={name}
                value={o.value}
                defaultChecked={checked === o.value}
                {...controlAria(error, form.errorId(name))}
              />
              <label htmlFor={id}>{o.label}</label>
            </span>
          );
        })}
      </div>
      <FieldError name={name} />
    </Fieldset>
  );
}

export interface CheckboxProps {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  className?: string;
  onCheckedChange?: (checked: boolean) => void;
}

/** A labelled checkbox of an AccountForm ("on" when checked, absent when not, as a form posts it). */
export function Checkbox({ name, label, defaultChecked = false, className = "", onCheckedChange }: CheckboxProps) {
  const form = useAccountForm();
  const id = form.fieldId(name);
  const error = form.error(name);
  const initial = form.initial(name);
  return (
    <div className={`account-check ${className}`.trim()}>
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={form.posted ? initial !== undefined && initial !== "" && initial !== "false" : defaultChecked}
        {...controlAria(error, form.errorId(name))}
        onChange={onCheckedChange ? (e) => onCheckedChange(e.currentTarget.checked) : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError name={name} />
    </div>
  );
}
