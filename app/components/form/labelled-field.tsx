import type { ReactNode } from "react";
import { ErrorText } from "./error-text";

export interface LabelledFieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  /** The wrapper's class (the form's field class, e.g. `account-field`). */
  className: string;
  /** A short help text, named by the control's aria-describedby. */
  hint?: ReactNode;
  hintId?: string;
  hintClassName?: string;
  /** The hint as a span (inline) rather than a paragraph. */
  hintAs?: "p" | "span";
  /** The hint under the control instead of between label and control. */
  hintAfter?: boolean;
  error?: string;
  errorId: string;
  /** Classes of the error text next to `form-error`. */
  errorClassName?: string;
  errorAs?: "p" | "span";
  /** The control (input, textarea or select) with the ids and aria attributes of `controlAria`. */
  children: ReactNode;
}

/** A field: label, optional hint, the control and its error text, in one wrapper. */
export function LabelledField({ id, label, className, hint, hintId, hintClassName, hintAs: Hint = "p", hintAfter = false, error, errorId, errorClassName, errorAs, children }: LabelledFieldProps) {
  const hintText = hint ? (
    <Hint id={hintId} className={hintClassName}>
      {hint}
    </Hint>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hintAfter ? null : hintText}
      {children}
      {hintAfter ? hintText : null}
      <ErrorText id={errorId} className={errorClassName} as={errorAs}>
        {error}
      </ErrorText>
    </div>
  );
}
