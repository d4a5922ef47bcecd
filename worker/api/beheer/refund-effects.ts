/**
 * What follows a recorded refund outside its batch (docs/decisions/037): the credit note mail to the customer
 * (outbox; one per credit note, so a repeat sends nothing twice) and, with the sandbox PSP, the sandbox settling
 * its refunds and calling the shop's webhook in-process, as the sandbox's payment page does for payments.
 * Neither may undo or fail the refund: a failure is logged.
 */
import type { Env } from "../../env";
import type { Logger } from "../../http/log";
import { settleSandboxRefunds } from "../../edge/payments/sandbox-refunds";
import { mailAdapter } from "../../edge/mail";
import { creditNoteMail } from "../../edge/mail-templates/credit-note";
import type { OrderRow } from "../../store/orders";
import { applyPaymentStatus } from "../order/payment-status";

export async function sendCreditNoteMail(env: Env, order: Pick<OrderRow, "number" | "email" | "customer_id">, refundId: number, origin: string, log: Logger): Promise<void> {
  try {
    const note = await env.DB.prepare("SELECT c.number, r.amount FROM credit_notes c JOIN refunds r ON r.id = c.refund_id WHERE c.refund_id = ?1").bind(refundId).first<{ number: string; amount: number }>();
    // An order whose customer erased the account has no address left.
    if (!note || !order.email) return;
    const page = order.customer_id === null ? `${origin}/checkout/status/${order.number}/` : `${origin}/account/orders/${order.number}/`;
    await mailAdapter(env, { log }).send(creditNoteMail({ to: order.email, orderNumber: order.number, creditNote: note.number, amount: note.amount, orderUrl: page }));
  } catch (error) {
    log.error("credit note mail failed", { order: order.number, refund_id: refundId, error: String(error) });
  }
}

/** The sandbox PSP processes the payment's pending refunds and calls the webhook (the shop then reads their states). */
export async function settleInSandbox(env: Env, providerPaymentId: string, origin: string, log: Logger): Promise<void> {
  try {
    if (await settleSandboxRefunds(env, providerPaymentId)) await applyPaymentStatus(env, providerPaymentId, origin, log);
  } catch (error) {
    log.error("sandbox refund webhook failed", { provider_id: providerPaymentId, error: String(error) });
  }
}
