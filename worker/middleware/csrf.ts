import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isJsonApiPath, isOneClickUnsubscribePath, isUploadApiPath, isWebhookPath } from "../http/api-paths";
import { errorResponse } from "../http/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * CSRF: state-changing requests must come from this site.
 * - Sec-Fetch-Site, when sent, must be same-origin (or none: typed by the user).
 * - Origin, when sent, must be this origin.
 * - Form posts (the content types a cross-site form can send) need one of the two headers.
 * - /v1 (and /api/auth, POST /login) writes must be JSON (application/json): a cross-site page cannot
 *   send that without CORS.
 */
export function csrf(): MiddlewareHandler<AppEnv> {
  return async function csrfMiddleware(c, next) {
    if (SAFE.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    // The PSP's webhook posts cross-site by design (see isWebhookPath).
    if (isWebhookPath(url.pathname)) return next();
    // A mail client's one-click unsubscribe (RFC 8058) posts cross-site by design (see isOneClickUnsubscribePath).
    if (isOneClickUnsubscribePath(url.pathname)) return next();
    const site = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    const forbidden = () =>
      errorResponse(403, "csrf_rejected", "Dit verzoek komt niet van deze website en is geweigerd.");
    if (site && site !== "same-origin" && site !== "none") return forbidden();
    if (origin && origin !== url.origin) return forbidden();
    const isForm = FORM_TYPES.includes(type);
    if (isForm && !site && !origin) return forbidden();
    if (isJsonApiPath(url.pathname)) {
      const hasBody = c.req.header("Content-Length") !== "0" && c.req.raw.body !== null;
      const upload = type === "multipart/form-data" && isUploadApiPath(url.pathname);
      if (hasBody && type !== "application/json" && !upload) {
        return errorResponse(415, "unsupported_media_type", "Stuur de gegevens als JSON (Content-Type: application/json).");
      }
    }
    return next();
  };
}
