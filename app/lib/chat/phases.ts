/**
 * The chat's state machine (spec section 4): phases start -> rating -> end, as a pure reducer. Effects
 * (calling /v1/assistant, saving, the 3-second timer after profanity, browser storage) are the hook's
 * (./use-chat.ts); it reads what to do from the state this returns.
 *
 *  start  --assistant reply with a closing phrase-->  question "Zijn je vragen beantwoord?" (Ja/Nee)
 *         Ja  -> rating: the 1-5 star request        Nee -> an invitation to ask on (start)
 *  rating --rate(n)--> thanks + question "Wil je de chat beëindigen?" (Ja/Nee)
 *         Ja  -> `closing: "save"`; saved -> end      Nee -> 'Had u nog andere vragen?' (start)
 *         (saving failed -> the failure message and the question again)
 *  any    --message with profanity--> the refusal; `closing` set; 3 s later end (not saved)
 *  end    --restart--> a fresh start
 * A message the shopper types while a question is open leaves the question unanswered and goes on (start).
 */
import { hasClosingPhrase } from "./closing";
import { CHAT_NO, CHAT_TEXT, CHAT_YES, starsLabel } from "./messages";

export type ChatPhase = "start" | "rating" | "end";
type Role = "user" | "assistant" | "question";

/** What an open question is about; decides what its answers do. */
export type QuestionKind = "answered" | "rating" | "end" | "orderKnown" | "orderForm" | "bot";

export interface UiMessage {
  id: number;
  role: Role;
  content: string;
  answers?: string[];
  question?: boolean;
  /** Said by the box itself (welcome, questions, thanks): not sent as history to the assistant. */
  local?: boolean;
}

export interface ChatState {
  v: 1;
  chatId: string;
  phase: ChatPhase;
  messages: UiMessage[];
  /** The open question (its message id), if any. */
  pending: { kind: QuestionKind; messageId: number; topic?: string } | null;
  rating: number | null;
  /**
   * The conversation is ending: "save" while the hook saves it (then "end" saved), "profanity" while the
   * hook waits PROFANITY_CHAT_END before "end" (not saved). Nothing else happens meanwhile.
   */
  closing: "save" | "profanity" | null;
  /** How the chat ended (phase end). */
  ended: "saved" | "profanity" | null;
  nextId: number;
}

export type ChatEvent =
  | { type: "user"; text: string }
  | { type: "reply"; role: "assistant" | "question"; content: string; answers?: string[] }
  | { type: "failure"; message: string }
  | { type: "profanity"; message: string }
  | { type: "askOrder"; topic: string }
  | { type: "answer"; messageId: number; answer: string; moreQuestions: string }
  | { type: "orderSent"; summary: string }
  | { type: "rate"; stars: number }
  | { type: "end"; reason: "saved" | "profanity" }
  | { type: "saveFailed"; message: string }
  | { type: "restart"; chatId: string };

export function initialChat(chatId: string): ChatState {
  return {
    v: 1,
    chatId,
    phase: "start",
    messages: [{ id: 1, role: "assistant", content: CHAT_TEXT.welcome, local: true }],
    pending: null,
    rating: null,
    closing: null,
    ended: null,
    nextId: 2,
  };
}

function add(state: ChatState, ...msgs: Omit<UiMessage, "id">[]): ChatState {
  let id = state.nextId;
  const messages = [...state.messages, ...msgs.map((m) => ({ ...m, id: id++ }))];
  return { ...state, messages, nextId: id };
}

/** Adds a question message with answer buttons and opens it. */
function ask(state: ChatState, kind: QuestionKind, content: string, answers?: string[], topic?: string): ChatState {
  const next = add(state, { role: "question", content, question: true, local: kind !== "bot", ...(answers ? { answers } : {}) });
  return { ...next, pending: { kind, messageId: next.nextId - 1, ...(topic ? { topic } : {}) } };
}

const YES_NO = [CHAT_YES, CHAT_NO];

