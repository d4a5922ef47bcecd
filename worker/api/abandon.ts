import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { CART_COOKIE } from "../../app/lib/constants";
import type { AbandonAccepted, ReminderUnsubscribed } from "../../app/lib/api/types/abandon";
import { ABANDON_MESSAGES, abandonBrowseSchema, abandonCartSchema, abandonCategorySchema, abandonEmailSchema, abandonUnsubscribeSchema } from "../../app/lib/schemas/abandon";
import type { AppEnv } from "../env";
import { logFor } from "../http/log";
import { ok } from "../http/respond";
import { zv } from "../http/validate";
import { ApiHttpError } from "../http/errors";
import { clientIp, enforceRateLimits, RATE_LIMIT_BINDINGS, rateLimit } from "../middleware/rate-limit";
import { recordSignal, setCartEmail } from "../store/abandon";
import { mailBudgetKey } from "../store/mail-budget";
import { unsubscribeByToken } from "../store/reminder-optouts";

/**
 * /v1/abandon: abandonment signals (spec section 7, Abandonment). Stored in D1 (abandon_signals) with the
 * visitor's cart id; the browser sends cart/browse/category only after cookie consent (app/lib/abandon/send.ts).
 * Each answers 202 `{ data: { accepted: true } }`; sending the same signal again changes nothing but its time.
 * The address and its reminder consent (docs/decisions/028), and the reminder's unsubscribe, are personal:
 * `private, no-store` (worker/http/personal.ts).
 */
export const abandonApi = new Hono<AppEnv>();

/** A light limit per client address: a shopper browsing fast (or an office behind one address) stays below it. */
export const ABANDON_RATE_LIMIT = RATE_LIMIT_BINDINGS.RL_ABANDON_IP;

abandonApi.use("*", rateLimit({ name: "abandon-ip", binding: "RL_ABANDON_IP", key: clientIp }));

/**
 * Addresses put on carts per client address: each can lead to a reminder mail (capped per recipient by the
 * mail budget, worker/domain/mail-budget.ts); a shopper types theirs once or twice, a script many.
 */
export const ABANDON_EMAIL_RATE_LIMIT = { limit: 20, windowS: 600 } as const;

/**
 * Times one address may be put on carts per hour, from any number of clients: a shopper leaves the field a
 * few times; more is a script writing someone's address on many carts.
 */
export const ABANDON_EMAIL_ADDRESS_RATE_LIMIT = { limit: 10, windowS: 3600 } as const;

/** Unsubscribe posts per client address: a mail client posts once per mail; guessing tokens is hopeless anyway. */
export const REMINDER_UNSUBSCRIBE_RATE_LIMIT = { limit: 30, windowS: 600 } as const;

const CART_ID = /^[0-9a-f]{64}$/u;
const nowS = () => Math.floor(Date.now() / 1000);

/** The visitor's cart id from the cart cookie, when it looks like one. */
function cartIdOf(c: Context<AppEnv>): string | null {
  const id = getCookie(c, CART_COOKIE);
  return id && CART_ID.test(id) ? id : null;
}

const accepted = (c: Context<AppEnv>) => ok<AbandonAccepted>(c, { accepted: true }, 202);

abandonApi.post("/cart", zv("json", abandonCartSchema), async (c) => {
  const body = c.req.valid("json");
  await recordSignal(c.env.DB, "cart", cartIdOf(c), body, nowS());
  return accepted(c);
});

abandonApi.post("/browse", zv("json", abandonBrowseSchema), async (c) => {
  await recordSignal(c.env.DB, "browse", cartIdOf(c), c.req.valid("json"), nowS());
  return accepted(c);
});

abandonApi.post("/category", zv("json", abandonCategorySchema), async (c) => {
  await recordSignal(c.env.DB, "category", cartIdOf(c), c.req.valid("json"), nowS());
  return accepted(c);
});

/**
 * The shopper's own address: stored as a signal and, when the visitor has a cart, on the cart. `consent`
 * (the form showed the reminder statement) makes the cart eligible for its one reminder (docs/decisions/028).
 * The answer is the same for any address (no enumeration).
 */
abandonApi.post("/email", rateLimit({ name: "abandon-email-ip", ...ABANDON_EMAIL_RATE_LIMIT, key: clientIp }), zv("json", abandonEmailSchema), async (c) => {
  const { email, consent } = c.req.valid("json");
  const addressKey = await mailBudgetKey(email);
  await enforceRateLimits(c, { name: "abandon-email-address", ...ABANDON_EMAIL_ADDRESS_RATE_LIMIT, key: () => addressKey });
  const cartId = cartIdOf(c);
  await recordSignal(c.env.DB, "email", cartId, { email }, nowS());
  if (cartId && (await setCartEmail(c.env.DB, cartId, email, consent ?? null))) logFor(c).info("e-mail address stored on the cart", { consent: consent ?? "none" });
  return accepted(c);
});

/**
 * The reminder's unsubscribe (the page /cart/herinnering-afmelden/ posts the mailed token): the link's
 * address gets no more reminders. 200 for a live link (again: the same), 404 for any other token.
 */
abandonApi.post("/unsubscribe", rateLimit({ name: "reminder-unsubscribe-ip", ...REMINDER_UNSUBSCRIBE_RATE_LIMIT, key: clientIp }), zv("json", abandonUnsubscribeSchema), async (c) => {
  const { token } = c.req.valid("json");
  if (!(await unsubscribeByToken(c.env.DB, token, nowS()))) throw new ApiHttpError(404, "unknown_link", ABANDON_MESSAGES.unsubscribeToken);
  logFor(c).info("reminder unsubscribe: address on the opt-out list");
  return ok<ReminderUnsubscribed>(c, { unsubscribed: true });
});
