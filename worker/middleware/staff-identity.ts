/**
 * Who is asking, in the back office (docs/decisions/035). Every request under /beheer/ (pages, their data
 * requests, /beheer/api/) needs a member of staff: an active row of `staff` for
 * - development: the development sign-in's session cookie (STAFF_COOKIE, /beheer/aanmelden/);
 * - staging and production: the e-mail of the Cloudflare Access token (Cf-Access-Jwt-Assertion), verified by the Worker.
 * Without one: the API answers 403 (JSON, Dutch); a page answers 403, or in development sends the visitor to
 * the sign-in. The sign-in page itself is the one path without identity. Back-office answers are never indexed.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import type { Staff } from "../domain/backoffice/permissions";
import { isDevelopment } from "../config/env-schema";
import { staffByEmail, staffBySession } from "../store/backoffice/staff";
import { accessIdentity } from "../edge/access";
import { logFor } from "../http/log";
import { errorResponse } from "../http/errors";
import { BEHEER_SIGN_IN_API_PATH, BEHEER_SIGN_IN_PATH, STAFF_COOKIE } from "../../app/lib/beheer/constants";
import { STAFF_ONLY_MESSAGE } from "../../app/lib/beheer/messages/common";

/**
 * The member of staff of this request, or null. Outside development only a valid Access token counts (the
 * development cookie is ignored there); in development only the sign-in's session (there is no Access).
 */
export async function resolveStaff(c: Context<AppEnv>, nowS: number): Promise<Staff | null> {
  if (isDevelopment(c.env)) return staffBySession(c.env.DB, getCookie(c, STAFF_COOKIE), nowS);
  const access = await accessIdentity(c.req.raw, c.env);
  if (!access.ok) {
    // Why a request was refused, never the token itself; a missing header is the ordinary visitor without Access.
    if (access.failure !== "missing") logFor(c).warn("access refused", { failure: access.failure });
    return null;
  }
  return staffByEmail(c.env.DB, access.email);
}

const nowS = () => Math.floor(Date.now() / 1000);

/** The identity check; `kind` says how a request without identity is answered. */
export function staffIdentity(kind: "api" | "page"): MiddlewareHandler<AppEnv> {
  return async function staffIdentityMiddleware(c, next) {
    const path = new URL(c.req.url).pathname;
    // The development sign-in needs no identity (worker/routes/beheer-sign-in.ts refuses it outside development).
    if ((kind === "page" && (path === BEHEER_SIGN_IN_PATH || path === `${BEHEER_SIGN_IN_PATH.slice(0, -1)}.data`)) || (kind === "api" && path === BEHEER_SIGN_IN_API_PATH)) {
      await next();
      c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
      return;
    }
    const staff = await resolveStaff(c, nowS());
    if (!staff) {
      if (kind === "api") return noindex(errorResponse(403, "staff_only", STAFF_ONLY_MESSAGE));
      if (isDevelopment(c.env) && c.req.method === "GET" && !path.endsWith(".data")) {
        return noindex(c.redirect(`${BEHEER_SIGN_IN_PATH}?${new URLSearchParams({ terug: path })}`, 303));
      }
      return noindex(c.text(STAFF_ONLY_MESSAGE, 403));
    }
    c.set("staff", staff);
    await next();
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}

function noindex(res: Response): Response {
  const out = new Response(res.body, res);
  out.headers.set("X-Robots-Tag", "noindex, nofollow");
  return out;
}
