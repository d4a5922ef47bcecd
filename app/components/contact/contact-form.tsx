import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { CONTACT_MESSAGES, CONTACT_QUESTION } from "../../lib/contact/messages";
import type { ContactField } from "../../lib/schemas/contact";

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

const FIELDS: ContactField[] = ["name", "email", "order_number", "question"];

/**
 * The contact form (issue 7, 7.5). A plain form post to the service page's action, so it works before
 * hydration; once hydrated React Router submits it without a page load. Errors from the shared schema are
 * shown next to their fields (aria-describedby), the first invalid field gets the focus.
 */
export function ContactForm({ state, sent }: { state?: ContactFormState; sent: boolean }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const id = useId();
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const status = useRef<HTMLParagraphElement>(null);
  // Set after hydration: the action then answers a refusal with 200 (a 4xx to a fetch counts as a failed
  // load in the browser); a form posted without JavaScript gets the 422.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};

  useEffect(() => {
    const first = FIELDS.find((f) => state?.errors?.[f]);
    if (first) refs.current[first]?.focus();
  }, [state]);

  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);

  const fieldId = (f: ContactField) => `${id}-${f}`;
  const errorId = (f: ContactField) => `${id}-${f}-fout`;
  const hintId = (f: ContactField) => `${id}-${f}-uitleg`;
  const describedBy = (f: ContactField, hint = false) => [hint ? hintId(f) : "", errors[f] ? errorId(f) : ""].filter(Boolean).join(" ") || undefined;
  const error = (f: ContactField) =>
    errors[f] ? (
      <p id={errorId(f)} className="form-error contact-form__error">
        {errors[f]}
      </p>
    ) : null;

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
      <Form key={sent ? location.key : "form"} method="post" noValidate preventScrollReset className="contact-form__form" aria-label="Contactformulier">
        <input type="hidden" name="js" value={hydrated ? "1" : ""} />
        <div className="contact-form__field">
          <label htmlFor={fieldId("name")}>Naam</label>
          <input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            ref={(el) => {
              refs.current.name = el;
            }}
          />
          {error("name")}
        </div>
        <div className="contact-form__field">
          <label htmlFor={fieldId("email")}>E-mailadres</label>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            ref={(el) => {
              refs.current.email = el;
            }}
          />
          {error("email")}
        </div>
        <div className="contact-form__field">
          <label htmlFor={fieldId("order_number")}>Ordernummer (optioneel)</label>
          <input
            id={fieldId("order_number")}
            name="order_number"
            type="text"
            inputMode="text"
            autoComplete="off"
            maxLength={20}
            defaultValue={values.order_number}
            aria-invalid={errors.order_number ? true : undefined}
            aria-describedby={describedBy("order_number", true)}
            ref={(el) => {
              refs.current.order_number = el;
            }}
          />
          <p id={hintId("order_number")} className="contact-form__hint">
            Bijvoorbeeld KJD1234567. Je vindt het in je orderbevestiging.
          </p>
          {error("order_number")}
        </div>
        <div className="contact-form__field">
          <label htmlFor={fieldId("question")}>Je vraag</label>
          <textarea
            id={fieldId("question")}
            name="question"
            required
            rows={6}
            minLength={CONTACT_QUESTION.min}
            maxLength={CONTACT_QUESTION.max}
            defaultValue={values.question}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={describedBy("question", true)}
            ref={(el) => {
              refs.current.question = el;
            }}
          />
          <p id={hintId("question")} className="contact-form__hint">
            Minimaal {CONTACT_QUESTION.min} en hooguit {CONTACT_QUESTION.max} tekens.
          </p>
          {error("question")}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Bezig met versturen..." : "Verstuur je vraag"}
        </button>
      </Form>
    </section>
  );
}
