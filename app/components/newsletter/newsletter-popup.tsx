import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { NEWSLETTER_CLOSED_COOKIE, NEWSLETTER_CLOSED_COOKIE_DAYS, STRINGS } from "../../lib/constants";
import { writeCookie } from "../../lib/browser-cookies";
import { NEWSLETTER_MESSAGES, NEWSLETTER_SOURCE, NEWSLETTER_SUCCESS_PARAM, newsletterReturnUrl } from "../../lib/newsletter/signup";
import type { NewsletterPopup as PopupContent } from "../../lib/schemas/content";
import { Dialog } from "../ui/dialog";
import { REMINDER_MESSAGES } from "../../lib/abandon/messages";
import { recordReminderEmailLater } from "../../lib/abandon/record-later";

type Mode = "hidden" | "form" | "success";

export interface NewsletterPopupProps {
  /** The pop-up's content (null when it opens for ?newsletter=succes only). */
  content: PopupContent | null;
  actionUrl?: string | null;
}

/**
 * Newsletter pop-up, loaded and mounted by ./newsletter-gate.tsx once it may show (5 s after load, content
 * active, cookie bar gone, no closing cookie; or ?newsletter=succes). Closing sets a 7-day cookie.
 * ?newsletter=succes shows the success message. A sign-up that cannot be saved closes it (ignored).
 * With `actionUrl` (NEWSLETTER_ACTION_URL) the form posts to the mailing provider with hidden fields
 * `source` and `return_url` (this page with ?newsletter=succes); otherwise to /nieuwsbrief/.
 * A valid address sent here is also recorded for the cart's one reminder, with the statement under the
 * field as the visible consent (docs/decisions/028).
 */
export function NewsletterPopup({ content, actionUrl = null }: NewsletterPopupProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const success = params.get(NEWSLETTER_SUCCESS_PARAM.name) === NEWSLETTER_SUCCESS_PARAM.value;
  const [mode, setMode] = useState<Mode>(success ? "success" : content ? "form" : "hidden");
  const fetcher = useFetcher<{ error?: string; ignored?: true }>();
  const [invalid, setInvalid] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const successButton = useRef<HTMLButtonElement>(null);
  const emailId = useId();
  const errorId = useId();
  const statementId = useId();

  useEffect(() => {
    if (success) setMode("success");
  }, [success]);

  useEffect(() => {
    if (mode === "success") successButton.current?.focus();
  }, [mode]);

  // Spec section 8: a sign-up that could not be saved is ignored; the pop-up just closes.
  const ignored = fetcher.data?.ignored === true;
  useEffect(() => {
    if (ignored) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ignored]);

  function close() {
    writeCookie(NEWSLETTER_CLOSED_COOKIE, "1", NEWSLETTER_CLOSED_COOKIE_DAYS);
    setMode("hidden");
    if (success) {
      const next = new URLSearchParams(params);
      next.delete(NEWSLETTER_SUCCESS_PARAM.name);
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }

  const error = invalid ? NEWSLETTER_MESSAGES.email : fetcher.data?.error;
  const fields = content && (
    <>
      <label htmlFor={emailId}>E-mailadres</label>
      <input
        ref={emailInput}
        id={emailId}
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${statementId}` : statementId}
      />
      <p id={statementId} className="newsletter-popup__small">
        {REMINDER_MESSAGES.statement}
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={fetcher.state !== "idle"}>
        {content.button_text}
      </button>
    </>
  );
  return (
    <Dialog
      open={mode === "success" || (mode === "form" && content !== null)}
      onClose={close}
      title={mode === "success" ? STRINGS.newsletterSuccess : content?.title}
      className="newsletter-popup"
      initialFocusRef={emailInput}
      closeOnBackdrop={false}
    >
      {mode === "success" ? (
        <>
          <p>{STRINGS.newsletterSuccessCredit}</p>
          <button type="button" className="btn btn--primary" onClick={close} ref={successButton}>
            Verder winkelen
          </button>
        </>
      ) : (
        content && (
          <>
            <p>{content.content}</p>
            {actionUrl ? (
              <form
                method="post"
                action={actionUrl}
                className="newsletter-popup__form"
                noValidate
                onSubmit={(e) => {
                  // The provider shows its own page for a bad address: check it here first.
                  if (emailInput.current?.checkValidity()) return recordReminderEmailLater(emailInput.current.value, "newsletter");
                  e.preventDefault();
                  setInvalid(true);
                }}
              >
                <input type="hidden" name="source" value={NEWSLETTER_SOURCE} />
                <input type="hidden" name="return_url" value={newsletterReturnUrl(window.location.origin, location.pathname, location.search)} />
                {fields}
              </form>
            ) : (
              <fetcher.Form
                method="post"
                action="/nieuwsbrief/"
                className="newsletter-popup__form"
                noValidate
                onSubmit={() => {
                  setInvalid(false);
                  recordReminderEmailLater(emailInput.current?.value ?? "", "newsletter");
                }}
              >
                <input type="hidden" name="return_to" value={location.pathname} />
                {fields}
              </fetcher.Form>
            )}
            <p className="newsletter-popup__small">{content.small_text}</p>
          </>
        )
      )}
    </Dialog>
  );
}
