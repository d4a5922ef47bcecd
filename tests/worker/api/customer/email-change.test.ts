/**
 * Changing the account's e-mail address (PUT /v1/customer): the current password is asked, the old address
 * is told, the new one gets its link, the other sessions end; attempts are limited per account and per IP.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CustomerProfile } from "../../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { EMAIL_CHANGE_ACCOUNT_LIMIT, EMAIL_CHANGE_IP_LIMIT } from "../../../../worker/api/customer/email-change";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { lastMailTo, mailedToken, registerAndLogin, Visitor, type Account } from "../../../helpers/account";

function form(email: string, overrides: Record<string, unknown> = {}) {
  return { type: "private", first_name: "Sanne", last_name: "de Vries", birthdate: "", email, phone_number: "06 12345678", company: "", vat_number: "", coc_number: "", gender: "", ...overrides };
}

const fresh = () => `nieuw-${crypto.randomUUID()}@droomnest.test`;

async function mailsTo(address: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT kind FROM outbox WHERE to_address = ?1 ORDER BY id").bind(address).all<{ kind: string }>();
  return results.map((r) => r.kind);
}

async function profileOf(account: Account) {
  return (await env.DB.prepare("SELECT email, first_name FROM customers WHERE id = ?1").bind(account.customerId).first<{ email: string; first_name: string }>())!;
}

async function sessionsOf(customerId: number): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = ?1").bind(customerId).first<{ n: number }>())!.n;
}

describe("PUT /v1/customer with another e-mail address", () => {
  it("without the current password: 422 with the Dutch field message; nothing changed, nothing mailed", async () => {
    const account = await registerAndLogin();
    const next = fresh();
    for (const body of [form(next, { first_name: "Ander" }), form(next, { first_name: "Ander", current_password: "" })]) {
      const res = await account.visitor.call("PUT", "/v1/customer", body);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "current_password_required", message: ACCOUNT_MESSAGES.currentPasswordForEmail });
      expect(res.body.error?.fields).toEqual({ current_password: ACCOUNT_MESSAGES.currentPasswordForEmail });
    }
    expect(await profileOf(account)).toEqual({ email: account.email, first_name: "Sanne" });
    expect(await mailsTo(next)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual(["account_confirm"]);
  });

  it("with a wrong current password: 400 with the Dutch field message; nothing changed, nothing mailed, sessions kept", async () => {
    const account = await registerAndLogin();
    const other = new Visitor();
    await other.call("POST", "/v1/customer/login", { username: account.email, password: account.password });
    const next = fresh();
    const res = await account.visitor.call("PUT", "/v1/customer", form(next, { first_name: "Ander", current_password: "Fout!Wachtwoord1" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "current_password_wrong", message: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(res.body.error?.fields).toEqual({ current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(await profileOf(account)).toEqual({ email: account.email, first_name: "Sanne" });
    expect(await mailsTo(next)).toEqual([]);
    expect(await sessionsOf(account.customerId)).toBe(2);
  });

  it("with the current password: changed; the new address gets its link, the old one is told, other sessions end and this one stays", async () => {
    const account = await registerAndLogin();
    const other = new Visitor();
    expect((await other.call("POST", "/v1/customer/login", { username: account.email, password: account.password })).status).toBe(200);
    const next = fresh();
    const res = await account.visitor.call<CustomerProfile>("PUT", "/v1/customer", form(next.toUpperCase(), { first_name: "Anneke", current_password: account.password }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: next.toUpperCase(), first_name: "Anneke", email_confirmed: false });

    const notice = await lastMailTo(account.email, "email_changed");
    expect(notice?.subject).toBe("Het e-mailadres van je Droomnest-account is gewijzigd");
    expect(notice?.text).toContain("Heb jij dit niet gedaan?");
    // The notice names neither the new address nor anything else the customer typed.
    expect(notice?.text.toLowerCase()).not.toContain(next.toLowerCase());
    expect(notice?.text).not.toContain("Anneke");
    expect(await mailsTo(next.toUpperCase())).toEqual(["email_change"]);
    const token = await mailedToken(next.toUpperCase(), "email_change");
    expect(token).not.toBeNull();

    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(200);
    expect((await other.call("GET", "/v1/customer")).status).toBe(401);
    expect(await sessionsOf(account.customerId)).toBe(1);
    expect((await account.visitor.call("POST", "/v1/customer/email/confirm", { token })).status).toBe(200);
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.email_confirmed).toBe(true);
  });

  it("the same address in other letter case is no change: no password asked, no mail, sessions kept", async () => {
    const account = await registerAndLogin();
    const other = new Visitor();
    await other.call("POST", "/v1/customer/login", { username: account.email, password: account.password });
    const res = await account.visitor.call("PUT", "/v1/customer", form(` ${account.email.toUpperCase()} `, { first_name: "Anneke" }));
    expect(res.status).toBe(200);
    expect(await mailsTo(account.email)).toEqual(["account_confirm"]);
    expect(await sessionsOf(account.customerId)).toBe(2);
  });

  it(`per account: after ${EMAIL_CHANGE_ACCOUNT_LIMIT.limit} attempts in an hour 429 with the Dutch message, also with the right password and from another IP`, async () => {
    const account = await registerAndLogin();
    for (let i = 0; i < EMAIL_CHANGE_ACCOUNT_LIMIT.limit; i++) {
      expect((await account.visitor.call("PUT", "/v1/customer", form(fresh(), { current_password: `Fout!Gok${i}` }))).status).toBe(400);
    }
    const res = await account.visitor.call("PUT", "/v1/customer", form(fresh(), { current_password: account.password }), { "CF-Connecting-IP": "198.51.100.200" });
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMIT_MESSAGE });
    expect(res.res.headers.get("Retry-After")).toBeTruthy();
    expect((await profileOf(account)).email).toBe(account.email);
    // Saving the other fields still works.
    expect((await account.visitor.call("PUT", "/v1/customer", form(account.email, { first_name: "Anneke" }))).status).toBe(200);
  });

  it(`per IP: after ${EMAIL_CHANGE_IP_LIMIT.limit} attempts in an hour from one address 429, whatever the account`, async () => {
    const ip = "198.51.100.77";
    const accounts = [await registerAndLogin(), await registerAndLogin(), await registerAndLogin()];
    let sent = 0;
    for (const account of accounts) {
      for (let i = 0; i < EMAIL_CHANGE_ACCOUNT_LIMIT.limit - 1 && sent < EMAIL_CHANGE_IP_LIMIT.limit; i++, sent++) {
        expect((await account.visitor.call("PUT", "/v1/customer", form(fresh()), { "CF-Connecting-IP": ip })).status).toBe(422);
      }
    }
    expect(sent).toBe(EMAIL_CHANGE_IP_LIMIT.limit);
    const res = await accounts[2]!.visitor.call("PUT", "/v1/customer", form(fresh(), { current_password: accounts[2]!.password }), { "CF-Connecting-IP": ip });
    expect(res.status).toBe(429);
    expect(res.body.error?.message).toBe(RATE_LIMIT_MESSAGE);
  });
});
