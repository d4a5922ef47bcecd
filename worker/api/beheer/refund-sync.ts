/**
 * A refund's own state follows the PSP (docs/decisions/037): Mollie calls the payment's webhook when one of its
 * refunds changes, so on every webhook of a payment the shop reads the state of that payment's pending refunds
 * through the adapter and records what changed (pending -> refunded | failed, once: a replayed webhook finds
 * nothing pending and changes nothing). A PSP failure propagates, so the webhook answers 503 and is retried.
 */
import type { Env } from "../../env";
import type { Logger } from "../../http/log";
import { paymentAdapter } from "../../edge/payments";
import { pendingRefundsOfPayment, refundStateStatements } from "../../store/backoffice/refunds";
import type { PaymentRow } from "../../store/payments";

/** Records the PSP's state of each pending refund of the payment; answers how many changed. */
export async function syncRefundStates(env: Env, payment: Pick<PaymentRow, "id" | "provider_id">, log: Logger): Promise<number> {
  const pending = await pendingRefundsOfPayment(env.DB, payment.id);
  if (pending.length === 0) return 0;
  const adapter = paymentAdapter(env);
  const nowS = Math.floor(Date.now() / 1000);
  let changed = 0;
  for (const refund of pending) {
    const remote = await adapter.getRefund(payment.provider_id, refund.provider_refund_id!);
    if (!remote) {
      log.warn("refund unknown at the payment provider", { refund_id: refund.id, provider_id: payment.provider_id });
      continue;
    }
    if (remote.status === "pending") continue;
    const [moved] = await env.DB.batch(refundStateStatements(env.DB, refund, remote.status, nowS));
    if (moved?.meta.changes === 1) {
      changed++;
      log.info("refund state changed", { refund_id: refund.id, status: remote.status });
    }
  }
  return changed;
}
