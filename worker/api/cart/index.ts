import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Cart } from "../../../app/lib/api/types/cart";
import { CART_COOKIE } from "../../../app/lib/constants";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { clientIp, RATE_LIMIT_BINDINGS, rateLimits } from "../../middleware/rate-limit";
import { discountRoutes } from "./discount";
import { itemRoutes } from "./item";
import { restoreRoutes } from "./restore";
import { cartFor, shopperCart } from "./service";

export { CART_COOKIE };

/**
 * Rate limits: cart writes per IP and per cart a minute (Rate Limiting bindings); discount-code attempts,
 * stricter, over 10 minutes (the RateLimiter Durable Object).
 */
export const CART_RATE_LIMITS = {
  writeIp: RATE_LIMIT_BINDINGS.RL_CART_WRITE_IP,
  writeCart: RATE_LIMIT_BINDINGS.RL_CART_WRITE_CART,
  discountIp: { limit: 60, windowS: 600 },
  discountCart: { limit: 10, windowS: 600 },
} as const;

const isWrite = (c: Context<AppEnv>) => c.req.method !== "GET" && c.req.method !== "HEAD";
const cartKey = (c: Context<AppEnv>) => {
  const value = getCookie(c, CART_COOKIE);
  return value && /^[0-9a-f]{64}$/u.test(value) ? value : null;
};

/** /v1/cart (spec section 7): the shopper's cart, kept by its Durable Object, priced from D1. */
export const cartApi = new Hono<AppEnv>();

const isCodeAttempt = (c: Context<AppEnv>) => c.req.method === "POST";
cartApi.use(
  "*",
  rateLimits(
    { name: "cart-write-ip", binding: "RL_CART_WRITE_IP", key: clientIp, when: isWrite },
    { name: "cart-write-cart", binding: "RL_CART_WRITE_CART", key: cartKey, when: isWrite },
  ),
);
cartApi.use(
  "/discount",
  rateLimits(
    { name: "discount-ip", ...CART_RATE_LIMITS.discountIp, key: clientIp, when: isCodeAttempt },
    { name: "discount-cart", ...CART_RATE_LIMITS.discountCart, key: cartKey, when: isCodeAttempt },
  ),
);

/**
 * GET /v1/cart: without a cart (no cookie, or not ours) the empty cart; a read never creates one. A
 * logged-in customer without a cart cookie gets their cart from another device.
 */
cartApi.get("/", async (c) => {
  const ref = await shopperCart(c);
  return ok<Cart>(c, await cartFor(c.env, ref, ref ? await ref.stub.state() : undefined));
});

cartApi.route("/", itemRoutes);
cartApi.route("/", discountRoutes);
cartApi.route("/", restoreRoutes);
