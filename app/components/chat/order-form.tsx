import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CHAT_TEXT } from "../../lib/chat/messages";
import type { OrderFields } from "../../lib/chat/use-chat";

type Errors = Partial<Record<keyof OrderFields, string>>;

const FIELDS: { key: keyof OrderFields; label: string; autoComplete: string; inputMode?: "numeric"; hint?: string }[] = [
  { key: "orderNumber", label: CHAT_TEXT.orderNumber, autoComplete: "off", inputMode: "numeric", hint: CHAT_TEXT.orderNumberHint },
  { key: "firstName", label: CHAT_TEXT.firstName, autoComplete: "given-name" },
  { key: "zipCode", label: CHAT_TEXT.zipCode, autoComplete: "postal-code" },
  { key: "houseNumber", label: CHAT_TEXT.houseNumber, autoComplete: "off" },
];

/**
 * The chat order request (spec sections 3 and 5): order number (digits only, at most 7; KJD is added),
 * first name (optional), postcode and house number. Checked with the chat order request schema.
 */
export function OrderForm({ onSubmit }: { onSubmit: (fields: OrderFields) => Promise<Errors | null> }) {
  const [values, setValues] = useState<OrderFields>({ orderNumber: "", firstName: "", zipCode: "", houseNumber: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const ids = { form: useId(), hint: useId() };
  const first = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => first.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const found = (await onSubmit(values)) ?? {};
      setErrors(found);
      const firstBad = FIELDS.find((f) => found[f.key]);
      if (firstBad) form.current?.querySelector<HTMLInputElement>(`[name="${firstBad.key}"]`)?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className="chat-form chat-order" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend>{CHAT_TEXT.orderFormLegend}</legend>
        {FIELDS.map((f) => {
          const id = `${ids.form}-${f.key}`;
          const error = errors[f.key];
          const described = [f.hint ? ids.hint : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
          return (
            <div key={f.key} className="chat-order__field">
              <label htmlFor={id}>{f.label}</label>
              {f.hint && (
                <span id={ids.hint} className="chat-order__hint">
                  {f.hint}
                </span>
              )}
              <input
                ref={f.key === "orderNumber" ? first : undefined}
                id={id}
                name={f.key}
                type="text"
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                value={values[f.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                required={f.key !== "firstName"}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
              {error && (
                <span id={`${id}-error`} className="form-error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="btn btn--primary btn--small" aria-disabled={sending ? true : undefined}>
        {CHAT_TEXT.orderSubmit}
      </button>
    </form>
  );
}
