/**
 * The back office keeps to its own host (docs/decisions/035): in staging and production `/beheer/*` (pages and
 * `/beheer/api/*`) answers only on BACKOFFICE_HOST (e.g. beheer.droomnest.nl), never on the shop's host, so no
 * script in the shop's origin can reach it with a member of staff's credentials; and that host answers nothing
 * but the back office (its root redirects to /beheer/, anything else is a 404). Development without
 * BACKOFFICE_HOST keeps /beheer/ on the shop's port. Outside development a missing BACKOFFICE_HOST is a
 * configuration problem (worker/config/providers.ts): the back office then answers nowhere.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { BEHEER_PREFIX, isBeheerPath } from "../../app/lib/beheer/constants";

/**
 * What the back office's pages need on its own host besides /beheer/*: the build's scripts and styles
 * (staging runs the Worker before its static files) and React Router's route manifest requests.
 */
const SUPPORT_PATHS = [/^\/assets\//u, /^\/__manifest$/u, /^\/favicon\.(?:ico|svg)$/u];

/** The configured back-office host, lower case without a port; "" when there is none. */
export const backofficeHost = (env: { BACKOFFICE_HOST?: string }): string => (env.BACKOFFICE_HOST ?? "").trim().toLowerCase();

const notFound = () =>
  new Response("Deze pagina bestaat niet.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });

export function backofficeHostRule(): MiddlewareHandler<AppEnv> {
  return async function backofficeHostMiddleware(c, next) {
    const host = backofficeHost(c.env);
    const path = c.req.path;
    if (!host) {
      // Development: the back office on the shop's port. Elsewhere: not configured, so it answers nowhere.
      if (c.env.ENVIRONMENT !== "development" && isBeheerPath(path)) return notFound();
      return next();
    }
    const onBackofficeHost = new URL(c.req.url).hostname.toLowerCase() === host;
    if (!onBackofficeHost) return isBeheerPath(path) ? notFound() : next();
    if (isBeheerPath(path) || SUPPORT_PATHS.some((p) => p.test(path))) return next();
    if (path === "/") return c.redirect(BEHEER_PREFIX, 302);
    return notFound();
  };
}
