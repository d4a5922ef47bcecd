/**
 * The per-minute rate limits of the hot paths, each a Cloudflare Rate Limiting binding (the Workers
 * "ratelimit" binding: `env.X.limit({ key })` answers `{ success }`). A binding's limit and period are fixed
 * in wrangler.toml (`ratelimits`, once per environment: environments do not inherit bindings); these are the
 * same numbers, for Retry-After and the tests, and tests/worker/middleware/rate-limit-config.test.ts proves
 * that every environment of wrangler.toml has exactly these. Longer windows (hours, days, mail budgets) stay
 * with the RateLimiter Durable Object (worker/objects/rate-limiter.ts). Cloudflare allows a period of 10 or
 * 60 seconds only.
 */
import { VITALS_RATE_LIMIT } from "../../app/lib/vitals/constants";

export const RATE_LIMIT_BINDINGS = {
  /** Cart writes (add, change, remove, discount code) per client address (spec section 7, /v1/cart). */
  RL_CART_WRITE_IP: { limit: 300, windowS: 60 },
  /** Cart writes per cart, whatever the address. */
  RL_CART_WRITE_CART: { limit: 300, windowS: 60 },
  /** Checkout step saves per client address (/v1/checkout writes). */
  RL_CHECKOUT_WRITE_IP: { limit: 120, windowS: 60 },
  /** Postcode lookups per client address (/v1/checkout/postcode). */
  RL_POSTCODE_IP: { limit: 120, windowS: 60 },
  /** VAT-number checks per client address (/v1/checkout/vat/validate). */
  RL_VAT_IP: { limit: 30, windowS: 60 },
  /** Questions to the chat assistant Noor per client address (/v1/assistant). */
  RL_CHAT_IP: { limit: 30, windowS: 60 },
  /** Questions to Noor per chat, whatever the address. */
  RL_CHAT_CHAT: { limit: 12, windowS: 60 },
  /**
   * Login attempts, right or wrong, per client address (POST /v1/customer/login, /api/auth/login, /login): a
   * cap on bursts on top of the failure lock of login-flow.ts, kept above the lock's per-client threshold so
   * that the lock, not this cap, answers an address that keeps failing.
   */
  RL_LOGIN_IP: { limit: 30, windowS: 60 },
  /** Abandon signals (sendBeacon) per client address (/v1/abandon). */
  RL_ABANDON_IP: { limit: 600, windowS: 60 },
  /** Web-vitals reports per client address (/v1/vitals). */
  RL_VITALS_IP: { limit: VITALS_RATE_LIMIT.max, windowS: VITALS_RATE_LIMIT.windowS },
} as const satisfies Record<string, { limit: number; windowS: 10 | 60 }>;

export type RateLimitBindingName = keyof typeof RATE_LIMIT_BINDINGS;

/** The bindings as the Worker's env has them (see worker/env.ts). */
export type RateLimitBindings = { readonly [K in RateLimitBindingName]: RateLimit };
