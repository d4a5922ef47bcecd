/**
 * The mail budget per recipient in the mail layer (worker/edge/mail.ts, worker/domain/mail-budget.ts,
 * worker/store/mail-budget.ts): what strangers can trigger is capped per address, must-send mail never.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  MAIL_BUDGET_PER_ADDRESS,
  MAIL_BUDGET_WINDOW_S,
  MAIL_BUDGET_WITH_RESET,
  MAIL_KIND_POLICY,
  mailBudgetAddress,
  mailBudgetRule,
} from "../../../worker/domain/mail-budget";
import { embeddedMail, providerMail, senderConfig, type MailMessage } from "../../../worker/edge/mail";
import { brevoTransport } from "../../../worker/edge/mail-transport";
import { setLogSink } from "../../../worker/http/log";
import { purgeMailBudget } from "../../../worker/store/mail-budget";

const NOW = 1_800_000_000;
let seq = 0;

function message(to: string, kind: string, overrides: Partial<MailMessage> = {}): MailMessage {
  return { to, subject: "Onderwerp", html: "<p>Hoi</p>", text: "Hoi", kind, related_id: `r-${seq++}`, ...overrides };
}

const victim = () => `doelwit-${crypto.randomUUID()}@droomnest.test`;

async function queuedTo(address: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT kind FROM outbox WHERE lower(to_address) = lower(?1) ORDER BY id").bind(address).all<{ kind: string }>();
  return results.map((r) => r.kind);
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("the budget's rules", () => {
  it("normalises the address it counts for: trimmed, lower-cased, +tags dropped, Gmail's dots folded", () => {
    expect(mailBudgetAddress("  Sanne@Droomnest.TEST ")).toBe("sanne@droomnest.test");
    expect(mailBudgetAddress("sanne+nieuwsbrief@droomnest.test")).toBe("sanne@droomnest.test");
    expect(mailBudgetAddress("S.a.n.n.e+x@GoogleMail.com")).toBe("sanne@gmail.com");
    expect(mailBudgetAddress("s.anne@gmail.com")).toBe(mailBudgetAddress("sanne@gmail.com"));
    // Dots are part of the mailbox elsewhere.
    expect(mailBudgetAddress("s.anne@droomnest.test")).not.toBe(mailBudgetAddress("sanne@droomnest.test"));
  });

  it("counts what strangers trigger, gives resets two slots more, and never counts must-send mail or mail to the shop", () => {
    for (const kind of ["newsletter_confirm", "contact_confirmation", "account_confirm", "account_exists", "email_change", "email_changed", "cart_reminder"]) {
      expect(mailBudgetRule(kind, "a@b.nl", "droomnest.nl"), kind).toEqual({ ceiling: MAIL_BUDGET_PER_ADDRESS, known: true });
    }
    expect(mailBudgetRule("account_reset", "a@b.nl", "droomnest.nl")).toEqual({ ceiling: MAIL_BUDGET_WITH_RESET, known: true });
    for (const kind of ["order_confirmation", "review_invitation", "contact_service"]) expect(mailBudgetRule(kind, "a@b.nl", "droomnest.nl"), kind).toBeNull();
    expect(mailBudgetRule("newsletter_confirm", "Klantenservice@Droomnest.nl", "droomnest.nl")).toBeNull();
    // A kind nobody classified is budgeted (fail closed), and says so.
    expect(mailBudgetRule("iets_nieuws", "a@b.nl", "droomnest.nl")).toEqual({ ceiling: MAIL_BUDGET_PER_ADDRESS, known: false });
    expect(Object.values(MAIL_KIND_POLICY).every((p) => ["stranger", "reset", "must_send"].includes(p))).toBe(true);
  });
});

describe("sending within the budget", () => {
  it(`queues at most ${MAIL_BUDGET_PER_ADDRESS} stranger mails per address a day, over kinds and spellings; the rest is withheld and logged without the address`, async () => {
    const to = victim();
    const [local, domain] = to.split("@") as [string, string];
    const spellings = [to, to.toUpperCase(), ` ${to} `, `${local}+1@${domain}`, `${local}+2@${domain.toUpperCase()}`];
    const kinds = ["newsletter_confirm", "contact_confirmation", "account_confirm", "cart_reminder", "email_change", "account_exists"];
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    const results = [];
    try {
      const mail = embeddedMail(env.DB, { nowS: () => NOW });
      for (let i = 0; i < 12; i++) results.push(await mail.send(message(spellings[i % spellings.length]!, kinds[i % kinds.length]!)));
    } finally {
      restore();
    }
    expect(results.filter((r) => r.queued)).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    expect(results.slice(MAIL_BUDGET_PER_ADDRESS).every((r) => r.withheld === true && !r.queued && r.id === null)).toBe(true);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>())!;
    expect(n).toBe(MAIL_BUDGET_PER_ADDRESS);
    const withheld = lines.filter((l) => l.includes("mail withheld"));
    expect(withheld).toHaveLength(12 - MAIL_BUDGET_PER_ADDRESS);
    for (const line of withheld) expect(line.toLowerCase()).not.toContain(local.toLowerCase());
    // Other addresses have budgets of their own.
    expect((await embeddedMail(env.DB, { nowS: () => NOW }).send(message(victim(), "newsletter_confirm"))).queued).toBe(true);
  });

  it("holds under concurrency: 20 sends at once to one address queue exactly the budget", async () => {
    const to = victim();
    const mail = embeddedMail(env.DB, { nowS: () => NOW });
    const results = await Promise.all(Array.from({ length: 20 }, () => mail.send(message(to, "contact_confirmation"))));
    expect(results.filter((r) => r.queued)).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    expect(await queuedTo(to)).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
  });

  it("must-send mail is still queued once the budget is used up, and does not use it", async () => {
    const to = victim();
    const mail = embeddedMail(env.DB, { nowS: () => NOW });
    for (let i = 0; i < 5; i++) await mail.send(message(to, "newsletter_confirm"));
    const order = await mail.send(message(to, "order_confirmation"));
    const review = await mail.send(message(to, "review_invitation"));
    expect(order).toMatchObject({ queued: true });
    expect(review).toMatchObject({ queued: true });
    expect(await queuedTo(to)).toEqual(["newsletter_confirm", "newsletter_confirm", "newsletter_confirm", "order_confirmation", "review_invitation"]);
    const fresh = victim();
    for (let i = 0; i < 10; i++) expect((await mail.send(message(fresh, "order_confirmation"))).queued).toBe(true);
    expect((await mail.send(message(fresh, "newsletter_confirm"))).queued).toBe(true);
  });

  it("the owner's first password reset still goes out when strangers used the budget up; resets stop at the higher ceiling", async () => {
    const to = victim();
    const mail = embeddedMail(env.DB, { nowS: () => NOW });
    for (const kind of ["newsletter_confirm", "contact_confirmation", "account_confirm", "contact_confirmation"]) await mail.send(message(to, kind));
    expect(await queuedTo(to)).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    const reset = await mail.send(message(to, "account_reset"));
    expect(reset).toMatchObject({ queued: true });
    // The slots kept for resets are not for other kinds.
    expect((await mail.send(message(to, "newsletter_confirm"))).withheld).toBe(true);
    expect((await mail.send(message(to, "account_reset"))).queued).toBe(true);
    expect((await mail.send(message(to, "account_reset"))).withheld).toBe(true);
    expect((await queuedTo(to)).filter((k) => k === "account_reset")).toHaveLength(MAIL_BUDGET_WITH_RESET - MAIL_BUDGET_PER_ADDRESS);
  });

  it("a mail the outbox already had (same kind and subject) costs nothing", async () => {
    const to = victim();
    const mail = embeddedMail(env.DB, { nowS: () => NOW });
    const same = message(to, "contact_confirmation", { related_id: "C-1" });
    for (let i = 0; i < 5; i++) expect((await mail.send(same)).withheld).toBeUndefined();
    expect((await mail.send(message(to, "newsletter_confirm"))).queued).toBe(true);
    expect((await mail.send(message(to, "newsletter_confirm"))).queued).toBe(true);
    expect(await queuedTo(to)).toHaveLength(3);
  });

  it("is a rolling 24 hours: the budget comes back a day after the first mail, and the Cron purges what no window counts", async () => {
    const to = victim();
    for (let i = 0; i < MAIL_BUDGET_PER_ADDRESS; i++) await embeddedMail(env.DB, { nowS: () => NOW + i * 3600 }).send(message(to, "cart_reminder"));
    expect((await embeddedMail(env.DB, { nowS: () => NOW + MAIL_BUDGET_WINDOW_S - 1 }).send(message(to, "cart_reminder"))).withheld).toBe(true);
    expect((await embeddedMail(env.DB, { nowS: () => NOW + MAIL_BUDGET_WINDOW_S }).send(message(to, "cart_reminder"))).queued).toBe(true);
    expect((await embeddedMail(env.DB, { nowS: () => NOW + MAIL_BUDGET_WINDOW_S }).send(message(to, "cart_reminder"))).withheld).toBe(true);
    await purgeMailBudget(env.DB, NOW + MAIL_BUDGET_WINDOW_S + 3600 - MAIL_BUDGET_WINDOW_S);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_budget").first<{ n: number }>())!;
    expect(n).toBe(2);
  });

  it("stores a hash of the address, never the address", async () => {
    const to = victim();
    await embeddedMail(env.DB, { nowS: () => NOW }).send(message(to, "newsletter_confirm"));
    const row = await env.DB.prepare("SELECT recipient, kind FROM mail_budget").first<{ recipient: string; kind: string }>();
    expect(row?.recipient).toMatch(/^[0-9a-f]{64}$/u);
    expect(row?.kind).toBe("newsletter_confirm");
  });

  it("the provider adapter withholds the same way and posts nothing", async () => {
    const to = victim();
    let posts = 0;
    const fetcher = (async () => {
      posts++;
      return new Response(JSON.stringify({ messageId: `<${posts}@smtp-relay.mailin.fr>` }), { status: 201 });
    }) as unknown as typeof fetch;
    // The budget applies when queueing; the provider gets what was queued after the response (deliverDue).
    const mail = providerMail(env.DB, brevoTransport("k", fetcher), senderConfig({}), { nowS: () => NOW });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await mail.send(message(to, "newsletter_confirm")));
    expect(results.filter((r) => r.queued)).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    expect(results.filter((r) => r.withheld)).toHaveLength(6 - MAIL_BUDGET_PER_ADDRESS);
    expect(await mail.deliverDue()).toBe(MAIL_BUDGET_PER_ADDRESS);
    expect(posts).toBe(MAIL_BUDGET_PER_ADDRESS);
    expect((await mail.send(message(to, "order_confirmation"))).queued).toBe(true);
    expect(await mail.deliverDue()).toBe(1);
  });
});
