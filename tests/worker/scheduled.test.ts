import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { ABANDONED_CART_IDLE_S, CART_RESTORE_TTL_S } from "../../app/lib/constants";
import type { Env } from "../../worker/env";
import { retentionCutoff, retentionRule } from "../../app/lib/retention";
import { scheduled, sendCartReminders } from "../../worker/scheduled";
import { findRestoreLines } from "../../worker/store/cart-restore-links";

const E = env as unknown as Env;
const NOW = 1_800_000_000;
/** Cart n of this file: a real cart object (the reminder snapshots its lines), its id made once. */
const cartIds = new Map<number, string>();
const cartId = (n: number): string => {
  let id = cartIds.get(n);
  if (!id) cartIds.set(n, (id = E.CART.newUniqueId().toString()));
  return id;
};
/** The line every test cart holds (the cron reads no prices: only the snapshot's choice). */
const LINE = { variant_id: 4242, custom: "", quantity: 2, price: 4495 };

interface CartRow {
  id: string;
  email?: string | null;
  /** Where the address was given with the reminder statement (default "checkout"; docs/decisions/028). */
  email_consent?: "checkout" | "newsletter" | null;
  item_count?: number;
  grand_total?: number;
  updated_at?: number;
  ordered_at?: number | null;
  reminded_at?: number | null;
}

async function insertCart(row: CartRow, lines = [LINE]): Promise<void> {
  const stub = E.CART.get(E.CART.idFromString(row.id));
  await stub.take();
  if (lines.length > 0) await stub.fill(lines);
  await env.DB.prepare(
    `INSERT INTO carts (id, email, item_count, grand_total, created_at, updated_at, ordered_at, reminded_at, email_consent)
     VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, ?8)`,
  )
    .bind(row.id, row.email === undefined ? "klant@droomnest.test" : row.email, row.item_count ?? 2, row.grand_total ?? 8995, row.updated_at ?? NOW - ABANDONED_CART_IDLE_S - 60, row.ordered_at ?? null, row.reminded_at ?? null, row.email_consent === undefined ? "checkout" : row.email_consent)
    .run();
}

async function reminders() {
  return (
    await env.DB.prepare("SELECT to_address, related_id, subject, text, html FROM outbox WHERE kind = 'cart_reminder' ORDER BY related_id").all<{
      to_address: string;
      related_id: string;
      subject: string;
      text: string;
      html: string;
    }>()
  ).results;
}

function controller(scheduledTime: number): ScheduledController {
  return { scheduledTime, cron: "*/15 * * * *", noRetry: () => undefined };
}

