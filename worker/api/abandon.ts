import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { CART_COOKIE } from "../../app/lib/constants";
import type { AbandonAccepted } from "../../app/lib/api/types/abandon";
import { abandonBrowseSchema, abandonCartSchema, abandonCategorySchema, abandonEmailSchema } from "../../app/lib/schemas/abandon";
import type { AppEnv } from "../env";
import { logFor } from "../http/log";
import { ok } from "../http/respond";
import { zv } from "../http/validate";
import { clientIp, RATE_LIMIT_BINDINGS, rateLimit } from "../middleware/rate-limit";
import { recordSignal, setCartEmail } from "../store/abandon";

/**
 * /v1/abandon: abandonment signals (spec section 7, Abandonment). Stored in D1 (abandon_signals) with the
 * visitor's cart id; the browser sends cart/browse/category only after cookie consent (app/lib/abandon/send.ts).
 * Each answers 202 `{ data: { accepted: true } }`; sending the same signal again changes nothing but its time.
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

/** The shopper's own address: stored as a signal and, when the visitor has a cart, on the cart (reminder mail). */
abandonApi.post("/email", rateLimit({ name: "abandon-email-ip", ...ABANDON_EMAIL_RATE_LIMIT, key: clientIp }), zv("json", abandonEmailSchema), async (c) => {
  const { email } = c.req.valid("json");
  const cartId = cartIdOf(c);
  await recordSignal(c.env.DB, "email", cartId, { email }, nowS());
  if (cartId && (await setCartEmail(c.env.DB, cartId, email))) logFor(c).info("e-mail address stored on the cart");
  return accepted(c);
});
