/**
 * /v1/order (spec section 7): an order and its status for its customer or the browser that placed it; pay
 * again. Orders are addressed by their number (KJD1234567). Everyone else gets the same 404 whether the order
 * exists or not (no IDOR, no existence leak); a malformed number answers that same 404.
 */
import { Hono } from "hono";
import type { PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import type { Order, OrderStatus } from "../../../app/lib/api/types/order";
import { retryPaymentSchema } from "../../../app/lib/schemas/checkout";
import type { AppEnv } from "../../env";
import { isOrderNumber } from "../../../app/kernel/patterns";
import { nextStep } from "../../domain/order-state";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { readOrderByNumber } from "../../store/order-read";
import { orderByNumber } from "../../store/orders";
import { PAYMENT_URL_RATE_LIMIT } from "../checkout/payment-url";
import { mayAccess, orderNotFound } from "./access";
import { retryPayment } from "./retry";
import { INVOICE_LIMITS } from "../customer/download-limits";
import { creditNotePdf, creditNoteResponse } from "../beheer/credit-note-pdf";
import { orderReturnsApi } from "./returns";

export const orderApi = new Hono<AppEnv>();

/** Never cached: the status changes when the webhook lands, and the answer is one shopper's. */
orderApi.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});

// Returns of an order (docs/decisions/038): /v1/order/{number}/returns.
orderApi.route("/", orderReturnsApi);

orderApi.get("/:number/status", async (c) => {
  const number = c.req.param("number");
  const order = isOrderNumber(number) ? await orderByNumber(c.env.DB, number) : null;
  if (!order || !(await mayAccess(c, order))) throw orderNotFound();
  return ok<OrderStatus>(c, { order: order.number, status: order.status, next: nextStep(order.status) });
});

orderApi.get("/:number", async (c) => {
  const number = c.req.param("number");
  const stored = isOrderNumber(number) ? await readOrderByNumber(c.env.DB, number) : null;
  if (!stored || !(await mayAccess(c, { customer_id: stored.customerId, access_hash: stored.accessHash }))) throw orderNotFound();
  return ok<Order>(c, stored.order);
});

/** A credit note PDF (docs/decisions/037) for the order's customer or the browser that placed it (the guest's access link). */
orderApi.get("/:number/credit-notes/:creditNote", rateLimits({ name: "order-credit-note-ip", ...INVOICE_LIMITS.ip, key: clientIp }), async (c) => {
  const number = c.req.param("number");
  const stored = isOrderNumber(number) ? await readOrderByNumber(c.env.DB, number) : null;
  if (!stored || !(await mayAccess(c, { customer_id: stored.customerId, access_hash: stored.accessHash }))) throw orderNotFound();
  const pdf = await creditNotePdf(c.env.DB, stored, c.req.param("creditNote"));
  if (!pdf) throw orderNotFound();
  return creditNoteResponse(c, c.req.param("creditNote"), pdf);
});

orderApi.post("/payment-url", rateLimits({ name: "order-payment-url-ip", ...PAYMENT_URL_RATE_LIMIT, key: clientIp }), zv("json", retryPaymentSchema, { fields: true }), async (c) => {
  const result = await retryPayment(c, c.req.valid("json"), await c.req.json());
  return ok<PaymentUrlResult>(c, result);
});
