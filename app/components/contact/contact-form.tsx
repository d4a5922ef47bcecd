import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { CONTACT_MESSAGES, CONTACT_QUESTION } from "../../lib/contact/messages";
import type { ContactField } from "../../lib/schemas/contact";
import { useFocusFirstInvalid } from "../form/focus";
import { controlAria, fieldIds } from "../form/ids";
import { LabelledField } from "../form/labelled-field";
import { JsFlag } from "../form/no-js";
import { BusyButton } from "../form/submit";

/** The service page that carries the contact form, and the heading it sits under. */
export const CONTACT_FORM_PAGE = "klantenservice-contact";
export const CONTACT_FORM_ANCHOR = "contactformulier";
/** Query flag of the page after a successful post (no-JS redirect and JS navigation alike). */
export const CONTACT_SENT_PARAM = "verzonden";

export type ContactValues = Partial<Record<ContactField, string>>;

export interface ContactFormState {
  errors?: Partial<Record<ContactField, string>>;
  formError?: string;
  values?: ContactValues;
}

/**
 * The contact form (spec section 5). A plain form post to the service page's action, so it works before
 * hydration; once hydrated React Router submits it without a page load. Errors from the shared schema are
 * shown next to their fields (aria-describedby), the first invalid field gets the focus.
 */
export function ContactForm({ state, sent }: { state?: ContactFormState; sent: boolean }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};

  // Each answer of the action: the first field it refused gets the focus.
  useFocusFirstInvalid(formRef, state);

  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);

  /** A field of the form: its control gets the id and aria attributes, the hint (if any) sits under it. */
  const field = (name: ContactField, label: string, control: (aria: ReturnType<typeof controlAria> & { id: string; name: ContactField; defaultValue?: string }) => ReactNode, hint?: ReactNode) => {
    const ids = fieldIds(id, name);
    const aria = { id: ids.id, name, defaultValue: values[name], ...controlAria(errors[name], ids.errorId, hint !== undefined && ids.hintId) };
    return (
      <LabelledField id={ids.id} label={label} className="contact-form__field" hint={hint} hintId={ids.hintId} hintClassName="contact-form__hint" hintAfter error={errors[name]} errorId={ids.errorId} errorClassName="contact-form__error">
        {control(aria)}
      </LabelledField>
    );
  };

  return (
    <section className="contact-form" aria-labelledby={CONTACT_FORM_ANCHOR}>
      {sent ? (
        <p className="contact-form__success" role="status" tabIndex={-1} ref={status}>
          {CONTACT_MESSAGES.success}
        </p>
      ) : null}
      {state?.formError ? (
        <p className="form-error contact-form__form-error" role="alert">
          {state.formError}
        </p>
      ) : null}
      {/* A new, empty form after each successful post. */}
      <Form ref={formRef} key={sent ? location.key : "form"} method="post" noValidate preventScrollReset className="contact-form__form" aria-label="Contactformulier">
        {/* Hydrated, the action answers a refusal with 200; a form posted without JavaScript gets the 422. */}
        <JsFlag />
        {field("name", "Naam", (a) => (
          <input {...a} type="text" autoComplete="name" required maxLength={100} />
        ))}
        {field("email", "E-mailadres", (a) => (
          <input {...a} type="email" autoComplete="email" required maxLength={255} />
        ))}
        {field("order_number", "Ordernummer (optioneel)", (a) => <input {...a} type="text" inputMode="text" autoComplete="off" maxLength={20} />, "Bijvoorbeeld KJD1234567. Je vindt het in je orderbevestiging.")}
        {field("question", "Je vraag", (a) => <textarea {...a} required rows={6} minLength={CONTACT_QUESTION.min} maxLength={CONTACT_QUESTION.max} />, `Minimaal ${CONTACT_QUESTION.min} en hooguit ${CONTACT_QUESTION.max} tekens.`)}
        <BusyButton busy={busy} busyText="Bezig met versturen...">
          Verstuur je vraag
        </BusyButton>
      </Form>
    </section>
  );
}
