export interface TextFieldProps {
  /** The form's id prefix (useId). */
  id: string;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email";
  autoComplete?: string;
  max: number;
  error?: string;
  initial?: string;
  multiline?: boolean;
}

/** A labelled, required text field of the review form; its hint and error are tied to it. */
export function TextField({ id, name, label, hint, type = "text", autoComplete, max, error, initial, multiline = false }: TextFieldProps) {
  const fieldId = `${id}-${name}`;
  const hintId = hint ? `${fieldId}-uitleg` : undefined;
  const errorId = error ? `${fieldId}-fout` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id: fieldId,
    name,
    required: true,
    "aria-required": true,
    maxLength: max,
    defaultValue: initial,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  } as const;
  return (
    <div className="review-form__field">
      <label htmlFor={fieldId}>{label}</label>
      {hint ? (
        <p id={hintId} className="review-form__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete ?? "off"} {...common} />}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
