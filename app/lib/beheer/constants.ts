/** The back office's paths and cookie (docs/decisions/035). */
export const BEHEER_PREFIX = "/beheer/";
export const BEHEER_API_PREFIX = "/beheer/api/";
/** The development sign-in (refused outside development). */
export const BEHEER_SIGN_IN_PATH = "/beheer/aanmelden/";
/** The development sign-in's list of staff (the one API path without identity; refused outside development). */
export const BEHEER_SIGN_IN_API_PATH = "/beheer/api/aanmelden";
/** Signing out (a form post): the development session ends; outside development Access's own logout follows. */
export const BEHEER_SIGN_OUT_PATH = "/beheer/afmelden/";
/** The development sign-in's session cookie (never set outside development). */
export const STAFF_COOKIE = "__Host-droomnest_beheer";
/** The header Cloudflare Access puts on every request it let through (staging, production). */
export const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

/** Whether a path belongs to the back office (its pages, their data requests, its API). */
export function isBeheerPath(pathname: string): boolean {
  return pathname === "/beheer" || pathname.startsWith(BEHEER_PREFIX) || pathname === "/beheer.data";
}
