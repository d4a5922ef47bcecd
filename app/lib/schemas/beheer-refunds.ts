/**
 * The refund and cancel requests of the back office (docs/decisions/037): one schema for the panel's action and
 * the API. Amounts in cents (the form's euro text is read by app/kernel/euro-input.ts); the server computes what the lines
 * cost from the order in D1, the client only says which lines, how many, and whether shipping is included.
 */
import { z } from "./zod";
import { REFUND_MESSAGES as M } from "../beheer/messages/refunds";

const key = z.string({ error: M.keyInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/u, M.keyInvalid);
const reason = z.string({ error: M.reasonLabel }).trim().max(500, "De reden is te lang (hooguit 500 tekens).").optional();

export const refundRequestSchema = z.object(
  {
    idempotency_key: key,
    full: z.boolean({ error: M.nothingToRefund }).optional(),
    lines: z
      .array(
        z.object({
          position: z.number({ error: M.unknownLine }).int(M.unknownLine).min(0, M.unknownLine),
          quantity: z.number({ error: M.unknownLine }).int(M.unknownLine).min(0, M.unknownLine).max(1000, M.unknownLine),
          restock: z.boolean({ error: M.unknownLine }),
        }),
        { error: M.unknownLine },
      )
      .max(200, M.unknownLine)
      .default([]),
    shipping: z.boolean({ error: M.nothingToRefund }).default(false),
    amount: z.number({ error: M.amountInvalid }).int(M.amountInvalid).positive(M.amountInvalid).max(100_000_000, M.amountInvalid).optional(),
    reason,
    return_id: z.number({ error: M.keyInvalid }).int().positive().optional(),
  },
  { error: M.nothingToRefund },
);
export type RefundRequestBody = z.input<typeof refundRequestSchema>;

export const cancelRequestSchema = z.object(
  {
    idempotency_key: key,
    reason,
    /** Per line position: whether its units go back into stock (default: yes). */
    restock: z.record(z.string().regex(/^\d+$/u), z.boolean()).optional(),
  },
  { error: M.keyInvalid },
);
export type CancelRequestBody = z.input<typeof cancelRequestSchema>;
