import { z } from "./zod";
import { RETURN_MESSAGES as M } from "../returns/messages";

/**
 * POST /v1/order/{number}/returns (docs/decisions/038): the chosen lines, the optional reason and the parts of
 * the model withdrawal form the consumer fills in (ik/wij, name, address; proefslapen: refund or exchange).
 * The order's facts (goods, dates, the shop's identity) are the server's. One schema for the route action
 * and the API.
 */
export const returnRequestSchema = z.object(
  {
    idempotency_key: z.string({ error: M.invalid }).regex(/^[A-Za-z0-9_-]{16,64}$/u, M.invalid),
    lines: z
      .array(
        z.object({
          position: z.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(200, M.invalid),
          quantity: z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(99, M.quantity),
          seal_intact: z.boolean({ error: M.invalid }).optional(),
        }),
        { error: M.chooseLine },
      )
      .min(1, M.chooseLine)
      .max(50, M.invalid)
      .refine((lines) => new Set(lines.map((l) => l.position)).size === lines.length, M.invalid),
    reason: z.string({ error: M.reasonMax }).trim().max(1000, M.reasonMax).optional().default(""),
    person: z.enum(["ik", "wij"], { error: M.invalid }).optional().default("ik"),
    name: z.string({ error: M.name }).trim().min(1, M.name).max(120, M.nameMax),
    address: z.string({ error: M.address }).trim().min(1, M.address).max(300, M.addressMax),
    preference: z.enum(["refund", "exchange"], { error: M.invalid }).optional(),
  },
  { error: M.invalid },
);

export type ReturnRequest = z.output<typeof returnRequestSchema>;
