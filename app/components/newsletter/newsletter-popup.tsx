import Cookies from "js-cookie";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { browserApi } from "../../lib/api/client";
import { NEWSLETTER_CLOSED_COOKIE, NEWSLETTER_CLOSED_COOKIE_DAYS, NEWSLETTER_POPUP_DELAY_MS, STRINGS } from "../../lib/constants";
import type { NewsletterPopup as PopupContent } from "../../lib/schemas/content";
import { Dialog } from "../ui/dialog";

type Mode = "hidden" | "form" | "success";

/**
 * Newsletter pop-up: 5 s after load, when its content is active, the cookie bar is gone and the closing
 * cookie is not set. Closing sets a 7-day cookie. ?newsletter=succes shows the success message.
 * A failure to load the content hides it silently.
 */
export function NewsletterPopup({ cookieBarGone }: { cookieBarGone: boolean }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const success = params.get("newsletter") === "succes";
  const [mode, setMode] = useState<Mode>("hidden");
  const [content, setContent] = useState<PopupContent | null>(null);
  const fetcher = useFetcher<{ error?: string }>();
  const emailInput = useRef<HTMLInputElement>(null);
  const successButton = useRef<HTMLButtonElement>(null);
  const emailId = useId();
  const errorId = useId();

  useEffect(() => {
    if (success) {
      setMode("success");
      return;
    }
    if (!cookieBarGone || Cookies.get(NEWSLETTER_CLOSED_COOKIE)) return;
    let live = true;
    const timer = setTimeout(() => {
      browserApi.content
        .newsletterPopup()
        .then((c) => {
          if (!live || !c.active) return;
          setContent(c);
          setMode("form");
        })
        .catch(() => {
          // Spec section 8: content load failure hides the pop-up silently.
        });
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cookieBarGone, success]);

  useEffect(() => {
    if (mode === "success") successButton.current?.focus();
  }, [mode]);

  function close() {
    Cookies.set(NEWSLETTER_CLOSED_COOKIE, "1", { expires: NEWSLETTER_CLOSED_COOKIE_DAYS, sameSite: "Lax", path: "/" });
    setMode("hidden");
    if (success) {
      const next = new URLSearchParams(params);
      next.delete("newsletter");
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }

  const error = fetcher.data?.error;
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
            <fetcher.Form method="post" action="/nieuwsbrief/" className="newsletter-popup__form" noValidate>
              <input type="hidden" name="return_to" value={location.pathname} />
              <label htmlFor={emailId}>E-mailadres</label>
              <input
                ref={emailInput}
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p id={errorId} className="form-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn--primary" disabled={fetcher.state !== "idle"}>
                {content.button_text}
              </button>
            </fetcher.Form>
            <p className="newsletter-popup__small">{content.small_text}</p>
          </>
        )
      )}
    </Dialog>
  );
}