function executionContext(): ExecutionContext & { waited: Promise<unknown>[] } {
  const waited: Promise<unknown>[] = [];
  return { waited, waitUntil: (p: Promise<unknown>) => void waited.push(p), passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext & { waited: Promise<unknown>[] };
}

beforeEach(async () => {
  // mail_budget: the carts here share one address; the budget per recipient has tests of its own.
  await env.DB.batch([env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM carts"), env.DB.prepare("DELETE FROM cart_restore_links"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("abandoned-cart cron", () => {
  it("reminds only carts with a consenting e-mail, items, idle over an hour, not ordered and not reminded", async () => {
    await insertCart({ id: cartId(1) }); // abandoned
    await insertCart({ id: cartId(2), email: null });
    await insertCart({ id: cartId(3), item_count: 0 });
    await insertCart({ id: cartId(4), updated_at: NOW - ABANDONED_CART_IDLE_S + 60 }); // idle 59 minutes
    await insertCart({ id: cartId(5), ordered_at: NOW - 100 });
    await insertCart({ id: cartId(6), reminded_at: NOW - 10_000 });
    await insertCart({ id: cartId(9), email_consent: null }); // an address given without the statement (docs/decisions/028)

    const run = await sendCartReminders(E, NOW);
    expect(run).toEqual({ candidates: 1, queued: 1 });
    const mails = await reminders();
    expect(mails.map((m) => [m.to_address, m.related_id])).toEqual([["klant@droomnest.test", cartId(1)]]);
    const row = await env.DB.prepare("SELECT reminded_at FROM carts WHERE id = ?1").bind(cartId(1)).first<{ reminded_at: number }>();
    expect(row?.reminded_at).toBe(NOW);
  });

  it("puts a restore link to <SITE_ORIGIN>/cart/restore/<token> in both parts: an opaque token for a snapshot of the lines, valid 14 days", async () => {
    await insertCart({ id: cartId(7) });
    await sendCartReminders({ ...E, SITE_ORIGIN: "https://www.droomnest.nl/" }, NOW);
    const [mail] = await reminders();
    const match = /https:\/\/www\.droomnest\.nl\/cart\/restore\/([A-Za-z0-9._-]+)/u.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    const token = match![1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(token).not.toContain(cartId(7).slice(0, 16));
    expect(mail!.html).toContain(`href="https://www.droomnest.nl/cart/restore/${token}"`);
    expect(mail!.text + mail!.html).not.toContain(cartId(7));
    const snapshot = [{ variant_id: LINE.variant_id, custom: "", quantity: LINE.quantity }];
    expect(CART_RESTORE_TTL_S).toBe(14 * 86400);
    expect(await findRestoreLines(env.DB, token, NOW + CART_RESTORE_TTL_S - 1)).toEqual(snapshot);
    expect(await findRestoreLines(env.DB, token, NOW + CART_RESTORE_TTL_S)).toBeNull();
    // The snapshot is the mail's: a later change of the cart does not change what the link restores.
    await E.CART.get(E.CART.idFromString(cartId(7))).fill([{ variant_id: 99, custom: "", quantity: 1, price: 100 }]);
    expect(await findRestoreLines(env.DB, token, NOW + 60)).toEqual(snapshot);
  });

  it("a cart whose object holds nothing gets no mail (and is not looked at again)", async () => {
    await insertCart({ id: cartId(8) }, []);
    expect(await sendCartReminders(E, NOW)).toEqual({ candidates: 1, queued: 0 });
    expect(await reminders()).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_restore_links").first<number>("n")).toBe(0);
    expect((await sendCartReminders(E, NOW + 900)).candidates).toBe(0);
  });

  it("queues exactly one reminder per cart when the cron runs twice and concurrently", async () => {
    for (let i = 10; i < 30; i++) await insertCart({ id: cartId(i), email: `klant${i}@droomnest.test` });
    const runs = await Promise.all([sendCartReminders(E, NOW), sendCartReminders(E, NOW), sendCartReminders(E, NOW + 1)]);
    const again = await sendCartReminders(E, NOW + 900);
    expect(runs.reduce((n, r) => n + r.queued, 0) + again.queued).toBe(20);
    expect(again.queued).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(20);
    expect(new Set(mails.map((m) => m.related_id)).size).toBe(20);
  });

  it("the exported scheduled handler uses the trigger's time as now", async () => {
    await insertCart({ id: cartId(40), updated_at: NOW - 30 * 60 });
    const early = executionContext();
    await scheduled(controller(NOW * 1000), E, early);
    await Promise.all(early.waited);
    expect(await reminders()).toEqual([]);

    const later = executionContext();
    await scheduled(controller((NOW + 31 * 60) * 1000), E, later);
    await Promise.all(later.waited);
    expect((await reminders()).map((m) => m.related_id)).toEqual([cartId(40)]);
  });

  it("an idle time of 0 (the development trigger) reminds a cart written just now", async () => {
    await insertCart({ id: cartId(50), updated_at: NOW });
    expect((await sendCartReminders(E, NOW)).queued).toBe(0);
    expect((await sendCartReminders(E, NOW, { idleS: 0, origin: "http://localhost:8788" })).queued).toBe(1);
    expect((await reminders())[0]!.text).toContain("http://localhost:8788/cart/restore/");
  });
});

describe("account housekeeping in the cron", () => {
  it("deletes expired sessions and tokens and ended login-failure streaks, and keeps live ones", async () => {
    const customer = await env.DB.prepare("INSERT INTO customers (email, first_name, last_name) VALUES ('cron@droomnest.test', 'Cron', 'Klant') RETURNING id").first<{ id: number }>();
    const id = customer!.id;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, customer_id, created_at, expires_at) VALUES ('old', ?1, ?2, ?3), ('live', ?1, ?2, ?4)").bind(id, NOW - 90_000, NOW - 10, NOW + 600),
      env.DB.prepare(
        `INSERT INTO account_tokens (id, kind, customer_id, email, created_at, expires_at) VALUES
           ('t-old', 'password_reset', ?1, 'cron@droomnest.test', ?2, ?3), ('t-live', 'email_confirm', ?1, 'cron@droomnest.test', ?2, ?4)`,
      ).bind(id, NOW - 7200, NOW - 3600, NOW + 3600),
      env.DB.prepare(
        `INSERT INTO login_failures (key, failures, window_start, locked_until) VALUES
           ('account:ended', 6, ?1, ?2), ('account:locked', 9, ?1, ?3), ('account:recent', 2, ?4, 0)`,
      ).bind(NOW - 7200, NOW - 3600, NOW + 600, NOW - 60),
    ]);
    const ctx = executionContext();
    await scheduled(controller(NOW * 1000), E, ctx);
    await Promise.all(ctx.waited);
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ k: string }>()).results.map((r) => r.k).sort();
    expect(await ids(`SELECT id AS k FROM sessions WHERE customer_id = ${id}`)).toEqual(["live"]);
    expect(await ids(`SELECT id AS k FROM account_tokens WHERE customer_id = ${id}`)).toEqual(["t-live"]);
    expect(await ids("SELECT key AS k FROM login_failures WHERE key LIKE 'account:%'")).toEqual(["account:locked", "account:recent"]);
  });

  it("deletes saved chats older than 12 months and keeps younger ones", async () => {
    const msgs = JSON.stringify([{ role: "user", content: "Hoe lang is de levertijd?" }]);
    await env.DB.prepare("INSERT INTO chats (id, messages, rating, created_at) VALUES ('chat-old', ?1, 4, ?2), ('chat-young', ?1, 5, ?3)")
      .bind(msgs, retentionCutoff(retentionRule("chats"), NOW) - 1, retentionCutoff(retentionRule("chats"), NOW) + 3600)
      .run();
    const ctx = executionContext();
    await scheduled(controller(NOW * 1000), E, ctx);
    await Promise.all(ctx.waited);
    const { results } = await env.DB.prepare("SELECT id FROM chats WHERE id LIKE 'chat-%' ORDER BY id").all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual(["chat-young"]);
  });
});

describe("real-user vitals retention in the cron", () => {
  it("deletes the daily counts older than 400 days and keeps the rest (a year ago stays, to compare year on year)", async () => {
    expect(retentionRule("vitals").period).toEqual({ days: 400 });
    // NOW is 2027-01-15 08:00 UTC: 400 days back is 2025-12-11, the oldest day kept.
    const days = ["2025-06-01", "2025-12-10", "2025-12-11", "2026-01-15", "2027-01-14", "2027-01-15"];
    await env.DB.batch([
      env.DB.prepare("DELETE FROM web_vitals_daily"),
      ...days.map((day) => env.DB.prepare("INSERT INTO web_vitals_daily (day, page_type, metric, bucket, count) VALUES (?1, 'home', 'lcp', 3, 7)").bind(day)),
    ]);
    const ctx = executionContext();
    await scheduled(controller(NOW * 1000), E, ctx);
    await Promise.all(ctx.waited);
    const { results } = await env.DB.prepare("SELECT day, count FROM web_vitals_daily ORDER BY day").all<{ day: string; count: number }>();
    expect(results).toEqual(["2025-12-11", "2026-01-15", "2027-01-14", "2027-01-15"].map((day) => ({ day, count: 7 })));
  });
});
