import { Hono } from "hono";
import type { ChatSaved } from "../../../app/lib/api/types/chat";
import { containsProfanity } from "../../../app/lib/chat/profanity";
import { CHAT_MESSAGES, chatSaveSchema, type ChatMessage } from "../../../app/lib/schemas/chat";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { saveChat } from "../../store/chat";
import { chatBodyLimit, saveIpLimit } from "./limits";

/** The id of a chat the browser sent no chat_id for: a hash of the conversation (a repeat saves nothing new). */
async function contentId(messages: ChatMessage[], rating: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify({ messages, rating })));
  return `h-${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** A chat ended for profanity is not saved (spec section 4): a listed word, or the profanity answer itself. */
export function endedForProfanity(messages: ChatMessage[]): boolean {
  return messages.some((m) => m.content === CHAT_MESSAGES.profanity || containsProfanity(m.content));
}

/**
 * POST /v1/chat/save (spec section 7): the messages and the 1-5 rating, stored without the shopper's IP.
 * 201 when stored, 200 when this chat was already saved (idempotent); 422 for a chat with profanity.
 */
export const chatApi = new Hono<AppEnv>();

chatApi.post("/save", chatBodyLimit, saveIpLimit, zv("json", chatSaveSchema), async (c) => {
  const body = c.req.valid("json");
  if (endedForProfanity(body.messages)) throw new ApiHttpError(422, "profanity", CHAT_MESSAGES.profanity);
  const id = body.chat_id ?? (await contentId(body.messages, body.rating));
  const created = await saveChat(c.env.DB, { id, messages: body.messages, rating: body.rating, now: Math.floor(Date.now() / 1000) });
  return ok<ChatSaved>(c, { saved: true }, created ? 201 : 200);
});
