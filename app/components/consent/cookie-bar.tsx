import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COOKIE_CONSENT_EXPIRY, COOKIE_CONSENT_NAME } from "../../lib/constants";
import type { CookieSetting } from "../../lib/cookies";
import { updateConsent } from "./consent-defaults";

const loadCookieWriter = () => import("../../lib/browser-cookies");

export function storeCookieChoice(accepted: boolean): CookieSetting {
  const setting: CookieSetting = { time: Date.now(), accepted: accepted ? 1 : 0 };
  // The cookie writer (js-cookie) loads on demand; consent is updated once the choice is stored, since
  // the measurement reads the stored choice on that event (app/lib/vitals/use-vitals.ts).
  void loadCookieWriter()
    .then((cookies) => cookies.writeCookie(COOKIE_CONSENT_NAME, JSON.stringify(setting), COOKIE_CONSENT_EXPIRY))
    .catch(() => undefined)
    .then(() => updateConsent(accepted));
  return setting;
}

/**
 * Cookie bar: shown until a choice is stored. Refusing is one click and looks exactly like accepting.
 * onChoice lets the shell know the bar is gone (the newsletter pop-up waits for that).
 */
export function CookieBar({ initial, onChoice }: { initial: CookieSetting | null; onChoice: (s: CookieSetting) => void }) {
  const [choice, setChoice] = useState<CookieSetting | null>(initial);
  // While the bar shows, the cookie writer is fetched, so a choice is stored at once.
  useEffect(() => {
    if (!choice) void loadCookieWriter().catch(() => undefined);
  }, [choice]);
  if (choice) return null;
  const choose = (accepted: boolean) => {
    const s = storeCookieChoice(accepted);
    setChoice(s);
    onChoice(s);
  };
  return (
    <section className="cookie-bar" aria-label="Cookie-instellingen">
      <div className="cookie-bar__inner">
        <h2 className="cookie-bar__title">Cookies op Droomnest</h2>
        <p className="cookie-bar__text">
          We gebruiken functionele cookies om de winkel te laten werken. Met jouw toestemming gebruiken we ook cookies voor
          statistieken en persoonlijke advertenties. Je keuze kun je altijd aanpassen. Lees meer in onze{" "}
          <Link to="/service/privacy/">privacyverklaring</Link>.
        </p>
        <div className="cookie-bar__actions">
          <button type="button" className="btn btn--choice" onClick={() => choose(false)}>
            Weigeren
          </button>
          <button type="button" className="btn btn--choice" onClick={() => choose(true)}>
            Accepteren
          </button>
        </div>
      </div>
    </section>
  );
}
