import { exports } from "cloudflare:workers";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { BROWSER_UA } from "./seed";

export const ORIGIN = "https://droomnest.test";

/** Calls the real Worker (its default export) without following redirects. */
export function worker(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

/** A browser-like GET (the UA makes React Router stream), optionally logged in with a session token. */
export function browserGet(path: string, opts: { session?: string; cookie?: string } = {}): Promise<Response> {
  const headers = new Headers({ "User-Agent": BROWSER_UA, Accept: "text/html" });
  const cookies = [opts.session ? `${SESSION_COOKIE}=${opts.session}` : "", opts.cookie ?? ""].filter(Boolean);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  return worker(path, { headers });
}

/** The HTML from the first startMarker up to and including the next endMarker ("" when startMarker is absent). */
export function section(html: string, startMarker: string, endMarker: string): string {
  const start = html.indexOf(startMarker);
  if (start < 0) return "";
  const end = html.indexOf(endMarker, start);
  return end < 0 ? html.slice(start) : html.slice(start, end + endMarker.length);
}
