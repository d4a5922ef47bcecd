/**
 * The gate of the real-user measurement (ADR 024): nothing is loaded or measured until the visitor
 * accepted analytics cookies (the cookie bar's stored choice, or its consent event when the choice is made
 * on this page). Then app/lib/vitals/vitals-report.ts is loaded on demand (its own small chunk) and told of every page view.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";

/** Dispatched on window when the visitor makes a cookie choice (app/components/consent/consent-defaults.tsx). */
export const CONSENT_EVENT = "droomnest:consent";

/** The stored cookie choice, read with js-cookie (loaded on demand: app/lib/browser-cookies.ts). */
const analyticsAccepted = () => import("../browser-cookies").then((cookies) => cookies.consentAccepted());

export function useVitalsAfterConsent(): void {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  // The location the document was loaded with: its page view is the one with an LCP.
  const landingKey = useRef(location.key);
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    const check = () => void analyticsAccepted().then(setAccepted, () => undefined);
    check();
    addEventListener(CONSENT_EVENT, check);
    return () => removeEventListener(CONSENT_EVENT, check);
  }, []);
  const routeId = leaf?.id ?? "";
  const kind = (leaf?.loaderData as { kind?: unknown } | undefined)?.kind;
  useEffect(() => {
    if (!accepted) return;
    void import("./vitals-report").then((m) => m.reportPageView(routeId, kind, location.key, location.key === landingKey.current)).catch(() => undefined);
  }, [accepted, location.key, routeId, kind]);
}
