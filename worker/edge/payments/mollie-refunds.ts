/**
 * Mollie's Refunds API (v2, docs/decisions/037): POST /v2/payments/{paymentId}/refunds with an Idempotency-Key
 * (Mollie answers a repeated key with the first refund) and GET /v2/payments/{paymentId}/refunds/{refundId}.
 * The answer is read through a zod schema of the documented refund object; anything else is a
 * PaymentProviderError, never a guess. Mollie calls the payment's webhook when a refund changes state.
 */
import { z } from "../../../app/lib/schemas/zod";
import { mollieAmount } from "./mollie-request";
import { PaymentProviderError, type CreateRefundInput, type ProviderRefund, type RefundStatus } from "./types";

/** The refund object as Mollie documents it (resource "refund"; the fields read here, others pass). */
export const MollieRefundAnswer = z.object({
  resource: z.literal("refund").optional(),
  id: z.string().regex(/^re_\w+$/u),
  status: z.enum(["queued", "pending", "processing", "refunded", "failed", "canceled"]),
  amount: z.object({ currency: z.string().regex(/^[A-Z]{3}$/u), value: z.string().regex(/^\d+(\.\d{1,3})?$/u) }),
  paymentId: z.string().regex(/^tr_\w+$/u).optional(),
  description: z.string().optional(),
  createdAt: z.string().optional(),
});

/** Mollie's refund states in the shop's three: queued, pending and processing are still pending; canceled failed. */
export function mollieRefundStatus(status: z.infer<typeof MollieRefundAnswer>["status"]): RefundStatus {
  if (status === "refunded") return "refunded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

/** One call of the Mollie adapter: the parsed answer, null on 404; other failures throw PaymentProviderError. */
export type MollieCall = <S extends z.ZodType>(path: string, schema: S, init?: RequestInit & { headers?: Record<string, string> }) => Promise<z.infer<S> | null>;

const refundPath = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}/refunds`;

export function mollieRefunds(call: MollieCall) {
  return {
    async createRefund(paymentId: string, input: CreateRefundInput): Promise<ProviderRefund> {
      const request = JSON.stringify({ amount: mollieAmount(input.amount), description: input.description.slice(0, 140) });
      const body = await call(refundPath(paymentId), MollieRefundAnswer, { method: "POST", body: request, headers: { "Idempotency-Key": input.idempotencyKey } });
      if (!body) throw new PaymentProviderError(`mollie: payment ${paymentId} not found for a refund`, true);
      return { id: body.id, status: mollieRefundStatus(body.status) };
    },
    async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null> {
      const body = await call(`${refundPath(paymentId)}/${encodeURIComponent(refundId)}`, MollieRefundAnswer);
      return body ? { id: body.id, status: mollieRefundStatus(body.status) } : null;
    },
  };
}
