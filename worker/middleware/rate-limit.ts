import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiHttpError } from "../http/errors";
import { logFor } from "../http/log";

export const RATE_LIMIT_MESSAGE = "Te veel pogingen. Probeer het over een paar minuten opnieuw.";

export interface RateLimitOptions {
  /** Names the limit (part of the counter's key), e.g. "cart-write-ip". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowS: number;
  /** The key a request counts against (an IP, a cart id); null: this limit does not apply. */
  key: (c: Context<AppEnv>) => string | null;
  /** Which requests count (default: all that reach the middleware). */
  when?: (c: Context<AppEnv>) => boolean;
}

/** The visitor's IP as Cloudflare gives it; "local" when there is none (local runs, tests). */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/**
 * Fixed-window rate limits backed by the RateLimiter Durable Object (works the same in local workerd).
 * Several limits (e.g. per IP and per cart) are counted at once, in parallel. Over any of them: 429 with a
 * Dutch message and Retry-After, before the handler reads the body.
 */
export function rateLimits(...limits: RateLimitOptions[]): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    await enforceRateLimits(c, ...limits);
    return next();
  };
}

/**
 * Counts the request against every limit that applies (in parallel); over any of them throws the 429. For a
 * handler that starts cheap work of its own alongside the count (see the postcode lookup).
 */
export async function enforceRateLimits(c: Context<AppEnv>, ...limits: RateLimitOptions[]): Promise<void> {
  const hits = limits.flatMap((options) => {
    if (options.when && !options.when(c)) return [];
    const key = options.key(c);
    if (key === null) return [];
    const stub = c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(`${options.name}:${key}`));
    return [stub.hit(options.limit, options.windowS, Math.floor(Date.now() / 1000)).then((result) => ({ name: options.name, result }))];
  });
  for (const { name, result } of await Promise.all(hits)) {
    if (result.allowed) continue;
    logFor(c).warn("rate limited", { limit: name, count: result.count });
    throw new ApiHttpError(429, "rate_limited", RATE_LIMIT_MESSAGE, { "Retry-After": String(result.retryAfterS) });
  }
}

/** One fixed-window rate limit (see rateLimits). */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return rateLimits(options);
}
