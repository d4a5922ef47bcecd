import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../../app/lib/api/types/common";

/**
 * The one success answer of /v1: `{ "data": T }`. Handlers name T with the response type from
 * app/lib/api/types/, so the compiler checks the Worker against what the client reads.
 */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response {
  return c.json<Envelope<T>>({ data }, status);
}

/** A stored JSON document passed through as `{ "data": <raw> }` without parsing it again. */
export function okRaw(c: Context, rawJson: string, status: ContentfulStatusCode = 200): Response {
  return c.body(`{"data":${rawJson}}`, status, { "Content-Type": "application/json; charset=UTF-8" });
}
