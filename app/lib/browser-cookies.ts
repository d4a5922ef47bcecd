/**
 * The browser's cookie reading and writing, with js-cookie (the design's package list names it). Load it
 * on demand (`import("./browser-cookies")`), so it is no part of any page's initial JavaScript; the server
 * reads cookies from the Cookie header (app/lib/cookies.ts, Hono's helpers in the Worker).
 */
import Cookies from "js-cookie";
import { COOKIE_CONSENT_NAME } from "./constants";
import { parseCookieSetting } from "./cookies";

// The value URI-encoded as a whole (as before js-cookie, so a cookie keeps its bytes); js-cookie decodes it.
const jar = Cookies.withConverter<string>({ write: (value) => encodeURIComponent(value) });

/**
 * Writes a first-party cookie from the browser (the consent choice, the newsletter pop-up's closing cookie):
 * Path=/, an expiry in days, SameSite, Secure on https.
 */
export function writeCookie(name: string, value: string, days: number, sameSite: "Lax" | "Strict" = "Lax"): void {
  jar.set(name, value, { expires: days, path: "/", sameSite, secure: window.location.protocol === "https:" });
}

/** One cookie of the document, decoded; undefined when absent. */
export function readBrowserCookie(name: string): string | undefined {
  return jar.get(name);
}

/** True when the stored cookie choice accepts analytics and marketing (spec: { time, accepted: 1 }). */
export function consentAccepted(): boolean {
  return parseCookieSetting(readBrowserCookie(COOKIE_CONSENT_NAME))?.accepted === 1;
}
