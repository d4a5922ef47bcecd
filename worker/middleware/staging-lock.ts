/**
 * Staging keeps to itself (docs/decisions/033-environments.md, docs/operations/configuration.md):
 * - every answer carries `X-Robots-Tag: noindex`;
 * - every request needs basic auth with the STAGING_PASSWORD secret (any user name), except robots.txt
 *   (crawlers must read its "Disallow: /", worker/routes/seo.ts) and the payment webhook (Mollie cannot log
 *   in; its body is never trusted, worker/routes/payments/webhook.ts) and /v1/health (the deploy script checks a
 *   new version through it; it names providers, never data or secrets). Without the secret nobody gets in.
 * Staging runs the Worker first for static files too (wrangler.toml [env.staging] assets.run_worker_first),
 * so the lock and the header cover them; after the lock they are served from ASSETS.
 * Other environments pass through untouched.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { constantTimeEqual } from "../domain/password";
import { PAYMENT_WEBHOOK_PATH } from "../http/api-paths";

export const STAGING_REALM = "Droomnest staging";
const OPEN_PATHS = new Set(["/robots.txt", PAYMENT_WEBHOOK_PATH, "/v1/health"]);
/** Paths the Worker answers itself although they look like files: product pages, robots.txt, sitemap.xml, invoices. */
const WORKER_EXTENSIONS = /\.(?:html|txt|xml|pdf)$/u;

/** The password of a Basic Authorization header ("" when absent or malformed). */
function basicPassword(header: string | undefined): string {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/u.exec(header ?? "");
  if (!match) return "";
  try {
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]!), (ch) => ch.charCodeAt(0)));
    const colon = decoded.indexOf(":");
    return colon < 0 ? "" : decoded.slice(colon + 1);
  } catch {
    return "";
  }
}

/** Equal strings, compared in constant time (their SHA-256 digests). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = (s: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(s));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return constantTimeEqual(new Uint8Array(a), new Uint8Array(b));
}

export function stagingLock(): MiddlewareHandler<AppEnv> {
  return async function stagingLockMiddleware(c, next) {
    if (c.env.ENVIRONMENT !== "staging") return next();
    const path = c.req.path;
    const secret = c.env.STAGING_PASSWORD ?? "";
    const allowed = OPEN_PATHS.has(path) || (secret !== "" && (await sameSecret(basicPassword(c.req.header("Authorization")), secret)));
    if (!allowed) {
      c.res = c.text("Deze testomgeving van Droomnest is afgeschermd. Log in met het wachtwoord van de testomgeving.", 401, {
        "WWW-Authenticate": `Basic realm="${STAGING_REALM}", charset="UTF-8"`,
        "Cache-Control": "no-store",
      });
    } else {
      const method = c.req.method;
      const asset = (method === "GET" || method === "HEAD") && /\.[a-z0-9]+$/iu.test(path) && !WORKER_EXTENSIONS.test(path) && c.env.ASSETS ? await c.env.ASSETS.fetch(c.req.raw) : null;
      if (asset && asset.status !== 404) c.res = new Response(asset.body, asset);
      else await next();
    }
    c.res.headers.set("X-Robots-Tag", "noindex");
  };
}
