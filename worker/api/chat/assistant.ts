import { Hono, type Context } from "hono";
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
import { answerOf, sseMessage, streamedAnswer, wantsStream } from "./stream";

/** The answer as JSON (spec section 7), or as a one-event stream for a client that asked for a stream. */
const reply = (c: Context<AppEnv>, text: string) => (wantsStream(c) ? sseMessage(text) : ok<AssistantReply>(c, answerOf(text)));

/**
 * POST /v1/assistant (spec section 7): the shopper's message, the conversation so far and optionally the
 * chat order request; answers `{ data: { message: { role: "assistant", content } } }`, plain text. A failing
 * or slow model answers the spec's failure message (200, logged), never a 500. A client that sends
 * `Accept: text/event-stream` gets the answer as server-sent events instead (./stream.ts).
 */
export const assistantApi = new Hono<AppEnv>();

assistantApi.post("/", chatBodyLimit, assistantIpLimit, zv("json", assistantRequestSchema), async (c) => {
  const body = c.req.valid("json");
  await countChatQuestion(c, body.chat_id);
  const log = logFor(c);
  // The chat box never sends such a message (it ends the chat); a client that does gets the same answer.
  if (containsProfanity(body.message)) return reply(c, CHAT_MESSAGES.profanity);

  let order: VerifiedOrder | null = null;
  if (body.order) {
    await countOrderLookup(c, body.chat_id);
    order = verifyOrderLookup(await orderForLookup(c.env.DB, body.order.orderNumber), body.order);
    if (!order) {
      log.info("chat order lookup not verified");
      return reply(c, ORDER_NOT_VERIFIED);
    }
  }

  const retrieval = await retrieve(c.env.DB, body.message);
  // Attempts at the instructions or at other people's orders never reach a model.
  if (retrieval.intent === "injection" && !order) return reply(c, REFUSAL);

  const adapter = assistantAdapter(c.env, { log });
  const turn = { message: body.message, history: body.history, retrieval, order };
  const timeoutMs = assistantTimeoutMs(c.env);
  if (wantsStream(c) && adapter.stream) return streamedAnswer({ ...adapter, stream: adapter.stream.bind(adapter) }, turn, { timeoutMs, siteOrigin: c.env.SITE_ORIGIN, log });
  try {
    const text = await ask(adapter, turn, { timeoutMs, siteOrigin: c.env.SITE_ORIGIN });
    log.info("chat answered", { provider: adapter.name, intent: retrieval.intent ?? "none", order: order !== null });
    return reply(c, text);
  } catch (err) {
    log.error("chat assistant failed; answered the failure message", { provider: adapter.name, error: err instanceof Error ? err.message : String(err) });
    return reply(c, CHAT_MESSAGES.failure);
  }
});
