import { Hono } from "hono";
import type { AssistantReply } from "../../../app/lib/api/types/chat";
import { containsProfanity } from "../../../app/lib/chat/profanity";
import { assistantRequestSchema, CHAT_MESSAGES } from "../../../app/lib/schemas/chat";
import { REFUSAL } from "../../domain/chat/answers";
import { ORDER_NOT_VERIFIED, verifyOrderLookup, type VerifiedOrder } from "../../domain/chat/order-lookup";
import { ask, assistantAdapter, assistantTimeoutMs } from "../../edge/assistant";
import { retrieve } from "../../edge/assistant/retrieval";
import type { AppEnv } from "../../env";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { orderForLookup } from "../../store/chat";
import { assistantIpLimit, chatBodyLimit, countChatQuestion, countOrderLookup } from "./limits";

const answer = (text: string): AssistantReply => ({ message: { role: "assistant", content: text } });

/**
 * POST /v1/assistant (spec section 7): the shopper's message, the conversation so far and optionally the
 * chat order request; answers `{ data: { message: { role: "assistant", content } } }`, plain text. A failing
 * or slow model answers the spec's failure message (200, logged), never a 500.
 */
export const assistantApi = new Hono<AppEnv>();

assistantApi.post("/", chatBodyLimit, assistantIpLimit, zv("json", assistantRequestSchema), async (c) => {
  const body = c.req.valid("json");
  await countChatQuestion(c, body.chat_id);
  const log = logFor(c);
  // The chat box never sends such a message (it ends the chat); a client that does gets the same answer.
  if (containsProfanity(body.message)) return ok<AssistantReply>(c, answer(CHAT_MESSAGES.profanity));

  let order: VerifiedOrder | null = null;
  if (body.order) {
    await countOrderLookup(c, body.chat_id);
    order = verifyOrderLookup(await orderForLookup(c.env.DB, body.order.orderNumber), body.order);
    if (!order) {
      log.info("chat order lookup not verified");
      return ok<AssistantReply>(c, answer(ORDER_NOT_VERIFIED));
    }
  }

  const retrieval = await retrieve(c.env.DB, body.message);
  // Attempts at the instructions or at other people's orders never reach a model.
  if (retrieval.intent === "injection" && !order) return ok<AssistantReply>(c, answer(REFUSAL));

  const adapter = assistantAdapter(c.env, { log });
  try {
    const text = await ask(adapter, { message: body.message, history: body.history, retrieval, order }, { timeoutMs: assistantTimeoutMs(c.env), siteOrigin: c.env.SITE_ORIGIN });
    log.info("chat answered", { provider: adapter.name, intent: retrieval.intent ?? "none", order: order !== null });
    return ok<AssistantReply>(c, answer(text));
  } catch (err) {
    log.error("chat assistant failed; answered the failure message", { provider: adapter.name, error: err instanceof Error ? err.message : String(err) });
    return ok<AssistantReply>(c, answer(CHAT_MESSAGES.failure));
  }
});
