import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isPersonalPath, PERSONAL_CACHE_CONTROL } from "../http/personal";

/**
 * `Cache-Control: private, no-store` on every answer with personal data (worker/http/personal.ts): pages,
 * their data requests and the /v1 answers, whatever their status (a 404 of an order, a 422 of a form) and
 * whatever the handler set itself. One place for the rule (docs/decisions/016, 022).
 */
export function personalNoStore(): MiddlewareHandler<AppEnv> {
  return async function personalNoStoreMiddleware(c, next) {
    await next();
    if (isPersonalPath(new URL(c.req.url).pathname)) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  };
}
