/**
 * Logging out ends what this browser holds (ADR 014, 018): the session (D1 row and cookie), the browser's
 * access to the orders it placed (the order-access cookie, worker/api/order/access.ts) and the cart (the cart
 * cookie: the next visitor of this browser starts with an empty cart; a customer's cart stays theirs in D1
 * and comes back at the next login, worker/api/cart/merge.ts). Used by GET /v1/customer/logout (and so the
 * page's 'Afmelden') and POST /api/auth/logout.
 */
import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { ORDER_ACCESS_COOKIE } from "../../../app/lib/checkout/constants";
import { CART_COOKIE } from "../../../app/lib/constants";
import type { AppEnv } from "../../env";
import { deleteSession } from "../../store/sessions";
import { clearSessionCookie } from "./login-flow";

const HOST_COOKIE = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;

/** Ends the session of `token` (when there is one) and clears the session, order-access and cart cookies. */
export async function logoutBrowser(c: Context<AppEnv>, token: string | undefined): Promise<void> {
  await deleteSession(c.env.DB, token);
  clearSessionCookie(c);
  deleteCookie(c, ORDER_ACCESS_COOKIE, HOST_COOKIE);
  deleteCookie(c, CART_COOKIE, HOST_COOKIE);
}
