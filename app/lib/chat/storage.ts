/**
 * The conversation in the browser (spec section 4: kept until the chat ends; ending clears it).
 *
 * sessionStorage, not localStorage: the conversation survives a reload and every page of the visit in this
 * tab, and is gone when the tab closes. A chat can hold an order number, a postcode and a house number; on
 * a shared computer that should not greet the next person days later. A conversation that is over (ended
 * for profanity or saved) is removed at once; storage that is unavailable (private mode, quota) only means
 * the conversation does not survive a reload.
 */
import { CHAT_STORAGE_KEY } from "./keys";
import type { ChatState } from "./phases";

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function valid(v: unknown): v is ChatState {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Partial<ChatState>;
  return (
    s.v === 1 &&
    typeof s.chatId === "string" &&
    (s.phase === "start" || s.phase === "rating") &&
    Array.isArray(s.messages) &&
    s.messages.every((m) => typeof m?.id === "number" && typeof m.content === "string" && ["user", "assistant", "question"].includes(m.role)) &&
    typeof s.nextId === "number"
  );
}

/** The kept conversation, or null (none, unreadable, or already over). */
export function loadChat(): ChatState | null {
  try {
    const raw = tabStorage()?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as unknown;
    return valid(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps the conversation; one that has ended is cleared instead. */
export function saveChat(state: ChatState): void {
  if (state.phase === "end") return clearChat();
  try {
    tabStorage()?.setItem(CHAT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or private mode: the conversation just does not survive a reload.
  }
}

export function clearChat(): void {
  try {
    tabStorage()?.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
