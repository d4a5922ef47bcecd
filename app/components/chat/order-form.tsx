import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CHAT_TEXT } from "../../lib/chat/messages";
import type { OrderFields } from "../../lib/chat/use-chat";
import { Fieldset } from "../form/fieldset";
import { useFocusFirstInvalid } from "../form/focus";
import { controlAria } from "../form/ids";
import { LabelledField } from "../form/labelled-field";
import { BusyButton } from "../form/submit";

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
  const [focusTick, setFocusTick] = useState(0);
  const ids = { form: useId(), hint: useId() };
  const first = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => first.current?.focus(), []);
  useFocusFirstInvalid(form, focusTick);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const found = (await onSubmit(values)) ?? {};
      setErrors(found);
      if (FIELDS.some((f) => found[f.key])) setFocusTick((t) => t + 1);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className="chat-form chat-order" onSubmit={(e) => void submit(e)} noValidate>
      <Fieldset legend={CHAT_TEXT.orderFormLegend}>
        {FIELDS.map((f) => {
          const id = `${ids.form}-${f.key}`;
          const error = errors[f.key];
          const errorId = `${id}-error`;
          return (
            <LabelledField key={f.key} id={id} label={f.label} className="chat-order__field" hint={f.hint} hintId={ids.hint} hintAs="span" hintClassName="chat-order__hint" error={error} errorId={errorId} errorAs="span">
              <input
                ref={f.key === "orderNumber" ? first : undefined}
                id={id}
                name={f.key}
                type="text"
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                value={values[f.key]}
                {...controlAria(error, errorId, f.hint && ids.hint)}
                required={f.key !== "firstName"}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            </LabelledField>
          );
        })}
      </Fieldset>
      <BusyButton busy={sending} busyMode="aria" className="btn btn--primary btn--small">
        {CHAT_TEXT.orderSubmit}
      </BusyButton>
    </form>
  );
}
