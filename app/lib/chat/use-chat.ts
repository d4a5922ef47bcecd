/**
 * The chat box's state and effects around the pure phase machine (./phases.ts): the conversation kept in
 * sessionStorage until it ends, the calls to POST /v1/assistant and /v1/chat/save, the loading flag, and the
 * 3-second end after profanity (spec sections 4, 5, 8). Loaded with the box, never with the page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, browserApi } from "../api/client";
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_NO, CHAT_TEXT } from "./messages";
import type { ChatOrderRequest } from "../schemas/chat";
import { PROFANITY_CHAT_END } from "./constants";
import { canSend, chatReducer, historyBefore, initialChat, transcriptOf, type ChatEvent, type ChatState } from "./phases";
import { containsProfanity } from "./profanity";
import { clearChat, loadChat, saveChat } from "./storage";
import { asksOrderStatus } from "./topics";

type History = ReturnType<typeof historyBefore>;

function newChatId(): string {
  return crypto.randomUUID();
}

/** A refusal the API words itself (rate limit, bad input) is shown; anything else is the spec's failure. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && (err.status === 429 || err.status === 422 || err.status === 400) && err.code !== "http_error" && err.code !== "bad_response") {
    return err.message;
  }
  return CHAT_MESSAGES.failure;
}

export interface OrderFields {
  orderNumber: string;
  firstName: string;
  zipCode: string;
  houseNumber: string;
}

export function useChat() {
  const [state, setState] = useState<ChatState>(() => loadChat() ?? initialChat(newChatId()));
  const ref = useRef(state);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  // Every change is kept at once (an ended chat is cleared), also when it lands while the box is closed.
  const apply = useCallback((event: ChatEvent): ChatState => {
    const next = chatReducer(ref.current, event);
    if (next === ref.current) return next;
    ref.current = next;
    setState(next);
    saveChat(next);
    return next;
  }, []);

  // Profanity: the refusal stays 3 seconds, then the chat ends, unsaved, its browser data cleared. Leaving
  // the Default layout meanwhile clears it at once.
  useEffect(() => {
    if (state.closing !== "profanity") return;
    const timer = setTimeout(() => apply({ type: "end", reason: "profanity" }), PROFANITY_CHAT_END);
    return () => {
      clearTimeout(timer);
      if (ref.current.closing === "profanity") clearChat();
    };
  }, [state.closing, apply]);

  // Ending after the rating: save, then end (and clear); a failed save asks again.
  const saving = useRef(false);
  useEffect(() => {
    if (state.closing !== "save" || saving.current) return;
    saving.current = true;
    const current = ref.current;
    browserApi.chat
      .save({ chat_id: current.chatId, messages: transcriptOf(current, CHAT_LIMITS.historyMax), rating: current.rating ?? 0 })
      .then(() => apply({ type: "end", reason: "saved" }))
      .catch((err: unknown) => {
        console.warn("chat not saved", err);
        apply({ type: "saveFailed", message: failureText(err) });
      })
      .finally(() => {
        saving.current = false;
      });
  }, [state.closing, apply]);

  const ask = useCallback(
    async (message: string, history: History, order?: ChatOrderRequest) => {
      busy.current = true;
      setLoading(true);
      try {
        const reply = await browserApi.chat.ask({ message, history, chat_id: ref.current.chatId, ...(order ? { order } : {}) });
        const m = reply.message;
        apply({ type: "reply", role: m.role === "question" ? "question" : "assistant", content: m.content, ...(m.answers ? { answers: m.answers } : {}) });
      } catch (err) {
        if (!(err instanceof ApiError)) console.warn("chat request failed", err);
        apply({ type: "failure", message: failureText(err) });
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [apply],
  );

  /** Sends what the shopper typed (or a suggestion); returns a Dutch message when it cannot be sent. */
  const send = useCallback(
    (raw: string): string | null => {
      const text = raw.trim();
      if (!text) return CHAT_MESSAGES.empty;
      if (text.length > CHAT_LIMITS.messageMax) return CHAT_MESSAGES.tooLong;
      if (!canSend(ref.current) || busy.current) return null;
      if (containsProfanity(text)) {
        apply({ type: "profanity", message: CHAT_MESSAGES.profanity });
        return null;
      }
      if (asksOrderStatus(text)) {
        apply({ type: "askOrder", topic: text });
        return null;
      }
      const next = apply({ type: "user", text });
      void ask(text, historyBefore(next, text, CHAT_LIMITS.historyMax));
      return null;
    },
    [apply, ask],
  );

  /** An answer button of the open question. */
  const choose = useCallback(
    (messageId: number, answer: string) => {
      const open = ref.current.pending;
      if (!open || open.messageId !== messageId || busy.current) return;
      const before = ref.current;
      const next = apply({ type: "answer", messageId, answer, moreQuestions: CHAT_MESSAGES.moreQuestions });
      if (next === before) return;
      if (open.kind === "bot") void ask(answer, historyBefore(next, answer, CHAT_LIMITS.historyMax));
      // No order number: the assistant answers the topic itself (delivery times, where the number is).
      if (open.kind === "orderKnown" && answer === CHAT_NO && open.topic) void ask(open.topic, historyBefore(next, open.topic, CHAT_LIMITS.historyMax));
    },
    [apply, ask],
  );

  const rate = useCallback((stars: number) => void apply({ type: "rate", stars }), [apply]);

  /**
   * The order lookup form: checked with the chat order request schema (loaded now: zod stays out of the
   * box until a lookup), then asked. Returns the field errors, or null when sent.
   */
  const lookUpOrder = useCallback(
    async (fields: OrderFields): Promise<Partial<Record<keyof OrderFields, string>> | null> => {
      const { chatOrderRequestSchema } = await import("../schemas/chat");
      const parsed = chatOrderRequestSchema.safeParse({
        knowsOrderNumber: true,
        orderNumber: fields.orderNumber,
        zipCode: fields.zipCode,
        houseNumber: fields.houseNumber,
        ...(fields.firstName.trim() ? { firstName: fields.firstName } : {}),
      });
      if (!parsed.success) {
        const errors: Partial<Record<keyof OrderFields, string>> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as keyof OrderFields;
          errors[key] ??= issue.message;
        }
        return errors;
      }
      if (busy.current || ref.current.pending?.kind !== "orderForm") return null;
      const next = apply({ type: "orderSent", summary: `Ordernummer ${parsed.data.orderNumber}` });
      void ask(CHAT_TEXT.orderQuestion, historyBefore(next, CHAT_TEXT.orderQuestion, CHAT_LIMITS.historyMax), parsed.data);
      return null;
    },
    [apply, ask],
  );

  const restart = useCallback(() => {
    clearChat();
    const next = initialChat(newChatId());
    ref.current = next;
    setState(next);
  }, []);

  return { state, loading, send, choose, rate, lookUpOrder, restart };
}
