import Cookies from "js-cookie";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { browserApi } from "../../lib/api/client";
import { NEWSLETTER_CLOSED_COOKIE, NEWSLETTER_CLOSED_COOKIE_DAYS, NEWSLETTER_POPUP_DELAY_MS, STRINGS } from "../../lib/constants";
import type { NewsletterPopup as PopupContent } from "../../lib/schemas/content";

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
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
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
    if (mode === "hidden") return;
    const el = dialog.current;
    (el?.querySelector<HTMLElement>("input[type=email]") ?? el?.querySelector<HTMLElement>("button"))?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  if (mode === "hidden") return null;
  const error = fetcher.data?.error;
  return (
    <div className="modal-backdrop">
      <div className="modal newsletter-popup" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <button type="button" className="modal__close icon-button" onClick={close}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Sluiten</span>
        </button>
        {mode === "success" ? (
          <>
            <h2 id={titleId} className="modal__title">
              {STRINGS.newsletterSuccess}
            </h2>
            <p>{STRINGS.newsletterSuccessCredit}</p>
            <button type="button" className="btn btn--primary" onClick={close}>
              Verder winkelen
            </button>
          </>
        ) : (
          content && (
            <>
              <h2 id={titleId} className="modal__title">
                {content.title}
              </h2>
              <p>{content.content}</p>
              <fetcher.Form method="post" action="/nieuwsbrief/" className="newsletter-popup__form" noValidate>
                <input type="hidden" name="return_to" value={location.pathname} />
                <label htmlFor={emailId}>E-mailadres</label>
                <input
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
      </div>
    </div>
  );
}
