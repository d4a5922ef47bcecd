/**
 * The browser's abandonment signals (spec section 7, Abandonment; ADR 011). cart, browse and category
 * are sent only after the shopper accepted the cookie bar (cookie setting accepted = 1); before a choice,
 * or after refusing, nothing is sent. email is the shopper's own input and goes without consent.
 * Loaded lazily (use-abandon-signal.ts imports it on demand); a failed send is ignored.
 */
import { COOKIE_CONSENT_NAME } from "../constants";
import { parseCookieSetting, readCookie } from "../cookies";
import type { AbandonBrowse, AbandonCart, AbandonCategory, AbandonEmail } from "../schemas/abandon";

export interface AbandonPayloads {
  cart: AbandonCart;
  browse: AbandonBrowse;
  category: AbandonCategory;
  email: AbandonEmail;
}

export type AbandonSignal = keyof AbandonPayloads;

/** Signals that need the shopper's consent (everything except their own e-mail address). */
export const CONSENT_SIGNALS: readonly AbandonSignal[] = ["cart", "browse", "category"];

/** True when the cookie header holds an accepted cookie choice. */
export function hasConsent(cookieHeader: string): boolean {
  return parseCookieSetting(readCookie(cookieHeader, COOKIE_CONSENT_NAME))?.accepted === 1;
}

export interface SendOptions {
  /** A Cookie header to read the choice from (default: the document's cookies, read with js-cookie). */
  cookie?: () => string;
  fetch?: typeof fetch;
}

/** Sends one signal when allowed; true when the API took it. */
export async function sendAbandon<K extends AbandonSignal>(kind: K, payload: AbandonPayloads[K], options: SendOptions = {}): Promise<boolean> {
  if (CONSENT_SIGNALS.includes(kind)) {
    const consent = options.cookie ? hasConsent(options.cookie()) : (await import("../browser-cookies")).consentAccepted();
    if (!consent) return false;
  }
  const doFetch = options.fetch ?? fetch;
  try {
    const res = await doFetch(`/v1/abandon/${kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      // The page may be left right after: the request still goes out.
      keepalive: true,
    });
    return res.ok;
  } catch {
    return false;
  }
}
