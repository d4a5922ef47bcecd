/** A labelled control of the back office's own forms on the shop's form primitives (every control has a Dutch label). */
import type { ReactNode } from "react";
import { controlAria, fieldIds } from "../form/ids";
import { LabelledField } from "../form/labelled-field";

interface Props {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  type?: "text" | "email" | "date" | "search";
  defaultValue?: string;
  inputMode?: "decimal" | "email" | "text";
  autoComplete?: string;
  required?: boolean;
  /** A select's options ([value, label]); without them a text input. */
  options?: readonly (readonly [string, string])[];
}

export function BeheerField({ form, name, label, hint, error, type = "text", defaultValue, inputMode, autoComplete = "off", required, options }: Props) {
  const { id, hintId, errorId } = fieldIds(form, name);
  const aria = controlAria(error, errorId, hint ? hintId : undefined);
  return (
    <LabelledField id={id} label={label} className="account-field" hint={hint} hintId={hintId} hintClassName="account-field__hint" error={error} errorId={errorId} errorClassName="account-field__error">
      {options ? (
        <select id={id} name={name} defaultValue={defaultValue} {...aria}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type={type} defaultValue={defaultValue} inputMode={inputMode} autoComplete={autoComplete} required={required} {...aria} />
      )}
    </LabelledField>
  );
}
