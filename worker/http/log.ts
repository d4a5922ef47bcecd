import type { Context } from "hono";
import { createLogger, type Logger } from "../../app/lib/log";
import { redactPath } from "../../app/lib/log-redact";

export { createLogger, setLogSink, type LogFields, type Logger, type LogLevel } from "../../app/lib/log";

/** The logger of a request: the request id from the context variable or the X-Request-Id header; the path redacted. */
export function logFor(c: Context): Logger {
  const id = (c.get("requestId") as string | undefined) ?? c.req.header("X-Request-Id") ?? null;
  return createLogger({ request_id: id, path: redactPath(new URL(c.req.url)) });
}

/** The logger for work on behalf of a request outside a Hono context (cache layer, upstream calls). */
export function logForRequest(request: Request): Logger {
  return createLogger({ request_id: request.headers.get("X-Request-Id"), path: redactPath(new URL(request.url)) });
}
