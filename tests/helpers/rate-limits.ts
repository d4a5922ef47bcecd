import { env } from "cloudflare:workers";
import type { Env } from "../../worker/env";
import { RATE_LIMIT_BINDINGS, rateLimitKey, type RateLimitBindingName } from "../../worker/middleware/rate-limit";

/**
 * Waits, when needed, until the current window of a per-minute limit has at least `marginS` seconds left: the
 * local Rate Limiting binding (miniflare) counts in windows that follow the wall clock, so a burst that
 * straddles a window's end would be counted in two windows. This is no timing assertion, only a start.
 */
export async function inOneWindow(windowS = 60, marginS = 8): Promise<void> {
  const left = windowS - ((Date.now() / 1000) % windowS);
  if (left < marginS) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/**
 * Uses up the allowance of a per-minute limit for one key through its binding, the same counter the
 * middleware counts on (the limit's name and key as the route gives them, e.g. "vat-ip" and an address).
 * `leave` requests stay allowed.
 */
export async function useUpBinding(binding: RateLimitBindingName, name: string, key: string, leave = 0): Promise<void> {
  const limiter = (env as unknown as Env)[binding];
  for (let i = 0; i < RATE_LIMIT_BINDINGS[binding].limit - leave; i++) await limiter.limit({ key: rateLimitKey(name, key) });
}
