import { describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../../../../app/lib/chat/messages";
import { canSend, chatReducer, historyBefore, historyOf, initialChat, transcriptOf, type ChatEvent, type ChatState } from "../../../../app/lib/chat/phases";

const MORE = "Had u nog andere vragen?";
const run = (events: ChatEvent[], from = initialChat("c1")) => events.reduce(chatReducer, from);
const last = (s: ChatState) => s.messages.at(-1)!;
const openQuestion = (s: ChatState) => s.messages.find((m) => m.id === s.pending?.messageId);
const answer = (s: ChatState, a: string): ChatState => chatReducer(s, { type: "answer", messageId: s.pending!.messageId, answer: a, moreQuestions: MORE });

/** A conversation whose last assistant reply held a closing phrase. */
const closingReply = () =>
  run([
    { type: "user", text: "Hoe lang duurt de levering?" },
    { type: "reply", role: "assistant", content: "Binnen 1-3 werkdagen. Is je vraag hiermee beantwoord?" },
  ]);

describe("chat phases (spec section 4)", () => {
  it("starts in phase start with Noor's welcome and nothing open", () => {
    const s = initialChat("c1");
    expect(s.phase).toBe("start");
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({ role: "assistant", content: CHAT_TEXT.welcome, local: true });
    expect(s.pending).toBeNull();
    expect(canSend(s)).toBe(true);
  });

  it("a reply without a closing phrase asks nothing", () => {
    const s = run([{ type: "user", text: "Hallo" }, { type: "reply", role: "assistant", content: "Je kunt 14 dagen retourneren." }]);
    expect(s.pending).toBeNull();
    expect(last(s)).toMatchObject({ role: "assistant", content: "Je kunt 14 dagen retourneren." });
  });

  it("start -> a reply with a closing phrase asks whether the questions were answered (Ja/Nee)", () => {
    const s = closingReply();
    expect(s.phase).toBe("start");
    expect(s.pending?.kind).toBe("answered");
    expect(last(s)).toMatchObject({ role: "question", content: "Zijn je vragen beantwoord?", answers: ["Ja", "Nee"], question: true });
  });

  it("answered: Nee -> back to start with an invitation to ask on", () => {
    const s = answer(closingReply(), "Nee");
    expect(s.phase).toBe("start");
    expect(s.pending).toBeNull();
    expect(s.messages.at(-2)).toMatchObject({ role: "user", content: "Nee" });
    expect(last(s)).toMatchObject({ role: "assistant", content: CHAT_TEXT.notAnswered });
  });

  it("answered: Ja -> phase rating with the 1-5 star request", () => {
    const s = answer(closingReply(), "Ja");
    expect(s.phase).toBe("rating");
    expect(s.pending?.kind).toBe("rating");
    expect(last(s)).toMatchObject({ role: "question", content: CHAT_TEXT.ratingRequest });
  });

  it("rating: a rating outside 1-5 or not a whole number changes nothing", () => {
    const rating = answer(closingReply(), "Ja");
    for (const stars of [0, 6, 2.5, -1]) expect(chatReducer(rating, { type: "rate", stars })).toBe(rating);
  });

  it("rating -> rate(n): thanks and the question whether to end the chat", () => {
    const s = chatReducer(answer(closingReply(), "Ja"), { type: "rate", stars: 4 });
    expect(s.rating).toBe(4);
    expect(s.pending?.kind).toBe("end");
    expect(s.messages.slice(-3).map((m) => [m.role, m.content])).toEqual([
      ["user", "4 sterren"],
      ["assistant", "Bedankt voor je beoordeling!"],
      ["question", "Wil je de chat beëindigen?"],
    ]);
    expect(last(s).answers).toEqual(["Ja", "Nee"]);
  });

  it("end question: Nee -> 'Had u nog andere vragen?' and back to start", () => {
    const s = answer(chatReducer(answer(closingReply(), "Ja"), { type: "rate", stars: 5 }), "Nee");
    expect(s.phase).toBe("start");
    expect(s.pending).toBeNull();
    expect(last(s)).toMatchObject({ role: "assistant", content: MORE });
    expect(canSend(s)).toBe(true);
  });

  it("end question: Ja -> closing 'save' (nothing else happens meanwhile), then end, saved", () => {
    const saving = answer(chatReducer(answer(closingReply(), "Ja"), { type: "rate", stars: 5 }), "Ja");
    expect(saving.closing).toBe("save");
    expect(canSend(saving)).toBe(false);
    expect(chatReducer(saving, { type: "user", text: "nog iets" })).toBe(saving);
    expect(chatReducer(saving, { type: "end", reason: "profanity" })).toBe(saving);
    const ended = chatReducer(saving, { type: "end", reason: "saved" });
    expect(ended.phase).toBe("end");
    expect(ended.ended).toBe("saved");
    expect(ended.rating).toBe(5);
    expect(canSend(ended)).toBe(false);
  });

  it("end question: Ja but saving fails -> the failure message and the end question again", () => {
    const saving = answer(chatReducer(answer(closingReply(), "Ja"), { type: "rate", stars: 3 }), "Ja");
    const s = chatReducer(saving, { type: "saveFailed", message: "Er is iets misgegaan, probeer het later opnieuw." });
    expect(s.closing).toBeNull();
    expect(s.phase).not.toBe("end");
    expect(s.pending?.kind).toBe("end");
    expect(s.messages.at(-2)?.content).toBe("Er is iets misgegaan, probeer het later opnieuw.");
  });

  it("'end' is refused unless the chat is closing for that reason", () => {
    const s = closingReply();
    expect(chatReducer(s, { type: "end", reason: "saved" })).toBe(s);
    expect(chatReducer(s, { type: "end", reason: "profanity" })).toBe(s);
  });

  it("profanity: the refusal, closing 'profanity', then end not saved; nothing is accepted meanwhile", () => {
    const msg = "Ik kan je niet helpen als je ongepaste taal gebruikt. De chat wordt nu beëindigd.";
    const closing = run([{ type: "profanity", message: msg }], closingReply());
    expect(closing.closing).toBe("profanity");
    expect(closing.pending).toBeNull();
    expect(last(closing)).toMatchObject({ role: "assistant", content: msg });
    expect(canSend(closing)).toBe(false);
    expect(chatReducer(closing, { type: "user", text: "sorry" })).toBe(closing);
    expect(chatReducer(closing, { type: "reply", role: "assistant", content: "x" })).toBe(closing);
    const ended = chatReducer(closing, { type: "end", reason: "profanity" });
    expect(ended).toMatchObject({ phase: "end", ended: "profanity", closing: null });
  });

  it("end -> nothing but restart; restart is a fresh start with a new id", () => {
    const ended = run([{ type: "profanity", message: "x" }, { type: "end", reason: "profanity" }]);
    expect(chatReducer(ended, { type: "user", text: "hallo" })).toBe(ended);
    const fresh = chatReducer(ended, { type: "restart", chatId: "c2" });
    expect(fresh).toEqual(initialChat("c2"));
  });

  it("typing while a question is open leaves it unanswered and goes on in start", () => {
    const rating = answer(closingReply(), "Ja");
    const s = chatReducer(rating, { type: "user", text: "Toch nog een vraag" });
    expect(s.phase).toBe("start");
    expect(s.pending).toBeNull();
    expect(chatReducer(s, { type: "rate", stars: 4 })).toBe(s);
  });

  it("an answer to a question that is no longer open, or not one of its answers, changes nothing", () => {
    const s = closingReply();
    const id = s.pending!.messageId;
    const moved = chatReducer(s, { type: "user", text: "iets anders" });
    expect(chatReducer(moved, { type: "answer", messageId: id, answer: "Ja", moreQuestions: MORE })).toBe(moved);
    expect(chatReducer(s, { type: "answer", messageId: id, answer: "Misschien", moreQuestions: MORE })).toBe(s);
  });

  it("a failure is shown as an assistant message and nothing else changes", () => {
    const s = run([{ type: "user", text: "Hallo" }, { type: "failure", message: "Er is iets misgegaan, probeer het later opnieuw." }]);
    expect(last(s)).toMatchObject({ role: "assistant", content: "Er is iets misgegaan, probeer het later opnieuw.", local: true });
    expect(s.phase).toBe("start");
  });

  it("a question from the assistant with answers opens it; answering adds the shopper's answer", () => {
    const s = run([{ type: "reply", role: "question", content: "Gaat het om een matras?", answers: ["Ja", "Nee"] }]);
    expect(s.pending?.kind).toBe("bot");
    const answered = answer(s, "Ja");
    expect(last(answered)).toMatchObject({ role: "user", content: "Ja" });
    expect(answered.pending).toBeNull();
  });

  it("order lookup: 'Weet je je ordernummer?' Ja -> the form; sent -> the summary as the shopper's message", () => {
    const asked = chatReducer(initialChat("c1"), { type: "askOrder", topic: "Bestelstatus & Verzending" });
    expect(asked.messages.at(-2)).toMatchObject({ role: "user", content: "Bestelstatus & Verzending" });
    expect(openQuestion(asked)).toMatchObject({ role: "question", content: "Weet je je ordernummer?", answers: ["Ja", "Nee"] });
    const form = answer(asked, "Ja");
    expect(form.pending).toMatchObject({ kind: "orderForm", topic: "Bestelstatus & Verzending" });
    const sent = chatReducer(form, { type: "orderSent", summary: "Ordernummer KJD1234567, postcode 3511 AB, huisnummer 10" });
    expect(sent.pending).toBeNull();
    expect(last(sent)).toMatchObject({ role: "user", content: "Ordernummer KJD1234567, postcode 3511 AB, huisnummer 10" });
    expect(chatReducer(sent, { type: "orderSent", summary: "again" })).toBe(sent);
  });

  it("order lookup: Nee -> where to find the number, nothing open", () => {
    const s = answer(chatReducer(initialChat("c1"), { type: "askOrder", topic: "Bestelstatus & Verzending" }), "Nee");
    expect(s.pending).toBeNull();
    expect(last(s)).toMatchObject({ role: "assistant", content: CHAT_TEXT.orderNoNumber });
  });
});

describe("history and transcript", () => {
  const s = run([
    { type: "user", text: "Hoe lang duurt de levering?" },
    { type: "reply", role: "assistant", content: "Binnen 1-3 werkdagen. Is je vraag hiermee beantwoord?" },
    { type: "user", text: "En naar België?" },
  ]);

  it("history holds only the shopper's and the assistant's words (not the box's own), and not the new message", () => {
    expect(historyOf(s, 60).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(historyBefore(s, "En naar België?", 60)).toEqual([
      { role: "user", content: "Hoe lang duurt de levering?" },
      { role: "assistant", content: "Binnen 1-3 werkdagen. Is je vraag hiermee beantwoord?" },
    ]);
    expect(historyBefore(s, "En naar België?", 1)).toHaveLength(1);
  });

  it("the transcript keeps every message with role, content, answers and question flag (no ids)", () => {
    const t = transcriptOf(s, 60);
    expect(t[0]).toEqual({ role: "assistant", content: CHAT_TEXT.welcome });
    expect(t.find((m) => m.role === "question")).toEqual({ role: "question", content: "Zijn je vragen beantwoord?", answers: ["Ja", "Nee"], question: true });
    expect(transcriptOf(s, 2)).toHaveLength(2);
  });
});

describe("what reaches the assistant as history", () => {
  it("answers to the box's own questions, the rating and the order lookup summary stay out; answers to the assistant's questions go in", () => {
    const rated = chatReducer(answer(closingReply(), "Ja"), { type: "rate", stars: 4 });
    expect(historyOf(rated, 60).map((m) => m.content)).toEqual(["Hoe lang duurt de levering?", "Binnen 1-3 werkdagen. Is je vraag hiermee beantwoord?"]);
    const order = chatReducer(answer(chatReducer(initialChat("c"), { type: "askOrder", topic: "Waar is mijn bestelling?" }), "Ja"), { type: "orderSent", summary: "Ordernummer KJD1234567" });
    expect(historyOf(order, 60).map((m) => m.content)).toEqual(["Waar is mijn bestelling?"]);
    const bot = answer(run([{ type: "reply", role: "question", content: "Gaat het om een matras?", answers: ["Ja", "Nee"] }]), "Nee");
    expect(historyOf(bot, 60).at(-1)).toEqual({ role: "user", content: "Nee" });
  });
});
