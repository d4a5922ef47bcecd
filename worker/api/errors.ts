import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of /v1: { "error": { "code", "message" } }. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json<ApiErrorBody>({ error: { code, message } }, status);
}

export function apiErrorResponse(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify({ error: { code, message } } satisfies ApiErrorBody), {
    status,
    headers: { "Content-Type": "application/json; charset=UTF-8", ...headers },
  });
}
