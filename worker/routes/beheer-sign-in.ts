/**
 * The development sign-in and signing out of the back office (docs/decisions/035).
 * - /beheer/aanmelden/: outside development 403 for every method (staff come in through Cloudflare Access);
 *   in development a GET renders the page (app/routes/beheer/sign-in.tsx: the seeded staff, no password) and
 *   its form post starts a session for the chosen active member of staff (cookie STAFF_COOKIE) and goes on
 *   to the page asked for (`terug`, a back-office path only).
 * - POST /beheer/afmelden/: ends the development session; outside development Cloudflare Access's own logout.
 */
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { isDevelopment } from "../config/env-schema";
import { createStaffSession, deleteStaffSession, STAFF_SESSION_TTL_S } from "../store/backoffice/staff";
import { BEHEER_PREFIX, BEHEER_SIGN_IN_PATH, BEHEER_SIGN_OUT_PATH, STAFF_COOKIE } from "../../app/lib/beheer/constants";
import { SIGN_IN_MESSAGES } from "../../app/lib/beheer/messages/access";

export const beheerSignIn = new Hono<AppEnv>();

const NOINDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/** Where to go after signing in: a back-office page path, never another site or the sign-in itself. */
export function signInReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith(BEHEER_PREFIX) || value.startsWith(BEHEER_SIGN_IN_PATH) || /[\\\s]|\/\//u.test(value)) return BEHEER_PREFIX;
  return value;
}

beheerSignIn.all(BEHEER_SIGN_IN_PATH, async (c, next) => {
  if (!isDevelopment(c.env)) return c.text(SIGN_IN_MESSAGES.refused, 403, NOINDEX);
  if (c.req.method !== "POST") return next();
  const form = await c.req.formData();
  const staffId = Number(form.get("staff_id"));
  const back = signInReturnPath(form.get("terug"));
  const nowS = Math.floor(Date.now() / 1000);
  const token = Number.isSafeInteger(staffId) && staffId > 0 ? await createStaffSession(c.env.DB, staffId, nowS) : null;
  if (!token) return c.redirect(`${BEHEER_SIGN_IN_PATH}?${new URLSearchParams({ fout: "onbekend", terug: back })}`, 303);
  setCookie(c, STAFF_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: STAFF_SESSION_TTL_S });
  return c.redirect(back, 303);
});

beheerSignIn.post(BEHEER_SIGN_OUT_PATH, async (c) => {
  if (!isDevelopment(c.env)) return c.redirect("/cdn-cgi/access/logout", 303);
  await deleteStaffSession(c.env.DB, getCookie(c, STAFF_COOKIE));
  deleteCookie(c, STAFF_COOKIE, { path: "/", secure: true });
  return c.redirect(BEHEER_SIGN_IN_PATH, 303);
});
