import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_STORAGE_KEY } from "../../../../app/lib/chat/keys";
import { chatReducer, initialChat } from "../../../../app/lib/chat/phases";
import { clearChat, loadChat, saveChat } from "../../../../app/lib/chat/storage";

/** The browser's sessionStorage, in memory (the tests run in workerd, which has no window). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

let session: Storage;
beforeEach(() => {
  session = memoryStorage();
  vi.stubGlobal("window", { sessionStorage: session });
});
afterEach(() => vi.unstubAllGlobals());

describe("chat storage (sessionStorage)", () => {
  it("keeps the conversation so a reload finds it again", () => {
    const s = chatReducer(initialChat("c1"), { type: "user", text: "Hallo" });
    saveChat(s);
    expect(session.getItem(CHAT_STORAGE_KEY)).not.toBeNull();
    expect(loadChat()).toEqual(s);
  });

  it("an ended chat is cleared, not kept", () => {
    const s = chatReducer(initialChat("c1"), { type: "profanity", message: "x" });
    saveChat(s);
    saveChat(chatReducer(s, { type: "end", reason: "profanity" }));
    expect(session.getItem(CHAT_STORAGE_KEY)).toBeNull();
    expect(loadChat()).toBeNull();
  });

  it("clearChat removes the conversation", () => {
    saveChat(initialChat("c1"));
    clearChat();
    expect(session.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it("unreadable or foreign data reads as no conversation", () => {
    for (const raw of ["{", "null", "[]", JSON.stringify({ v: 2 }), JSON.stringify({ ...initialChat("c"), phase: "end" }), JSON.stringify({ ...initialChat("c"), messages: [{ role: "admin", content: "x", id: 1 }] })]) {
      session.setItem(CHAT_STORAGE_KEY, raw);
      expect(loadChat(), raw).toBeNull();
    }
  });

  it("without storage (server, private mode) nothing breaks", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(() => saveChat(initialChat("c1"))).not.toThrow();
    expect(loadChat()).toBeNull();
    expect(() => clearChat()).not.toThrow();
  });
});
