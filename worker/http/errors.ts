import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../app/lib/api/types/common";
import { logFor } from "./log";

/**
 * The one error of /v1: a status, a machine code and a (Dutch) message for the shopper. Parsers,
 * handlers and stores throw it; one onError turns it into `{ "error": { "code", "message" } }`.
 */
export class ApiHttpError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Per-field Dutch messages of a refused form payload (zv with `fields: true`). */
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message });
    this.name = "ApiHttpError";
  }
}

export const INTERNAL_MESSAGE = "Er ging iets mis. Probeer het later opnieuw.";

/** A JSON body that does not parse (the body gate, hono's validator, handlers that read the body). */
export const MALFORMED_JSON_MESSAGE = "De gegevens zijn geen geldige JSON.";

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  fields?: Record<string, string>,
): Response {
  const error: ApiErrorBody["error"] = fields ? { code, message, fields } : { code, message };
  return new Response(JSON.stringify({ error } satisfies ApiErrorBody), {
    status,
    headers: { "Content-Type": "application/json; charset=UTF-8", ...headers },
  });
}

/** The one onError of the /v1 app: known errors keep their status, anything else is logged and a 500. */
export function onApiError(err: Error, c: Context): Response {
  if (err instanceof ApiHttpError) return errorResponse(err.status, err.code, err.message, err.headers, err.fields);
  if (err instanceof HTTPException) {
    // Hono's own (e.g. body limit, malformed JSON in its validator): keep the status, give our shape.
    const status = err.status;
    const code = status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "http_error";
    const message =
      status === 413 ? "De gegevens zijn te groot." : status === 400 ? MALFORMED_JSON_MESSAGE : err.message;
    return errorResponse(status, code, message);
  }
  logFor(c).error("unhandled api error", { error: String(err), stack: err.stack });
  return errorResponse(500, "internal_error", INTERNAL_MESSAGE);
}
