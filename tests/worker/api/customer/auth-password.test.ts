import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../../app/lib/constants";
import { FORGOT_ADDRESS_LIMIT } from "../../../../worker/api/customer/password";
import { sha256Hex } from "../../../../worker/store/sessions";
import { awaitMailedToken, lastMailTo, PASSWORD, registerAndLogin, Visitor } from "../../../helpers/account";

const NEW_PASSWORD = "Nieuw!Wachtwoord9";

async function outboxCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>())!.n;
}

async function sessionsOf(customerId: number): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = ?1").bind(customerId).first<{ n: number }>())!.n;
}

describe("POST /v1/customer/password/forgot", () => {
  it("an unknown address gets the same answer as a known one (the work runs after the answer); only the known one is mailed", async () => {
    const account = await registerAndLogin();
    const before = await outboxCount();
    const unknown = await new Visitor().call("POST", "/v1/customer/password/forgot", { email: "niemand@droomnest.test" });
    const known = await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ data: { message: ACCOUNT_MESSAGES.forgotSent } });
    const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== "x-request-id").sort();
    expect(headerNames(unknown.res)).toEqual(headerNames(known.res));
    // The D1 bookmark cookie moves with every write a request makes before answering: equal bookmarks show that
    // the known address's request wrote nothing more than the unknown one's (the token and mail come later).
    expect(unknown.res.headers.getSetCookie()).toEqual(known.res.headers.getSetCookie());

    // The known address's mail arrives after the answer; the unknown one (asked first) never gets one.
    const token = await awaitMailedToken(account.email, "account_reset");
    expect(await outboxCount()).toBe(before + 1);
    expect(await lastMailTo("niemand@droomnest.test")).toBeNull();
    const mail = await lastMailTo(account.email, "account_reset");
    expect(mail?.subject).toBe("Stel een nieuw wachtwoord in bij Droomnest");
    expect(mail?.text).toMatch(/\/account\/reset-password\/\?token=[A-Za-z0-9_-]{43}/u);
    const row = await env.DB.prepare("SELECT expires_at - created_at AS ttl FROM account_tokens WHERE id = ?1").bind(await sha256Hex(token)).first();
    expect(row).toEqual({ ttl: 3600 });
  });

  it("an invalid address: 422 with the field message", async () => {
    const res = await new Visitor().call("POST", "/v1/customer/password/forgot", { email: "geen-email" });
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({ email: M.email });
  });

  it("one address gets at most 3 reset mails an hour, also from different IPs (429)", async () => {
    const account = await registerAndLogin();
    for (let i = 0; i < FORGOT_ADDRESS_LIMIT.limit; i++) expect((await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email })).status).toBe(200);
    const res = await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email.toUpperCase() });
    expect(res.status).toBe(429);
    expect(res.res.headers.get("Retry-After")).toBeTruthy();
  });
});

describe("POST /v1/customer/password/reset", () => {
  it("sets the new password, ends every session, and the link works once", async () => {
    const account = await registerAndLogin();
    const other = await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD });
    expect(other.status).toBe(200);
    expect(await sessionsOf(account.customerId)).toBe(2);

    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const token = await awaitMailedToken(account.email, "account_reset");
    const res = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: ACCOUNT_MESSAGES.resetDone } });
    expect(await sessionsOf(account.customerId)).toBe(0);
    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(401);

    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(401);
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "Ander!Wachtwoord1", password_confirmation: "Ander!Wachtwoord1" });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe("token_invalid");
    expect(again.body.error?.message).toBe(ACCOUNT_MESSAGES.tokenInvalid);
  });

  it("an expired link is refused and the password stays", async () => {
    const account = await registerAndLogin();
    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const token = await awaitMailedToken(account.email, "account_reset");
    await env.DB.prepare("UPDATE account_tokens SET expires_at = ?2 WHERE id = ?1").bind(await sha256Hex(token), Math.floor(Date.now() / 1000)).run();
    const res = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(200);
  });

  it("a used reset ends the other reset links too", async () => {
    const account = await registerAndLogin();
    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const first = await awaitMailedToken(account.email, "account_reset");
    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const second = await awaitMailedToken(account.email, "account_reset", first);
    expect(second).not.toBe(first);
    expect((await new Visitor().call("POST", "/v1/customer/password/reset", { token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    expect((await new Visitor().call("POST", "/v1/customer/password/reset", { token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(400);
  });

  it("the new password follows the strong rule and must be repeated (422, nothing used)", async () => {
    const account = await registerAndLogin();
    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const token = await awaitMailedToken(account.email, "account_reset");
    const res = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "zwak1", password_confirmation: "anders" });
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({ password: M.passwordStrength, password_confirmation: M.passwordNotEqual });
    expect((await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("PUT /v1/customer/password", () => {
  it("with the current password: changed, other sessions end, this one stays", async () => {
    const account = await registerAndLogin();
    const other = new Visitor();
    await other.call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD });
    const res = await account.visitor.call("PUT", "/v1/customer/password", { current_password: PASSWORD, password: "eenvoudig1", password_confirmation: "eenvoudig1" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: ACCOUNT_MESSAGES.passwordChanged } });
    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(200);
    expect((await other.call("GET", "/v1/customer")).status).toBe(401);
    expect(await sessionsOf(account.customerId)).toBe(1);
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: "eenvoudig1" })).status).toBe(200);
  });

  it("a wrong current password: 400 with the Dutch message on the field, nothing changed", async () => {
    const account = await registerAndLogin();
    const res = await account.visitor.call("PUT", "/v1/customer/password", { current_password: "Fout!Wachtwoord1", password: "eenvoudig1", password_confirmation: "eenvoudig1" });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "current_password_wrong",
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      fields: { current_password: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(200);
  });

  it("guessing the current password counts against the account's login limit (429 after 5)", async () => {
    const account = await registerAndLogin();
    const wrong = { current_password: "Fout!Wachtwoord1", password: "eenvoudig1", password_confirmation: "eenvoudig1" };
    for (let i = 0; i < 5; i++) expect((await account.visitor.call("PUT", "/v1/customer/password", wrong)).status).toBe(400);
    const locked = await account.visitor.call("PUT", "/v1/customer/password", { ...wrong, current_password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe("too_many_attempts");
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(429);
  });

  it("the change-password rule: at least 8 with a digit (the spec's passwordLength message)", async () => {
    const account = await registerAndLogin();
    for (const password of ["kort1", "zondercijfers"]) {
      const res = await account.visitor.call("PUT", "/v1/customer/password", { current_password: PASSWORD, password, password_confirmation: password });
      expect(res.status).toBe(422);
      expect(res.body.error?.fields).toEqual({ password: M.passwordLength });
    }
  });

  it("not logged in: 401", async () => {
    const res = await new Visitor().call("PUT", "/v1/customer/password", { current_password: PASSWORD, password: "eenvoudig1", password_confirmation: "eenvoudig1" });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe("not_logged_in");
  });

  it("a Bearer token works like the cookie", async () => {
    const account = await registerAndLogin();
    const res = await new Visitor().call("PUT", "/v1/customer/password", { current_password: PASSWORD, password: "eenvoudig1", password_confirmation: "eenvoudig1" }, {
      Authorization: `Bearer ${account.token}`,
    });
    expect(res.status).toBe(200);
    expect(account.visitor.jar.cookies.get(SESSION_COOKIE)).toBe(account.token);
  });
});
