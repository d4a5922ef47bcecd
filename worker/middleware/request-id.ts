import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

export interface RequestIdOptions {
  /** Header read from and written to. */
  header?: string;
  /** Where the log line goes; console.log by default (Workers Logs picks it up as JSON). */
  log?: (line: string) => void;
  now?: () => number;
}

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/u;

/**
 * Gives every request an id (an incoming valid X-Request-Id is kept, otherwise a new UUID), echoes it
 * in the response and writes one structured JSON line per request when the response is ready.
 */
export function requestId(options: RequestIdOptions = {}): MiddlewareHandler<AppEnv> {
  const header = options.header ?? "X-Request-Id";
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => performance.now());
  return async function requestIdMiddleware(c, next) {
    const incoming = c.req.header(header);
    const id = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", id);
    const start = now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      log(
        JSON.stringify({
          level: status >= 500 ? "error" : "info",
          msg: "request",
          method: c.req.method,
          path: new URL(c.req.url).pathname,
          status,
          duration_ms: Math.round((now() - start) * 10) / 10,
          request_id: id,
        }),
      );
    }
    c.res.headers.set(header, id);
  };
}
