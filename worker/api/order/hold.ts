/**
 * Pay again (and a first payment tried again later) for an order that gave its units and code use back
 * (its payment failed, was cancelled or expired, or it never got one): the order takes them again before a
 * new PSP payment is made, with the same atomic limits as at payment-url (worker/store/reservations.ts).
 * When a unit or the code's use went to another order meanwhile: 409 with a Dutch message, no payment.
 */
import type { Context } from "hono";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { orderLines, type OrderRow } from "../../store/orders";
import { customerKeys, releasedOrder, reservationRefusal, reserveStatements } from "../../store/reservations";

export async function holdAgain(c: Context<AppEnv>, order: OrderRow): Promise<void> {
  if (order.reserved !== 0 || order.status === "paid") return;
  const db = c.env.DB;
  const lines = await orderLines(db, order.id);
  const keys = order.discount_code ? await customerKeys(order.customer_id, order.email) : [];
  try {
    await db.batch(reserveStatements(db, releasedOrder(order.id), { lines, code: order.discount_code, customerKeys: keys }, Math.floor(Date.now() / 1000)));
  } catch (error) {
    const refusal = reservationRefusal(error);
    if (refusal === null) throw error;
    if (refusal === "stock_insufficient") throw new ApiHttpError(409, "stock_insufficient", CHECKOUT_MESSAGES.retryStockGone);
    throw new ApiHttpError(409, refusal, CHECKOUT_MESSAGES.retryCodeGone);
  }
}
