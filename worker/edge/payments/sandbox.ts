/**
 * The embedded sandbox PSP: works offline, like a PSP's test mode. createPayment stores a sandbox_payments
 * row and answers the hosted page /sandbox-psp/betalen/{id}/ (worker/routes/payments/sandbox-page.ts), where the
 * shopper picks paid / failed / cancelled / expired / open; the page then calls the webhook and sends the
 * browser back. Test seam: the KV key SANDBOX_FAULT_KEY ("hang" or "error") makes createPayment hang or fail.
 */
import type { Env } from "../../env";
import type { PaymentStatus } from "../../domain/order-state";
import { PAYMENT_METHODS } from "../../../app/lib/schemas/checkout";
import { PaymentProviderError, withTimeout, type CreatePaymentInput, type PaymentAdapter, type ProviderMethod } from "./types";
import { createSandboxRefund, getSandboxRefund } from "./sandbox-refunds";

export const SANDBOX_FAULT_KEY = "sandbox-psp:fault";

/** The demo iDEAL banks the sandbox offers (Mollie's test issuers look like these). */
export const SANDBOX_ISSUERS = [
  { id: "ideal_ABNANL2A", name: "ABN AMRO" },
  { id: "ideal_INGBNL2A", name: "ING" },
  { id: "ideal_RABONL2U", name: "Rabobank" },
  { id: "ideal_ASNBNL21", name: "ASN Bank" },
  { id: "ideal_SNSBNL2A", name: "SNS" },
] as const;

export interface SandboxPaymentRow {
  id: string;
  amount: number;
  description: string;
  method: string;
  redirect_url: string;
  webhook_url: string;
  status: "open" | "paid" | "failed" | "canceled" | "expired";
  created_at: number;
  updated_at: number;
  /** How often the shop read this payment's status (getPayment). */
  status_reads: number;
  /** Cents refunded (migration 0022). */
  refunded: number;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

function sandboxId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `tr_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

const nowS = () => Math.floor(Date.now() / 1000);

export async function readSandboxPayment(db: D1Database, id: string): Promise<SandboxPaymentRow | null> {
  return (await db.prepare("SELECT * FROM sandbox_payments WHERE id = ?1").bind(id).first<SandboxPaymentRow>()) ?? null;
}

/** The sandbox pays in euros only. */
export const SANDBOX_CURRENCY = "EUR";

/** A status read through the API: counted in status_reads (as a PSP's dashboard counts API calls). */
async function readSandboxStatus(db: D1Database, id: string): Promise<SandboxPaymentRow | null> {
  return (await db.prepare("UPDATE sandbox_payments SET status_reads = status_reads + 1 WHERE id = ?1 RETURNING *").bind(id).first<SandboxPaymentRow>()) ?? null;
}

/** Sets the outcome the shopper chose on the hosted page (open: nothing changes). */
export async function setSandboxStatus(db: D1Database, id: string, status: SandboxPaymentRow["status"]): Promise<void> {
  await db.prepare("UPDATE sandbox_payments SET status = ?2, updated_at = ?3 WHERE id = ?1").bind(id, status, nowS()).run();
}

/** A refund in the sandbox's dashboard (cents, added up to the paid amount); the PSP then calls the webhook. */
export async function refundSandboxPayment(db: D1Database, id: string, cents: number): Promise<void> {
  await db.prepare("UPDATE sandbox_payments SET refunded = MIN(amount, refunded + ?2), updated_at = ?3 WHERE id = ?1 AND status = 'paid'").bind(id, cents, nowS()).run();
}

async function create(env: Env, input: CreatePaymentInput) {
  const fault = await env.CACHE.get(SANDBOX_FAULT_KEY);
  if (fault === "error") throw new PaymentProviderError("sandbox PSP answered 500");
  if (fault === "hang") await new Promise(() => undefined);
  const id = sandboxId();
  const t = nowS();
  await env.DB.prepare(
    `INSERT INTO sandbox_payments (id, amount, description, method, redirect_url, webhook_url, status, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7, ?7)`,
  )
    .bind(id, input.amount, input.description, input.method, input.redirectUrl, input.webhookUrl, t)
    .run();
  return { id, checkoutUrl: new URL(`/sandbox-psp/betalen/${id}/`, input.redirectUrl).toString() };
}

export function sandboxProvider(env: Env, options: { timeoutMs: number }): PaymentAdapter {
  return {
    name: "sandbox",
    createPayment: (input) => withTimeout(create(env, input), options.timeoutMs),
    async getPayment(id) {
      const row = await withTimeout(readSandboxStatus(env.DB, id), options.timeoutMs);
      if (!row) return null;
      return { id: row.id, status: row.status as PaymentStatus, method: row.method, amount: row.amount, currency: SANDBOX_CURRENCY, ...(row.refunded > 0 ? { refunded: row.refunded } : {}) };
    },
    createRefund: (paymentId, input) => withTimeout(createSandboxRefund(env, paymentId, input), options.timeoutMs),
    getRefund: (paymentId, refundId) => withTimeout(getSandboxRefund(env.DB, paymentId, refundId), options.timeoutMs),
    async methods(country) {
      const list: ProviderMethod[] = PAYMENT_METHODS.filter((code) => code !== "bancontact" || country === "BE").map((code) => ({
        code,
        issuers: code === "ideal" ? SANDBOX_ISSUERS.map((i) => ({ ...i })) : [],
      }));
      return list;
    },
  };
}
