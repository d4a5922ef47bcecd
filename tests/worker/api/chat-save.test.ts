import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, CHAT_MESSAGES } from "../../../app/lib/schemas/chat";
import { CHAT_BODY_LIMIT_BYTES, CHAT_SAVE_IP_LIMIT } from "../../../worker/api/chat/limits";
import type { Env } from "../../../worker/env";
import { Visitor } from "../../helpers/account";

const db = (env as unknown as Env).DB;

const MESSAGES = [
  { role: "user", content: "Hoe lang heb ik bedenktijd?" },
  { role: "assistant", content: "Je hebt 14 dagen bedenktijd. Is je vraag hiermee beantwoord?" },
];

const save = (v: Visitor, body: unknown) => v.call<{ saved: true }>("POST", "/v1/chat/save", body);
const errorOf = (r: { body: unknown }) => (r.body as { error: { message: string } }).error.message;
const stored = (id: string) => db.prepare("SELECT * FROM chats WHERE id = ?1").bind(id).first<Record<string, unknown>>();

describe("POST /v1/chat/save", () => {
  it("stores the messages and the rating (201); the same chat again is a 200 and stays one row", async () => {
    const v = new Visitor();
    const chatId = crypto.randomUUID();
    const first = await save(v, { chat_id: chatId, messages: MESSAGES, rating: 4 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ data: { saved: true } });
    const again = await save(v, { chat_id: chatId, messages: MESSAGES, rating: 4 });
    expect(again.status).toBe(200);
    const row = await stored(chatId);
    expect(row).toMatchObject({ id: chatId, rating: 4 });
    expect(JSON.parse(row!.messages as string)).toEqual(MESSAGES);
    const n = await db.prepare("SELECT COUNT(*) AS n FROM chats WHERE id = ?1").bind(chatId).first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("keeps nothing about the shopper: no IP or customer column, the IP nowhere in the row", async () => {
    const v = new Visitor();
    const chatId = crypto.randomUUID();
    await save(v, { chat_id: chatId, messages: MESSAGES, rating: 5 });
    const columns = (await db.prepare("PRAGMA table_info(chats)").all<{ name: string }>()).results.map((c) => c.name);
    expect(columns).toEqual(["id", "messages", "rating", "created_at"]);
    expect(JSON.stringify(await stored(chatId))).not.toContain(v.ip);
  });

  it("without a chat_id, saving the same conversation twice still keeps one row", async () => {
    const v = new Visitor();
    const messages = [...MESSAGES, { role: "user", content: `Uniek ${crypto.randomUUID()}` }];
    expect((await save(v, { messages, rating: 3 })).status).toBe(201);
    expect((await save(v, { messages, rating: 3 })).status).toBe(200);
  });

  it("refuses a rating outside 1-5, an empty or too long conversation, with the Dutch message", async () => {
    const v = new Visitor();
    for (const rating of [0, 6, 2.5, "5", null]) {
      const r = await save(v, { chat_id: crypto.randomUUID(), messages: MESSAGES, rating });
      expect(r.status, String(rating)).toBe(422);
      expect(errorOf(r)).toBe(CHAT_MESSAGES.rating);
    }
    const empty = await save(v, { messages: [], rating: 4 });
    expect(errorOf(empty)).toBe(CHAT_MESSAGES.empty);
    const long = await save(v, { messages: Array.from({ length: CHAT_LIMITS.historyMax + 1 }, () => MESSAGES[0]), rating: 4 });
    expect(errorOf(long)).toBe(CHAT_MESSAGES.historyTooLong);
    const blank = await save(v, { messages: [{ role: "user", content: "  " }], rating: 4 });
    expect(blank.status).toBe(422);
  });

  it("a long conversation (larger than the 16 KB of the rest of /v1) is saved; a body over the chat's limit is a 413", async () => {
    const v = new Visitor();
    const answer = `${"Dit is een lang antwoord over bezorgen en retourneren. ".repeat(27)}Is je vraag hiermee beantwoord?`;
    const messages = Array.from({ length: CHAT_LIMITS.historyMax }, (_, i) => (i % 2 ? { role: "assistant", content: answer } : { role: "user", content: `Vraag ${i}` }));
    expect(JSON.stringify(messages).length).toBeGreaterThan(40 * 1024);
    expect((await save(v, { chat_id: crypto.randomUUID(), messages, rating: 5 })).status).toBe(201);
    const huge = await save(v, { chat_id: crypto.randomUUID(), messages: [{ role: "user", content: "x" }], rating: 5, padding: "x".repeat(CHAT_BODY_LIMIT_BYTES) });
    expect(huge.status).toBe(413);
    expect(errorOf(huge)).toBe(CHAT_MESSAGES.historyTooLong);
  });

  it("a chat with profanity (or ended for it) is not saved", async () => {
    const v = new Visitor();
    for (const messages of [
      [...MESSAGES, { role: "user", content: "wat een shit service" }],
      [...MESSAGES, { role: "assistant", content: CHAT_MESSAGES.profanity }],
    ]) {
      const chatId = crypto.randomUUID();
      const r = await save(v, { chat_id: chatId, messages, rating: 1 });
      expect(r.status).toBe(422);
      expect(errorOf(r)).toBe(CHAT_MESSAGES.profanity);
      expect(await stored(chatId)).toBeNull();
    }
  });

  it(`is rate limited per IP (${CHAT_SAVE_IP_LIMIT.limit} an hour)`, async () => {
    const v = new Visitor();
    const stub = (env as unknown as Env).RATE_LIMITER.get((env as unknown as Env).RATE_LIMITER.idFromName(`chat-save-ip:${v.ip}`));
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < CHAT_SAVE_IP_LIMIT.limit; i++) await stub.hit(CHAT_SAVE_IP_LIMIT.limit, CHAT_SAVE_IP_LIMIT.windowS, now);
    const r = await save(v, { chat_id: crypto.randomUUID(), messages: MESSAGES, rating: 4 });
    expect(r.status).toBe(429);
    expect(errorOf(r)).toBe(CHAT_MESSAGES.rateLimited);
  });
});