/** True while the shopper may type and send (not ending, not ended). */
export function canSend(state: ChatState): boolean {
  return state.phase !== "end" && state.closing === null;
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  if (state.phase === "end" && event.type !== "restart") return state;
  if (state.closing && event.type !== "end" && event.type !== "saveFailed") return state;
  switch (event.type) {
    case "user":
      return { ...add(state, { role: "user", content: event.text }), phase: "start", pending: null };
    case "reply": {
      if (event.role === "question" && event.answers?.length) {
        return ask(state, "bot", event.content, event.answers);
      }
      const next = add(state, { role: "assistant", content: event.content });
      return hasClosingPhrase(event.content) ? ask(next, "answered", CHAT_TEXT.answered, YES_NO) : next;
    }
    case "failure":
      return add(state, { role: "assistant", content: event.message, local: true });
    case "profanity":
      return { ...add(state, { role: "assistant", content: event.message, local: true }), pending: null, closing: "profanity" };
    case "askOrder":
      return ask(add(state, { role: "user", content: event.topic }), "orderKnown", CHAT_TEXT.orderKnown, YES_NO, event.topic);
    case "answer":
      return answer(state, event.messageId, event.answer, event.moreQuestions);
    case "orderSent":
      if (state.pending?.kind !== "orderForm") return state;
      // The lookup's data goes to the API as `order`, not as history.
      return { ...add(state, { role: "user", content: event.summary, local: true }), pending: null };
    case "rate": {
      if (state.pending?.kind !== "rating" || !Number.isInteger(event.stars) || event.stars < 1 || event.stars > 5) return state;
      const rated = add({ ...state, rating: event.stars }, { role: "user", content: starsLabel(event.stars), local: true }, { role: "assistant", content: CHAT_TEXT.thanks, local: true });
      return ask(rated, "end", CHAT_TEXT.endQuestion, YES_NO);
    }
    case "end": {
      const profanity = event.reason === "profanity";
      if (state.closing !== (profanity ? "profanity" : "save")) return state;
      const ended = add(state, { role: "assistant", content: profanity ? CHAT_TEXT.endedProfanity : CHAT_TEXT.ended, local: true });
      return { ...ended, phase: "end", pending: null, closing: null, ended: event.reason };
    }
    case "saveFailed":
      if (state.closing !== "save") return state;
      return ask(add({ ...state, closing: null }, { role: "assistant", content: event.message, local: true }), "end", CHAT_TEXT.endQuestion, YES_NO);
    case "restart":
      return initialChat(event.chatId);
  }
}

function answer(state: ChatState, messageId: number, reply: string, moreQuestions: string): ChatState {
  const open = state.pending;
  if (!open || open.messageId !== messageId) return state;
  const msg = state.messages.find((m) => m.id === messageId);
  if (!msg?.answers?.includes(reply)) return state;
  // Answers to the box's own questions are the box's business, not history for the assistant.
  const said = { ...add(state, { role: "user", content: reply, local: open.kind !== "bot" }), pending: null };
  const yes = reply === CHAT_YES;
  switch (open.kind) {
    case "answered":
      return yes
        ? { ...ask(said, "rating", CHAT_TEXT.ratingRequest), phase: "rating" }
        : add(said, { role: "assistant", content: CHAT_TEXT.notAnswered, local: true });
    case "end":
      // Yes: the hook saves the chat, then sends "end" (or "saveFailed").
      return yes ? { ...said, closing: "save" } : { ...add(said, { role: "assistant", content: moreQuestions, local: true }), phase: "start" };
    case "orderKnown":
      // No: where to find the number; the hook then asks the assistant about the topic itself.
      return yes
        ? ask(said, "orderForm", CHAT_TEXT.orderFormIntro, undefined, open.topic)
        : add(said, { role: "assistant", content: CHAT_TEXT.orderNoNumber, local: true });
    case "bot":
      return said;
    default:
      return state;
  }
}

/**
 * The conversation as history for /v1/assistant: the shopper's and the assistant's own words (an assistant's
 * question counts as the assistant's), newest last; what the box said itself stays out.
 */
export function historyOf(state: ChatState, max: number, maxChars = 4000): { role: "user" | "assistant"; content: string }[] {
  return state.messages
    .filter((m) => !m.local)
    .slice(-max)
    .map((m) => ({ role: m.role === "user" ? "user" : "assistant", content: m.content.slice(0, maxChars) }));
}

/**
 * History to send along with `text`, the shopper's message just added to `state`: everything before it
 * (the API gets the new message separately).
 */
export function historyBefore(state: ChatState, text: string, max: number) {
  const all = historyOf(state, max + 1);
  const last = all.at(-1);
  return (last?.role === "user" && last.content === text.slice(0, 4000) ? all.slice(0, -1) : all).slice(-max);
}

/** The conversation as it is saved (spec section 3 chat message: role, content, answers, question flag). */
export function transcriptOf(state: ChatState, max: number, maxChars = 4000) {
  return state.messages.slice(-max).map((m) => ({
    role: m.role,
    content: m.content.slice(0, maxChars),
    ...(m.answers ? { answers: m.answers } : {}),
    ...(m.question ? { question: true } : {}),
  }));
}
