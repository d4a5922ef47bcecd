/**
 * POST /v1/checkout/payment-url (ADR 018): makes the order (pending, frozen from the server-side cart and
 * checkout state) and its first PSP payment, and answers the PSP's page. Idempotent on idempotency_key: the
 * same key (a double click, a retried request, 20 at once) gives the same order and the same checkout_url.
 * A PSP that fails or hangs: 503 with a Dutch message; the order stays pending without a payment.
 */
import { Hono } from "hono";
import type { PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import { paymentUrlSchema, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { cookieCart } from "../cart/service";
import { mayAccess, orderAccessToken, setOrderAccessCookie, tokenForNewOrder } from "../order/access";
import { ensureFirstPayment, paymentConsumer } from "../order/payment";
import { placeOrder } from "../order/place";

/** Orders per IP: a household checks out a few times; more than this per 10 minutes is a script. */
export const PAYMENT_URL_RATE_LIMIT = { limit: 30, windowS: 600 } as const;

export const paymentUrlRoutes = new Hono<AppEnv>();

paymentUrlRoutes.post(
  "/payment-url",
  rateLimits({ name: "payment-url-ip", ...PAYMENT_URL_RATE_LIMIT, key: clientIp }),
  zv("json", paymentUrlSchema),
  async (c) => {
    const { idempotency_key } = c.req.valid("json");
    const token = await tokenForNewOrder(c, idempotency_key);
    const placed = await placeOrder(c, idempotency_key, token);
    // The same key from another browser (another cart) or customer is not this shopper's order.
    if (!placed.created && cookieCart(c)?.id !== placed.order.cart_id && !(await mayAccess(c, placed.order, orderAccessToken(c)))) throw new ApiHttpError(422, "invalid_request", "Ongeldige aanvraag");
    setOrderAccessCookie(c, token);
    const method = placed.order.payment_method as PaymentMethodCode;
    const result = await ensureFirstPayment(c, placed.order, placed.created, method, placed.issuer, paymentConsumer(placed.consumer));
    return ok<PaymentUrlResult>(c, result, placed.created ? 201 : 200);
  },
);
