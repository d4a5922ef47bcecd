import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiHttpError } from "../http/errors";
import { logFor } from "../http/log";
import { RATE_LIMIT_BINDINGS, type RateLimitBindingName } from "./rate-limit-bindings";

export { RATE_LIMIT_BINDINGS, type RateLimitBindingName } from "./rate-limit-bindings";

export const RATE_LIMIT_MESSAGE = "Te veel pogingen. Probeer het over een paar minuten opnieuw.";

interface RateLimitBase {
  /** Names the limit (part of the counter's key), e.g. "cart-write-ip". */
  name: string;
  /** The key a request counts against (an IP, a cart id); null: this limit does not apply. */
  key: (c: Context<AppEnv>) => string | null;
  /** Which requests count (default: all that reach the middleware). */
  when?: (c: Context<AppEnv>) => boolean;
}

/**
 * A per-minute limit counted by a Cloudflare Rate Limiting binding (its limit and period are in wrangler.toml,
 * see rate-limit-bindings.ts), or a longer window counted by the RateLimiter Durable Object.
 */
export type RateLimitOptions = RateLimitBase &
  (
    | { /** Per-minute: the Rate Limiting binding that counts (limit and period from its configuration). */ binding: RateLimitBindingName; limit?: never; windowS?: never }
    | { binding?: never; /** Requests allowed per window. */ limit: number; windowS: number }
  );

/** The key a client address counts under: IPv4 as is, IPv6 by its /64 (one subscriber's network), IPv4-mapped IPv6 as IPv4. */
export function clientAddressKey(address: string): string {
  const raw = address.trim().toLowerCase();
  if (IPV4.test(raw)) return raw;
  const groups = ipv6Groups(raw);
  if (!groups) return raw.slice(0, 100);
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/u;
const HEXTET = /^[0-9a-f]{1,4}$/u;

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail as two groups); null if it is none. */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/%.*$/u, ""); // a zone id (fe80::1%eth0) names no network
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string): string[] | null => {
    if (s === "") return [];
    const items = s.split(":");
    const last = items[items.length - 1]!;
    if (IPV4.test(last)) {
      const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
      items.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return items.every((g) => HEXTET.test(g)) ? items : null;
  };
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  if (!head || !tail) return null;
  // A dotted IPv4 tail is only allowed in the last position of the whole address.
  if (halves.length === 2 && halves[0]!.includes(".")) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => "0"), ...tail].map((g) => parseInt(g, 16));
}

/**
 * The visitor's address as Cloudflare gives it (CF-Connecting-IP), as the key limits count under: IPv6 by
 * its /64 prefix, since one subscriber gets a whole /64 and could otherwise step through addresses
 * (clientAddressKey). "local" when there is none (local runs, tests).
 */
export function clientIp(c: Context<AppEnv>): string {
  const address = c.req.header("CF-Connecting-IP");
  return address ? clientAddressKey(address) : "local";
}

/**
 * Rate limits: per-minute ones by their Cloudflare Rate Limiting binding, longer windows by the RateLimiter
 * Durable Object (both also run in local workerd). Several limits (e.g. per IP and per cart) are counted at
 * once, in parallel. Over any of them: 429 with a Dutch message and Retry-After, before the handler reads
 * the body.
 */
export function rateLimits(...limits: RateLimitOptions[]): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    await enforceRateLimits(c, ...limits);
    return next();
  };
}

interface Outcome {
  name: string;
  allowed: boolean;
  retryAfterS: number;
  count?: number;
}

/** The counter key of a limit for a request's key, the same for the binding and the Durable Object. */
export function rateLimitKey(name: string, key: string): string {
  return `${name}:${key}`;
}

async function countByBinding(c: Context<AppEnv>, name: string, binding: RateLimitBindingName, key: string): Promise<Outcome> {
  // The binding answers no time to wait: its period is the longest a client waits.
  const retryAfterS = RATE_LIMIT_BINDINGS[binding].windowS;
  try {
    const { success } = await c.env[binding].limit({ key: rateLimitKey(name, key) });
    return { name, allowed: success, retryAfterS };
  } catch (error) {
    // The binding is a best-effort counter at the edge: when it cannot answer, the request goes on (logged).
    logFor(c).error("rate limit binding failed", { limit: name, binding, error: String(error) });
    return { name, allowed: true, retryAfterS };
  }
}

async function countByObject(c: Context<AppEnv>, name: string, limit: number, windowS: number, key: string): Promise<Outcome> {
  const stub = c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(rateLimitKey(name, key)));
  const result = await stub.hit(limit, windowS, Math.floor(Date.now() / 1000));
  return { name, allowed: result.allowed, retryAfterS: result.retryAfterS, count: result.count };
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
    return [options.binding ? countByBinding(c, options.name, options.binding, key) : countByObject(c, options.name, options.limit, options.windowS, key)];
  });
  for (const outcome of await Promise.all(hits)) {
    if (outcome.allowed) continue;
    logFor(c).warn("rate limited", { limit: outcome.name, ...(outcome.count === undefined ? {} : { count: outcome.count }) });
    throw new ApiHttpError(429, "rate_limited", RATE_LIMIT_MESSAGE, { "Retry-After": String(outcome.retryAfterS) });
  }
}

/** One rate limit (see rateLimits). */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return rateLimits(options);
}
