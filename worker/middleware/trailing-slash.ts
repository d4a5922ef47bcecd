import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Spec section 2: a path that ends neither with "/" nor with ".html" is redirected (301) to the same
 * path plus "/", keeping the query string.
 * Exceptions: the checkout thank-you route, the cart-restore route (with or without id) and any path
 * containing "restore". Not applied to the API, static files, robots.txt, sitemap.xml and the favicon.
 */
const EXCEPTIONS: RegExp[] = [
  /^\/checkout\/thankyou$/u,
  /^\/cart\/restore(?:\/[^/]+)?$/u,
  /restore/u,
];

const NOT_GUARDED: RegExp[] = [
  /^\/v1(?:\/|$)/u,
  // The Auth calls of spec section 7 (worker/routes/auth-api.ts) are JSON paths like /v1.
  /^\/api\/auth(?:\/|$)/u,
  // The back office's JSON API (docs/decisions/035), like /v1.
  /^\/beheer\/api\//u,
  /^\/(?:robots\.txt|sitemap\.xml|favicon\.ico|favicon\.svg|manifest\.webmanifest|apple-touch-icon\.png)$/u,
  // Static assets and files: the build output, public folders, and anything with a file extension.
  /^\/(?:assets|images|sounds|icons|fonts)\//u,
  /\/[^/]+\.[A-Za-z0-9]{1,8}$/u,
  // React Router's own data requests (single fetch) and manifest.
  /^\/__manifest$/u,
];

export function needsTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith("/") || pathname.endsWith(".html")) return false;
  if (pathname.endsWith(".data")) return false;
  if (NOT_GUARDED.some((r) => r.test(pathname))) return false;
  if (EXCEPTIONS.some((r) => r.test(pathname))) return false;
  return true;
}

export function trailingSlash(): MiddlewareHandler<AppEnv> {
  return async function trailingSlashMiddleware(c, next) {
    const url = new URL(c.req.url);
    if ((c.req.method === "GET" || c.req.method === "HEAD") && needsTrailingSlash(url.pathname)) {
      // A relative Location with exactly one leading slash: "//host" or "/\\host" would leave the site.
      const path = `/${url.pathname.replace(/^[/\\]+/u, "")}`;
      return c.redirect(`${path}/${url.search}`, 301);
    }
    await next();
  };
}
