import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoginResult } from "../../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../../app/lib/constants";
import { hashPassword } from "../../../../worker/domain/password";
import { sha256Hex } from "../../../../worker/store/sessions";
import { awaitMailedToken, PASSWORD, registerAndLogin, Visitor, newRegistration } from "../../../helpers/account";

async function register(visitor = new Visitor()) {
  const input = newRegistration();
  const res = await visitor.call("POST", "/v1/customer", input);
  expect(res.status).toBe(201);
  return { visitor, email: input.email };
}

function loginAs(visitor: Visitor, username: string, password = PASSWORD, remember = false) {
  return visitor.call<LoginResult>("POST", "/v1/customer/login", { username, password, remember });
}

async function sessionRow(token: string) {
  return env.DB.prepare("SELECT customer_id, persistent, expires_at - created_at AS ttl FROM sessions WHERE id = ?1")
    .bind(await sha256Hex(token))
    .first<{ customer_id: number; persistent: number; ttl: number }>();
}

const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe("POST /v1/customer/login", () => {
  it("logs in with the e-mail address as username (any letter case) and answers the user", async () => {
    const { visitor, email } = await register();
    const res = await loginAs(visitor, email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      loggedIn: true,
      user: { customer: { id: expect.any(Number), first_name: "Sanne", last_name: "de Vries", email }, scope: ["customer"] },
    });
    const status = await visitor.call("GET", "/v1/customer/login/status");
    expect(status.body).toEqual({ data: { loggedIn: true } });
    // Personal answers are never cached.
    expect(status.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("without remember: a browser-session __Host- cookie (no Max-Age); the D1 row lives 86400 s", async () => {
    const { visitor, email } = await register();
    const res = await loginAs(visitor, email, PASSWORD, false);
    const cookie = sessionCookieOf(res.res)!;
    expect(cookie).toMatch(/^__Host-droomnest_session=[A-Za-z0-9_-]{43};/u);
    expect(cookie).toMatch(/; Path=\//u);
    expect(cookie).toMatch(/; Secure/u);
    expect(cookie).toMatch(/; HttpOnly/u);
    expect(cookie).toMatch(/; SameSite=Lax/u);
    expect(cookie).not.toMatch(/Max-Age|Expires|Domain/iu);
    expect(await sessionRow(visitor.jar.session!)).toMatchObject({ persistent: 0, ttl: 86400 });
  });

  it("with remember: a persistent cookie of 86400 s", async () => {
    const { visitor, email } = await register();
    const res = await loginAs(visitor, email, PASSWORD, true);
    const cookie = sessionCookieOf(res.res)!;
    expect(cookie).toMatch(/; Max-Age=86400/u);
    expect(cookie).toMatch(/; Secure/u);
    expect(cookie).toMatch(/; HttpOnly/u);
    expect(await sessionRow(visitor.jar.session!)).toMatchObject({ persistent: 1, ttl: 86400 });
  });

  it("an unknown address and a wrong password get the same 401 and nothing is set", async () => {
    const { visitor, email } = await register();
    const wrong = await loginAs(visitor, email, "Verkeerd!99");
    const unknown = await loginAs(new Visitor(), "niemand@droomnest.test", PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: { code: "invalid_credentials", message: ACCOUNT_MESSAGES.loginFailed } });
      expect(r.res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a missing username or password: 422 with the field messages", async () => {
    const res = await new Visitor().call("POST", "/v1/customer/login", { username: "", password: "" });
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({ username: "Vul je e-mailadres in", password: "Vul je wachtwoord in" });
  });

  it("rotates the session: the cookie's old session is deleted at login", async () => {
    const account = await registerAndLogin();
    const old = account.token;
    const res = await loginAs(account.visitor, account.email, PASSWORD, true);
    expect(res.status).toBe(200);
    expect(account.visitor.jar.session).not.toBe(old);
    expect(await sessionRow(old)).toBeNull();
    const stale = await account.visitor.call("GET", "/v1/customer", undefined, { Cookie: `${SESSION_COOKIE}=${old}` });
    expect(stale.status).toBe(401);
    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(200);
  });

  it("logout deletes the session: the old cookie is dead", async () => {
    const account = await registerAndLogin();
    const token = account.token;
    const out = await account.visitor.call("GET", "/v1/customer/logout");
    expect(out.body).toEqual({ data: { loggedIn: false } });
    expect(await sessionRow(token)).toBeNull();
    const stale = await account.visitor.call("GET", "/v1/customer", undefined, { Cookie: `${SESSION_COOKIE}=${token}` });
    expect(stale.status).toBe(401);
    expect(stale.body.error).toEqual({ code: "not_logged_in", message: ACCOUNT_MESSAGES.notLoggedIn });
  });

  it("an expired session is not logged in", async () => {
    const account = await registerAndLogin();
    await env.DB.prepare("UPDATE sessions SET expires_at = ?2 WHERE id = ?1").bind(await sha256Hex(account.token), Math.floor(Date.now() / 1000) - 1).run();
    expect((await account.visitor.call("GET", "/v1/customer/login/status")).body).toEqual({ data: { loggedIn: false } });
    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(401);
  });

  it("an unconfirmed account can log in; its profile says email_confirmed false", async () => {
    const account = await registerAndLogin();
    const me = await account.visitor.call<{ email_confirmed: boolean }>("GET", "/v1/customer");
    expect(me.body.data.email_confirmed).toBe(false);
  });

  it("a deleted account cannot log in", async () => {
    const { visitor, email } = await register();
    await env.DB.prepare("UPDATE customers SET deleted_at = 1 WHERE email = ?1").bind(email).run();
    const res = await loginAs(visitor, email);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe("invalid_credentials");
  });

  it("a hash with older parameters is upgraded to 100 000 iterations at the next successful login", async () => {
    const { visitor, email } = await register();
    await env.DB.prepare("UPDATE customers SET password_hash = ?2 WHERE email = ?1").bind(email, await hashPassword(PASSWORD, { iterations: 10_000 })).run();
    const failed = await loginAs(visitor, email, "Verkeerd!99");
    expect(failed.status).toBe(401);
    const before = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?1").bind(email).first<{ password_hash: string }>();
    expect(before!.password_hash.split("$")[1]).toBe("10000");
    expect((await loginAs(visitor, email)).status).toBe(200);
    const after = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?1").bind(email).first<{ password_hash: string }>();
    expect(after!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/u);
    expect((await loginAs(new Visitor(), email)).status).toBe(200);
  });

  it("the password is never stored in plain text", async () => {
    const { email } = await register();
    const row = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?1").bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash).not.toContain(PASSWORD);
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/u);
  });
});

describe("brute force", () => {
  it("after 5 failures for an account: 429 with Retry-After, even with the right password; the lock grows", async () => {
    const { email } = await register();
    // Each attempt from another IP: the account's own limit applies.
    for (let i = 0; i < 5; i++) expect((await loginAs(new Visitor(), email, `Verkeerd!${i}x`)).status).toBe(401);
    const locked = await loginAs(new Visitor(), email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: { code: "too_many_attempts", message: ACCOUNT_MESSAGES.loginThrottled } });
    expect(Number(locked.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(locked.res.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(locked.res.headers.getSetCookie()).toEqual([]);

    // The lock ends (moved into the past); one more failure locks twice as long.
    await env.DB.prepare("UPDATE login_failures SET locked_until = 0 WHERE key = ?1").bind(`account:${email.toLowerCase()}`).run();
    expect((await loginAs(new Visitor(), email, "Verkeerd!99")).status).toBe(401);
    const again = await loginAs(new Visitor(), email, PASSWORD);
    expect(again.status).toBe(429);
    expect(Number(again.res.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(Number(again.res.headers.get("Retry-After"))).toBeLessThanOrEqual(120);
  });

  it("a success before the limit clears the account's count", async () => {
    const { email } = await register();
    for (let i = 0; i < 4; i++) await loginAs(new Visitor(), email, "Verkeerd!99");
    expect((await loginAs(new Visitor(), email)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginAs(new Visitor(), email, "Verkeerd!99")).status).toBe(401);
    expect((await loginAs(new Visitor(), email)).status).toBe(200);
  });

  it("a parallel burst of 30 wrong passwords: at most 5 are checked (401), the rest 429 with the Dutch message", async () => {
    const { email } = await register();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => loginAs(new Visitor(), email, `Verkeerd!${i}x`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const r of burst.filter((r) => r.status === 429)) {
      expect(r.body).toEqual({ error: { code: "too_many_attempts", message: ACCOUNT_MESSAGES.loginThrottled } });
    }
    // The account is locked now, also for the right password.
    expect((await loginAs(new Visitor(), email)).status).toBe(429);
  });

  it("a parallel burst from one client over many addresses: at most 20 are checked", async () => {
    const attacker = new Visitor();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => loginAs(attacker, `burst-${i}-${crypto.randomUUID()}@droomnest.test`)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(20);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it("the owner of a locked account gets in through the reset mail", async () => {
    const { email } = await register();
    await Promise.all(Array.from({ length: 30 }, () => loginAs(new Visitor(), email, "Verkeerd!99")));
    expect((await loginAs(new Visitor(), email)).status).toBe(429);
    expect((await new Visitor().call("POST", "/v1/customer/password/forgot", { email })).status).toBe(200);
    const token = await awaitMailedToken(email, "account_reset");
    const reset = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "Nieuw!Wachtwoord9", password_confirmation: "Nieuw!Wachtwoord9" });
    expect(reset.status).toBe(200);
    const login = await loginAs(new Visitor(), email, "Nieuw!Wachtwoord9");
    expect(login.status).toBe(200);
    expect(login.body.data.loggedIn).toBe(true);
  });

  it("one IP trying many addresses is locked after 20 failures", async () => {
    const attacker = new Visitor();
    for (let i = 0; i < 20; i++) expect((await loginAs(attacker, `onbekend-${i}@droomnest.test`)).status).toBe(401);
    const { email } = await register();
    const res = await loginAs(attacker, email);
    expect(res.status).toBe(429);
    // Another shopper's address is unaffected from another IP.
    expect((await loginAs(new Visitor(), email)).status).toBe(200);
  });
});
