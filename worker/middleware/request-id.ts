import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { redactPath } from "../../app/lib/log-redact";
import { createLogger, type Logger } from "../http/log";

export interface RequestIdOptions {
  /** Header read from and written to. */
  header?: string;
  /** The logger of a request id; the shared logger (worker/http/log.ts) by default. */
  logger?: (requestId: string) => Logger;
  now?: () => number;
  /**
   * Answers whose line is written just after the response is handed over (in ctx.waitUntil) instead of before
   * it: in workerd a log line before the response costs its first byte more than all of a page-cache hit's
   * own work (docs/measurements/022-page-cache.md, "Hit path, second pass"). Without an ExecutionContext the
   * line is written at once.
   */
  logAfterResponse?: (c: Context<AppEnv>) => boolean;
}

/** The request's ExecutionContext, when it has one (Hono throws for a request without it). */
function executionCtxOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/u;

/**
 * Gives every request an id (an incoming valid X-Request-Id is kept, otherwise a new UUID), echoes it
 * in the response and writes one structured log line per request when the response is ready. The line's
 * path is redacted (app/lib/log-redact.ts): no link token, cart id or e-mail address in the logs.
 */
export function requestId(options: RequestIdOptions = {}): MiddlewareHandler<AppEnv> {
  const header = options.header ?? "X-Request-Id";
  const loggerFor = options.logger ?? ((id: string) => createLogger({ request_id: id }));
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
      const fields = { method: c.req.method, path: redactPath(new URL(c.req.url)), status, duration_ms: Math.round((now() - start) * 10) / 10 };
      const write = () => {
        const logger = loggerFor(id);
        if (status >= 500) logger.error("request", fields);
        else logger.info("request", fields);
      };
      const ctx = status < 500 && options.logAfterResponse?.(c) ? executionCtxOf(c) : undefined;
      // A timer, not a microtask: microtasks run before the runtime gets the response.
      if (ctx) ctx.waitUntil(new Promise<void>((done) => setTimeout(() => done(write()), 0)));
      else write();
    }
    c.res.headers.set(header, id);
  };
}
