import { CONSENT_EVENT } from "../../lib/vitals/use-vitals";

/**
 * Consent defaults before anything else runs: every kind of storage for ads and analytics is denied
 * until the visitor accepts in the cookie bar. No tracking script is loaded by the shell at all; this
 * only sets up the consent state that a later, consented tag would read.
 */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;" +
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500});";

export function ConsentDefaults({ nonce }: { nonce: string }) {
  return <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />;
}

type ConsentValue = "granted" | "denied";

/** Pushes the visitor's choice into the consent state. */
export function updateConsent(accepted: boolean): void {
  const w = window as unknown as { gtag?: (...args: unknown[]) => void };
  const v: ConsentValue = accepted ? "granted" : "denied";
  w.gtag?.("consent", "update", { ad_storage: v, ad_user_data: v, ad_personalization: v, analytics_storage: v });
  // Our own measurement (app/lib/vitals/use-vitals.ts) reads the stored choice again on this event.
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
