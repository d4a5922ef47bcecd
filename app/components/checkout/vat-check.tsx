import { useRef, type FocusEvent, type ReactNode } from "react";
import { browserApi } from "../../lib/api/client";
import { FIELD_MESSAGES } from "../../lib/form/messages";
import { useAccountForm } from "../form";

/**
 * Checks a company's BTW-nummer when it loses focus (GET /v1/checkout/vat/validate): an invalid number
 * gets the field's message; a failed check counts as valid (spec section 5). The country is the number's
 * own prefix (NL/BE), else the billing country. Wraps the company fields. A submit while the check runs waits
 * for it (the form's asynchronous checks, app/lib/form/pending-checks.ts).
 */
export function VatCheck({ children }: { children: ReactNode }) {
  const form = useAccountForm();
  const asked = useRef("");
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== "vat_number") return;
    const number = input.value.trim().toUpperCase().replace(/[\s.]/gu, "");
    if (!number || number === asked.current) return;
    asked.current = number;
    const country = (form.formRef.current?.elements.namedItem("country_code") as HTMLSelectElement | null)?.value;
    const prefix = number.slice(0, 2);
    const code = prefix === "NL" || prefix === "BE" ? prefix : country === "BE" ? "BE" : "NL";
    // Tracked by the form: a submit while the check runs waits for its verdict (spec section 5).
    void form.trackCheck(
      browserApi.checkout
        .vat(code, number)
        .then((answer) => {
          if (asked.current !== number) return;
          form.setFieldError("vat_number", answer.valid ? undefined : FIELD_MESSAGES.vat_number);
        })
        .catch(() => {
          // a technical failure counts as valid (spec section 5)
        }),
    );
  };
  const onChange = (event: React.FormEvent<HTMLDivElement>) => {
    if ((event.target as HTMLInputElement).name === "vat_number") asked.current = ""; // an edit clears the message: ask again
  };
  return (
    <div onBlur={onBlur} onChange={onChange}>
      {children}
    </div>
  );
}
