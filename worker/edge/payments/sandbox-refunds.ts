/**
 * Refunds in the embedded sandbox PSP (migration 0033, docs/decisions/037): a refund is a sandbox_refunds row,
 * pending when made; the sandbox then settles it (refunded, or failed) and calls the shop's webhook for its
 * payment, as Mollie does, so the shop learns the refund's state through the webhook path. A repeated request
 * with the same idempotency key answers the first refund; more than is left of the payment is refused.
 * Test seam: the KV key SANDBOX_REFUND_KEY: "error" (the PSP answers 500), "hold" (refunds stay pending),
 * "fail" (refunds settle as failed).
 */
import type { Env } from "../../env";
import { PaymentProviderError, type CreateRefundInput, type ProviderRefund, type RefundStatus } from "./types";

export const SANDBOX_REFUND_KEY = "sandbox-psp:refunds";

export interface SandboxRefundRow {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  description: string;
  status: RefundStatus;
  created_at: number;
  updated_at: number;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const nowS = () => Math.floor(Date.now() / 1000);

function refundId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `re_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

const asRefund = (row: SandboxRefundRow): ProviderRefund => ({ id: row.id, status: row.status });

async function byKey(db: D1Database, key: string): Promise<SandboxRefundRow | null> {
  return (await db.prepare("SELECT * FROM sandbox_refunds WHERE idempotency_key = ?1").bind(key).first<SandboxRefundRow>()) ?? null;
}

export async function createSandboxRefund(env: Env, paymentId: string, input: CreateRefundInput): Promise<ProviderRefund> {
  if ((await env.CACHE.get(SANDBOX_REFUND_KEY)) === "error") throw new PaymentProviderError("sandbox PSP answered 500");
  const first = await byKey(env.DB, input.idempotencyKey);
  if (first) return asRefund(first);
  const t = nowS();
  try {
    const row = await env.DB.prepare(
      `INSERT INTO sandbox_refunds (id, payment_id, idempotency_key, amount, description, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?6) RETURNING *`,
    )
      .bind(refundId(), paymentId, input.idempotencyKey, input.amount, input.description, t)
      .first<SandboxRefundRow>();
    if (!row) throw new Error("sandbox refund not stored");
    return asRefund(row);
  } catch (error) {
    // The same key at the same moment: the first request's refund.
    const same = await byKey(env.DB, input.idempotencyKey);
    if (same) return asRefund(same);
    if (String(error).includes("sandbox_refund_above_payment")) throw new PaymentProviderError("sandbox PSP: refund above what is left of the payment", true);
    throw new PaymentProviderError(`sandbox PSP: ${String(error)}`);
  }
}

export async function getSandboxRefund(db: D1Database, paymentId: string, id: string): Promise<ProviderRefund | null> {
  const row = await db.prepare("SELECT * FROM sandbox_refunds WHERE id = ?1 AND payment_id = ?2").bind(id, paymentId).first<SandboxRefundRow>();
  return row ? asRefund(row) : null;
}

/**
 * The sandbox processes the pending refunds of a payment: each becomes `outcome` (default from SANDBOX_REFUND_KEY:
 * "fail" fails them, "hold" leaves them pending); a refunded one is added to the payment's refunded amount.
 * Answers whether anything changed (then the caller calls the shop's webhook for the payment, as the PSP does).
 */
export async function settleSandboxRefunds(env: Env, paymentId: string, outcome?: Exclude<RefundStatus, "pending">): Promise<boolean> {
  const seam = await env.CACHE.get(SANDBOX_REFUND_KEY);
  if (!outcome && seam === "hold") return false;
  const to = outcome ?? (seam === "fail" ? "failed" : "refunded");
  const t = nowS();
  const pending = `SELECT COALESCE(SUM(amount), 0) FROM sandbox_refunds WHERE payment_id = ?1 AND status = 'pending'`;
  const [, settled] = await env.DB.batch([
    env.DB.prepare(`UPDATE sandbox_payments SET refunded = MIN(amount, refunded + (${pending})), updated_at = ?2 WHERE id = ?1 AND ?3 = 'refunded'`).bind(paymentId, t, to),
    env.DB.prepare("UPDATE sandbox_refunds SET status = ?2, updated_at = ?3 WHERE payment_id = ?1 AND status = 'pending'").bind(paymentId, to, t),
  ]);
  return (settled?.meta.changes ?? 0) > 0;
}
