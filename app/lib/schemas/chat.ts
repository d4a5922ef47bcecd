import { z } from "./zod";
import { typedOrderNumber } from "../../kernel/patterns";
import { CHAT_LIMITS, CHAT_MESSAGES } from "../chat/messages";

/**
 * Payloads of the chat assistant Noor (spec sections 3, 5 and 7): POST /v1/assistant and POST /v1/chat/save.
 * One schema per payload, used by the chat box and by the Worker. Contract written by the lead; the chat
 * backend owns further changes (the chat UI imports, never redefines).
 */
export { CHAT_LIMITS, CHAT_MESSAGES };

export const CHAT_ROLES = ["user", "assistant", "question"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A message of the conversation (spec section 3: role, content, answers, question flag). */
export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string().trim().min(1, CHAT_MESSAGES.empty).max(4000),
  answers: z.array(z.string().trim().min(1).max(200)).max(CHAT_LIMITS.answersMax).optional(),
  question: z.boolean().optional(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** Order number of the chat: digits only, at most 7; the prefix KJD is added when missing (section 5). */
export const chatOrderNumberField = z
  .string({ error: CHAT_MESSAGES.orderNumber })
  .trim()
  .transform((v, ctx) => {
    const number = typedOrderNumber(v);
    if (!number) {
      ctx.addIssue({ code: "custom", message: CHAT_MESSAGES.orderNumber });
      return z.NEVER;
    }
    return number;
  });

/** Chat order request (section 3): knowsOrderNumber, orderNumber, firstName, zipCode, houseNumber. */
export const chatOrderRequestSchema = z.object({
  knowsOrderNumber: z.boolean(),
  orderNumber: chatOrderNumberField,
  firstName: z.string().trim().max(255).optional(),
  zipCode: z.string({ error: CHAT_MESSAGES.zipCode }).trim().min(4, CHAT_MESSAGES.zipCode).max(10, CHAT_MESSAGES.zipCode),
  houseNumber: z.string({ error: CHAT_MESSAGES.houseNumber }).trim().min(1, CHAT_MESSAGES.houseNumber).max(10, CHAT_MESSAGES.houseNumber),
});
export type ChatOrderRequest = z.output<typeof chatOrderRequestSchema>;

/** POST /v1/assistant: the shopper's new message, the conversation so far, and optionally an order lookup. */
export const assistantRequestSchema = z.object({
  message: z.string({ error: CHAT_MESSAGES.empty }).trim().min(1, CHAT_MESSAGES.empty).max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.tooLong),
  history: z.array(chatMessageSchema).max(CHAT_LIMITS.historyMax, CHAT_MESSAGES.historyTooLong).default([]),
  /** Random id the browser keeps for this conversation (rate limit per chat, save). */
  chat_id: z.uuid().optional(),
  order: chatOrderRequestSchema.optional(),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

/** POST /v1/chat/save: the whole conversation and its rating. */
export const chatSaveSchema = z.object({
  chat_id: z.uuid().optional(),
  messages: z.array(chatMessageSchema).min(1, CHAT_MESSAGES.empty).max(CHAT_LIMITS.historyMax, CHAT_MESSAGES.historyTooLong),
  rating: z.number({ error: CHAT_MESSAGES.rating }).int(CHAT_MESSAGES.rating).min(1, CHAT_MESSAGES.rating).max(5, CHAT_MESSAGES.rating),
});
export type ChatSaveRequest = z.input<typeof chatSaveSchema>;
