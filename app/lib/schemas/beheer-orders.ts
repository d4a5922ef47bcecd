/**
 * The back office's order list query and internal note (docs/decisions/035): one schema for the API
 * (worker/api/beheer/orders.ts) and the pages' forms. Every error is Dutch (ORDERS_MESSAGES).
 */
import { z } from "./zod";
import { PAYMENT_METHODS } from "../../kernel/payment-methods";
import { ORDERS_MESSAGES as M } from "../beheer/messages/orders";

export { ORDERS_MESSAGES } from "../beheer/messages/orders";

import { FULFILMENTS, ORDER_COUNTRIES, PAYMENT_STATUSES } from "../beheer/order-constants";

export { FULFILMENTS, ORDER_COUNTRIES, ORDER_PAGE_SIZE, PAYMENT_STATUSES } from "../beheer/order-constants";

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u;
/** A list cursor: "created_at.id" of the last row shown. */
const CURSOR = /^\d{1,12}\.\d{1,12}$/u;

/** An empty form field is "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const day = optional(
  z
    .string({ error: M.date })
    .regex(ISO_DAY, M.date)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.date),
);

export const orderListQuerySchema = z
  .object({
    status: optional(z.enum(PAYMENT_STATUSES, { error: M.status })),
    fulfilment: optional(z.enum(FULFILMENTS, { error: M.fulfilment })),
    method: optional(z.enum(PAYMENT_METHODS, { error: M.method })),
    country: optional(z.enum(ORDER_COUNTRIES, { error: M.country })),
    from: day,
    to: day,
    q: optional(z.string({ error: M.query }).trim().max(100, M.query)),
    cursor: optional(z.string({ error: M.cursor }).regex(CURSOR, M.cursor)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: M.dateOrder, path: ["to"] });

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderNoteSchema = z.object({
  body: z.string({ error: M.noteEmpty }).trim().min(1, M.noteEmpty).max(2000, M.noteTooLong),
});
