/**
 * Rate limits of the chat (ADR 019): per IP and per chat_id for questions, much harder ones for order
 * lookups (against trying order numbers), per IP for saves. Over a limit: 429 with the chat's own Dutch
 * message and Retry-After. The per-chat limits need the body's chat_id, so they are counted in the handler
 * with the same limiter as the middleware (worker/middleware/rate-limit.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CHAT_MESSAGES } from "../../../app/lib/schemas/chat";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { clientIp, RATE_LIMIT_BINDINGS, rateLimits, type RateLimitOptions } from "../../middleware/rate-limit";

/** Per minute: Rate Limiting bindings; per hour: the RateLimiter Durable Object. */
export const ASSISTANT_IP_LIMIT = RATE_LIMIT_BINDINGS.RL_CHAT_IP;
export const ASSISTANT_CHAT_LIMIT = RATE_LIMIT_BINDINGS.RL_CHAT_CHAT;
export const ORDER_LOOKUP_IP_LIMIT = { limit: 10, windowS: 3600 } as const;
export const ORDER_LOOKUP_CHAT_LIMIT = { limit: 5, windowS: 3600 } as const;
export const CHAT_SAVE_IP_LIMIT = { limit: 20, windowS: 3600 } as const;

/**
 * Body limit of the chat: a conversation of CHAT_LIMITS.historyMax messages (up to 4 000 characters each)
 * is larger than the 16 KB of the rest of /v1, so the chat routes are mounted before that limit
 * (worker/api/index.ts) and apply this one.
 */
export const CHAT_BODY_LIMIT_BYTES = 256 * 1024;

export const chatBodyLimit = bodyLimit({
  maxSize: CHAT_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiHttpError(413, "payload_too_large", CHAT_MESSAGES.historyTooLong);
  },
});

/** The shared limiter, with the chat's message instead of the generic one. */
function withMessage(limits: RateLimitOptions[], message: string): MiddlewareHandler<AppEnv> {
  const inner = rateLimits(...limits);
  return async function chatRateLimit(c, next) {
    let passed = false;
    try {
      await inner(c, async () => {
        passed = true;
      });
    } catch (err) {
      if (err instanceof ApiHttpError && err.status === 429) throw new ApiHttpError(429, "rate_limited", message, err.headers);
      throw err;
    }
    if (passed) await next();
  };
}

const run = (mw: MiddlewareHandler<AppEnv>, c: Context<AppEnv>) => mw(c, async () => undefined) as Promise<void>;

/** POST /v1/assistant per IP (middleware). */
export const assistantIpLimit = withMessage([{ name: "assistant-ip", binding: "RL_CHAT_IP", key: clientIp }], CHAT_MESSAGES.rateLimited);

/** POST /v1/chat/save per IP (middleware). */
export const saveIpLimit = withMessage([{ name: "chat-save-ip", ...CHAT_SAVE_IP_LIMIT, key: clientIp }], CHAT_MESSAGES.rateLimited);

/** Questions per chat (in the handler, once chat_id is known). */
export function countChatQuestion(c: Context<AppEnv>, chatId: string | undefined): Promise<void> {
  return run(withMessage([{ name: "assistant-chat", binding: "RL_CHAT_CHAT", key: () => chatId ?? null }], CHAT_MESSAGES.rateLimited), c);
}

/** Order lookups per IP and per chat (in the handler, only for a request with an order). */
export function countOrderLookup(c: Context<AppEnv>, chatId: string | undefined): Promise<void> {
  return run(
    withMessage(
      [
        { name: "chat-lookup-ip", ...ORDER_LOOKUP_IP_LIMIT, key: clientIp },
        { name: "chat-lookup-chat", ...ORDER_LOOKUP_CHAT_LIMIT, key: () => chatId ?? null },
      ],
      CHAT_MESSAGES.lookupLimited,
    ),
    c,
  );
}
