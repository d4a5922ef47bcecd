import { useEffect, useState, type ComponentType } from "react";
import { useSearchParams } from "react-router";
import { browserApi } from "../../lib/api/client";
import { NEWSLETTER_CLOSED_COOKIE, NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_SUCCESS_PARAM } from "../../lib/constants";
import type { NewsletterPopup as PopupContent } from "../../lib/schemas/content";
import type { NewsletterPopupProps } from "./newsletter-popup";

/**
 * When the newsletter pop-up may show (spec sections 2, 4, 8 and 9): 5 s after load, when its content is
 * active, the cookie bar is gone and the closing cookie is not set; at once with ?newsletter=succes. Only then
 * is the pop-up's own code loaded (./newsletter-popup.tsx): a page's initial JavaScript carries this gate,
 * not the dialog and its form (the brief: pop-ups load on demand). A failure to load the content or the code
 * hides it silently.
 */
export function NewsletterGate({ cookieBarGone, actionUrl = null }: { cookieBarGone: boolean; actionUrl?: string | null }) {
  const [params] = useSearchParams();
  const success = params.get(NEWSLETTER_SUCCESS_PARAM.name) === NEWSLETTER_SUCCESS_PARAM.value;
  const [shown, setShown] = useState<{ Popup: ComponentType<NewsletterPopupProps>; content: PopupContent | null } | null>(null);

  useEffect(() => {
    if (shown) return;
    let live = true;
    const show = (content: PopupContent | null) =>
      import("./newsletter-popup").then(
        (m) => live && setShown({ Popup: m.NewsletterPopup, content }),
        () => undefined,
      );
    if (success) {
      void show(null);
      return () => {
        live = false;
      };
    }
    if (!cookieBarGone) return;
    const timer = setTimeout(() => {
      // The closing cookie is read in the browser with js-cookie, loaded on demand (app/lib/browser-cookies.ts).
      import("../../lib/browser-cookies")
        .then((cookies) => (cookies.readBrowserCookie(NEWSLETTER_CLOSED_COOKIE) ? null : browserApi.content.newsletterPopup()))
        .then((c) => (live && c?.active ? show(c) : undefined))
        .catch(() => {
          // Spec section 8: content load failure hides the pop-up silently.
        });
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cookieBarGone, success, shown]);

  if (!shown) return null;
  const { Popup, content } = shown;
  return <Popup content={content} actionUrl={actionUrl} />;
}
