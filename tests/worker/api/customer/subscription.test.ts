/**
 * Newsletter double opt-in (ADR 014): a sign-up is pending and mails a single-use link; the
 * link's token subscribes; only the logged-in owner of an address reads or unsubscribes it. A pending
 * address is mailed once per link validity, and a stranger's sign-up answers the same for every address.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Subscription } from "../../../../app/lib/api/types/account";
import { EMAIL_CONFIRM_TTL_S } from "../../../../app/lib/account/constants";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { SUBSCRIPTION_RATE_LIMIT } from "../../../../worker/api/customer/subscription";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { lastMailTo, mailedToken, registerAndLogin, Visitor } from "../../../helpers/account";
import { seedD1 } from "../../../helpers/seed";

beforeAll(async () => {
  await seedD1();
});

const newEmail = () => `lezer-${crypto.randomUUID()}@droomnest.test`;

async function signUp(visitor: Visitor, email: string) {
  return visitor.call<Subscription>("POST", "/v1/customer/subscription", { email });
}

async function row(email: string) {
  return env.DB.prepare("SELECT id, customer_id, confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = ?1")
    .bind(email)
    .first<{ id: number; customer_id: number | null; confirmed_at: number | null; unsubscribed_at: number | null }>();
}

describe("POST /v1/customer/subscription: pending and an opt-in mail", () => {
  it("a new address is pending, keeps the pop-up's message and gets a mail with the confirm link", async () => {
    const email = newEmail();
    const res = await signUp(new Visitor(), email);
    expect(res.status).toBe(201);
    // A stranger learns nothing of the stored row (no id): see "no enumeration" below.
    expect(res.body.data).toEqual({ id: null, email, status: "pending", message: "Inschrijven gelukt!" });
    expect(await row(email)).not.toBeNull();
    const mail = await lastMailTo(email, "newsletter_confirm");
    expect(mail?.subject).toContain("nieuwsbrief");
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/nieuwsbrief\/bevestigen\/\?token=[A-Za-z0-9_-]{43}/u);
  });

  it("the token is stored hashed: the table never holds the mailed value", async () => {
    const email = newEmail();
    await signUp(new Visitor(), email);
    const token = (await mailedToken(email, "newsletter_confirm"))!;
    const stored = await env.DB.prepare("SELECT id FROM account_tokens WHERE email = ?1 AND kind = 'newsletter_confirm'").bind(email).all<{ id: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.id).not.toBe(token);
    expect(stored.results[0]!.id).toMatch(/^[0-9a-f]{64}$/u);
  });

  it("confirm: the token subscribes once; a second use is refused and changes nothing", async () => {
    const email = newEmail();
    const visitor = new Visitor();
    await signUp(visitor, email);
    const token = (await mailedToken(email, "newsletter_confirm"))!;
    const first = await visitor.call<Subscription>("POST", "/v1/customer/subscription/confirm", { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ email, status: "subscribed", message: ACCOUNT_MESSAGES.newsletterConfirmed });
    const confirmedAt = (await row(email))!.confirmed_at;
    expect(confirmedAt).not.toBeNull();
    const second = await visitor.call("POST", "/v1/customer/subscription/confirm", { token });
    expect(second.status).toBe(400);
    expect(second.body.error).toEqual({ code: "token_invalid", message: ACCOUNT_MESSAGES.tokenInvalid });
  });

  it("confirm: an unknown, malformed or expired token is refused", async () => {
    const visitor = new Visitor();
    for (const token of ["x".repeat(43), "kort", 42]) {
      const res = await visitor.call("POST", "/v1/customer/subscription/confirm", { token });
      expect([400, 422], String(token)).toContain(res.status);
      expect(res.body.error?.message).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    }
    const email = newEmail();
    await signUp(visitor, email);
    const token = (await mailedToken(email, "newsletter_confirm"))!;
    await env.DB.prepare("UPDATE account_tokens SET expires_at = 1 WHERE email = ?1").bind(email).run();
    const expired = await visitor.call("POST", "/v1/customer/subscription/confirm", { token });
    expect(expired.status).toBe(400);
    expect((await row(email))!.confirmed_at).toBeNull();
  });

  it("a confirmed address stays subscribed on a new sign-up and gets no new mail", async () => {
    const email = newEmail();
    const visitor = new Visitor();
    await signUp(visitor, email);
    await visitor.call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(email, "newsletter_confirm") });
    const mails = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?1").bind(email).first<{ n: number }>())!.n;
    const before = await mails();
    const again = await signUp(visitor, email);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ id: null, email, status: "pending", message: "Inschrijven gelukt!" });
    expect((await row(email))!.confirmed_at).not.toBeNull();
    expect(await mails()).toBe(before);
  });
});

describe("GET and DELETE: the logged-in owner only", () => {
  it("anonymous: 401 for reading and unsubscribing", async () => {
    const email = newEmail();
    const visitor = new Visitor();
    await signUp(visitor, email);
    const read = await visitor.call("GET", `/v1/customer/subscription?email=${encodeURIComponent(email)}`);
    expect(read.status).toBe(401);
    expect(read.body.error?.code).toBe("not_logged_in");
    const del = await visitor.call("DELETE", `/v1/customer/subscription/${(await row(email))!.id}`);
    expect(del.status).toBe(401);
    expect((await row(email))!.unsubscribed_at).toBeNull();
  });

  it("a customer reads their own state: none, pending (linked to the account), subscribed", async () => {
    const account = await registerAndLogin();
    const path = `/v1/customer/subscription?email=${encodeURIComponent(account.email)}`;
    const none = await account.visitor.call<Subscription>("GET", path);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ id: null, email: account.email, status: "none" });
    await signUp(account.visitor, account.email);
    expect((await account.visitor.call<Subscription>("GET", path)).body.data.status).toBe("pending");
    expect((await row(account.email))!.customer_id).toBe(account.customerId);
    await account.visitor.call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(account.email, "newsletter_confirm") });
    expect((await account.visitor.call<Subscription>("GET", path)).body.data.status).toBe("subscribed");
  });

  it("another address: 403 for reading and for unsubscribing, nothing changed", async () => {
    const other = newEmail();
    await signUp(new Visitor(), other);
    const account = await registerAndLogin();
    const read = await account.visitor.call("GET", `/v1/customer/subscription?email=${encodeURIComponent(other)}`);
    expect(read.status).toBe(403);
    expect(read.body.error).toEqual({ code: "forbidden", message: ACCOUNT_MESSAGES.newsletterNotYours });
    const del = await account.visitor.call("DELETE", `/v1/customer/subscription/${(await row(other))!.id}`);
    expect(del.status).toBe(403);
    expect((await row(other))!.unsubscribed_at).toBeNull();
  });

  it("the owner unsubscribes (twice is the same), and a new sign-up is pending again with a new mail", async () => {
    const account = await registerAndLogin();
    const { body } = await signUp(account.visitor, account.email);
    await account.visitor.call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(account.email, "newsletter_confirm") });
    for (let i = 0; i < 2; i++) {
      const del = await account.visitor.call<Subscription>("DELETE", `/v1/customer/subscription/${body.data.id}`);
      expect(del.status).toBe(200);
      expect(del.body.data).toMatchObject({ id: body.data.id, status: "none", message: ACCOUNT_MESSAGES.newsletterUnsubscribed });
    }
    expect((await row(account.email))!.unsubscribed_at).not.toBeNull();
    const tokenBefore = await mailedToken(account.email, "newsletter_confirm");
    const again = await signUp(account.visitor, account.email);
    expect(again.body.data.status).toBe("pending");
    expect(await mailedToken(account.email, "newsletter_confirm")).not.toBe(tokenBefore);
  });

  it("unknown or malformed id: 404", async () => {
    const account = await registerAndLogin();
    for (const id of ["999999", "abc", "-1"]) {
      const res = await account.visitor.call("DELETE", `/v1/customer/subscription/${id}`);
      expect(res.status, id).toBe(404);
    }
  });
});

const optInMails = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE lower(to_address) = lower(?1) AND kind = 'newsletter_confirm'").bind(email).first<{ n: number }>())!.n;

describe("a pending address gets one opt-in mail per link validity", () => {
  it("a second sign-up within EMAIL_CONFIRM_TTL_S (also another IP, other letter case) sends nothing new; the first link still works", async () => {
    const email = newEmail();
    await signUp(new Visitor(), email);
    const first = await mailedToken(email, "newsletter_confirm");
    for (const spelling of [email, email.toUpperCase(), ` ${email} `]) {
      const again = await signUp(new Visitor(), spelling);
      expect(again.status).toBe(201);
    }
    expect(await optInMails(email)).toBe(1);
    expect((await new Visitor().call("POST", "/v1/customer/subscription/confirm", { token: first })).status).toBe(200);
  });

  it("after the first link's validity a new sign-up mails a new link", async () => {
    const email = newEmail();
    await signUp(new Visitor(), email);
    await env.DB.prepare("UPDATE newsletter_subscriptions SET optin_mailed_at = optin_mailed_at - ?2 WHERE email = ?1").bind(email, EMAIL_CONFIRM_TTL_S).run();
    await signUp(new Visitor(), email);
    expect(await optInMails(email)).toBe(2);
  });

  it("ten sign-ups of a new address at once mail once", async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp(new Visitor(), email)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await optInMails(email)).toBe(1);
  });
});

describe("no enumeration: a stranger learns nothing about an address", () => {
  it("the sign-up answers the same for a new, pending, confirmed and unsubscribed address", async () => {
    const fresh = newEmail();
    const pending = newEmail();
    await signUp(new Visitor(), pending);
    const confirmed = newEmail();
    await signUp(new Visitor(), confirmed);
    await new Visitor().call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(confirmed, "newsletter_confirm") });
    const owner = await registerAndLogin();
    await signUp(owner.visitor, owner.email);
    await owner.visitor.call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(owner.email, "newsletter_confirm") });
    const ownRow = (await row(owner.email))!;
    expect((await owner.visitor.call("DELETE", `/v1/customer/subscription/${ownRow.id}`)).status).toBe(200);
    const unsubscribed = owner.email;

    const answers = [];
    for (const email of [fresh, pending, confirmed, unsubscribed]) {
      const res = await signUp(new Visitor(), email);
      answers.push({ status: res.status, body: JSON.stringify(res.body).replace(email, "<adres>"), cache: res.res.headers.get("Cache-Control") });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 201,
      body: JSON.stringify({ data: { id: null, email: "<adres>", status: "pending", message: "Inschrijven gelukt!" } }),
      cache: "private, no-store",
    });
  });

  it("a logged-in customer signing up someone else's address is a stranger to it", async () => {
    const other = newEmail();
    await signUp(new Visitor(), other);
    await new Visitor().call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(other, "newsletter_confirm") });
    const account = await registerAndLogin();
    const res = await signUp(account.visitor, other);
    expect(res.body.data).toEqual({ id: null, email: other, status: "pending", message: "Inschrijven gelukt!" });
  });

  it("GET ?email= of another address answers the same whether it is subscribed or unknown (403), never its state", async () => {
    const subscribed = newEmail();
    await signUp(new Visitor(), subscribed);
    await new Visitor().call("POST", "/v1/customer/subscription/confirm", { token: await mailedToken(subscribed, "newsletter_confirm") });
    const account = await registerAndLogin();
    const answers = [];
    for (const email of [subscribed, newEmail()]) {
      const res = await account.visitor.call("GET", `/v1/customer/subscription?email=${encodeURIComponent(email)}`);
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual({ status: 403, body: { error: { code: "forbidden", message: ACCOUNT_MESSAGES.newsletterNotYours } } });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe("per-IP limit of the sign-up", () => {
  it(`after ${SUBSCRIPTION_RATE_LIMIT.limit} sign-ups from one IP: 429 with the Dutch message, nothing stored`, async () => {
    const visitor = new Visitor();
    for (let i = 0; i < SUBSCRIPTION_RATE_LIMIT.limit; i++) expect((await signUp(visitor, newEmail())).status).toBe(201);
    const email = newEmail();
    const res = await signUp(visitor, email);
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMIT_MESSAGE });
    expect(await row(email)).toBeNull();
  });
});
