/**
 * Newsletter double opt-in (issue 8 section 2.2): a sign-up is pending and mails a single-use link; the
 * link's token subscribes; only the logged-in owner of an address reads or unsubscribes it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Subscription } from "../../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account-messages";
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
    expect(res.body.data).toMatchObject({ email, status: "pending", message: "Inschrijven gelukt!" });
    expect(res.body.data.id).toBe((await row(email))!.id);
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
    expect(again.body.data.status).toBe("subscribed");
    expect(await mails()).toBe(before);
  });
});

describe("GET and DELETE: the logged-in owner only", () => {
  it("anonymous: 401 for reading and unsubscribing", async () => {
    const email = newEmail();
    const visitor = new Visitor();
    const { body } = await signUp(visitor, email);
    const read = await visitor.call("GET", `/v1/customer/subscription?email=${encodeURIComponent(email)}`);
    expect(read.status).toBe(401);
    expect(read.body.error?.code).toBe("not_logged_in");
    const del = await visitor.call("DELETE", `/v1/customer/subscription/${body.data.id}`);
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
    const { body } = await signUp(new Visitor(), other);
    const account = await registerAndLogin();
    const read = await account.visitor.call("GET", `/v1/customer/subscription?email=${encodeURIComponent(other)}`);
    expect(read.status).toBe(403);
    expect(read.body.error).toEqual({ code: "forbidden", message: ACCOUNT_MESSAGES.newsletterNotYours });
    const del = await account.visitor.call("DELETE", `/v1/customer/subscription/${body.data.id}`);
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
