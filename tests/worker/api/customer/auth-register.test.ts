import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CustomerProfile, RegisterResult } from "../../../../app/lib/api/types/account";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../../app/lib/constants";
import { REGISTER_LIMIT } from "../../../../worker/api/customer/auth";
import { sha256Hex } from "../../../../worker/store/sessions";
import { awaitMailedToken, lastMailTo, mailedToken, newRegistration, PASSWORD, Visitor } from "../../../helpers/account";

async function customers(email: string) {
  return (await env.DB.prepare("SELECT id, type, phone, company, vat_number, coc_number FROM customers WHERE email = ?1").bind(email).all()).results;
}

describe("POST /v1/customer (register)", () => {
  it("a private customer: 201, stored with a normalised phone, a confirmation mail with a one-time link", async () => {
    const input = newRegistration({ phone: "+31 6-1234 5678" });
    const res = await new Visitor().call<RegisterResult>("POST", "/v1/customer", input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered, email: input.email } });
    expect(await customers(input.email)).toEqual([
      { id: expect.any(Number), type: "private", phone: "0031612345678", company: null, vat_number: null, coc_number: null },
    ]);
    const mail = await lastMailTo(input.email, "account_confirm");
    expect(mail?.subject).toBe("Bevestig je e-mailadres bij Droomnest");
    expect(mail?.text).toContain("Hoi Sanne,");
    // The link's origin is SITE_ORIGIN (the request's origin when it is not set).
    expect(mail?.text).toMatch(new RegExp(`${env.SITE_ORIGIN}/account/confirm-email/\\?token=[A-Za-z0-9_-]{43}`, "u"));
    // The table holds the hash of the token, never the token itself.
    const token = await mailedToken(input.email, "account_confirm");
    const row = await env.DB.prepare("SELECT kind, expires_at - created_at AS ttl FROM account_tokens WHERE id = ?1").bind(await sha256Hex(token!)).first();
    expect(row).toEqual({ kind: "email_confirm", ttl: 7 * 86400 });
  });

  it("a company customer: company, BTW and KVK stored normalised", async () => {
    const input = newRegistration({ type: "company", company: "Slaapwel B.V.", vat_number: "nl 1234.56789.B01", coc_number: "1234 5678" });
    const res = await new Visitor().call("POST", "/v1/customer", input);
    expect(res.status).toBe(201);
    expect(await customers(input.email)).toEqual([
      { id: expect.any(Number), type: "company", phone: "0612345678", company: "Slaapwel B.V.", vat_number: "NL123456789B01", coc_number: "12345678" },
    ]);
  });

  it("names with accents, hyphens, apostrophes and dots are accepted", async () => {
    for (const [first, last] of [["Jan-Willem", "'t Hart"], ["Zoë", "d'Hondt"], ["A.J.", "van der Berg"]]) {
      expect((await new Visitor().call("POST", "/v1/customer", newRegistration({ first_name: first, last_name: last }))).status).toBe(201);
    }
  });

  it("every refused field gets its Dutch message (422, error.fields), nothing stored, no mail", async () => {
    const input = newRegistration({
      type: "company",
      first_name: "",
      last_name: "<script>",
      email: "geen-email",
      phone: "12-34",
      company: "",
      vat_number: "NL12",
      coc_number: "12",
      password: "zwak",
      password_confirmation: "anders",
    });
    const res = await new Visitor().call("POST", "/v1/customer", input);
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe("invalid_input");
    expect(res.body.error?.fields).toEqual({
      first_name: M.firstname,
      last_name: M.lastname,
      email: M.email,
      phone: M.phone_number,
      company: M.company,
      vat_number: M.vat_number,
      coc_number: M.coc_number,
      password: M.passwordStrength,
      password_confirmation: M.passwordNotEqual,
    });
    expect(res.body.error?.message).toBe(Object.values(res.body.error!.fields!)[0]);
    expect(await customers("geen-email")).toEqual([]);
    expect(await lastMailTo("geen-email")).toBeNull();
  });

  it.each([
    ["Kort!1a", M.passwordStrength],
    ["zonderhoofdletter1!", M.passwordStrength],
    ["ZONDERKLEINE1!", M.passwordStrength],
    ["GeenCijfer!!", M.passwordStrength],
    ["GeenTeken123", M.passwordStrength],
  ])("the strong password rule refuses %j", async (password, message) => {
    const res = await new Visitor().call("POST", "/v1/customer", newRegistration({ password, password_confirmation: password }));
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({ password: message });
  });

  it("phone: 10 to 14 digits after the spec's normaliser", async () => {
    for (const phone of ["612345678", "06 1234 5678", "+32 470 12 34 56"]) {
      expect((await new Visitor().call("POST", "/v1/customer", newRegistration({ phone }))).status).toBe(201);
    }
    for (const phone of ["06 123", "0612345678901234", "06-abc-45678"]) {
      const res = await new Visitor().call("POST", "/v1/customer", newRegistration({ phone }));
      expect(res.body.error?.fields).toEqual({ phone: M.phone_number });
    }
  });

  it("an address that already has an account answers exactly as a new one; the owner is mailed, nothing changes", async () => {
    const existing = newRegistration();
    expect((await new Visitor().call("POST", "/v1/customer", existing)).status).toBe(201);
    const before = await customers(existing.email);

    const fresh = newRegistration();
    const again = { ...existing, email: existing.email.toUpperCase(), first_name: "Ander" };
    const [newRes, knownRes] = [await new Visitor().call("POST", "/v1/customer", fresh), await new Visitor().call("POST", "/v1/customer", again)];
    // Same status, same body (the address as typed), the same cookies (the D1 bookmark's value differs per write) and headers.
    expect(knownRes.status).toBe(newRes.status);
    expect(knownRes.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered, email: again.email } });
    expect(newRes.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered, email: fresh.email } });
    const cookieShape = (r: Response) => r.headers.getSetCookie().map((c) => c.replace(/=[^;]*/u, "=…"));
    expect(cookieShape(knownRes.res)).toEqual(cookieShape(newRes.res));
    expect(cookieShape(newRes.res).some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
    const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== "x-request-id").sort();
    expect(headerNames(knownRes.res)).toEqual(headerNames(newRes.res));
    expect(knownRes.res.headers.get("Cache-Control")).toBe(newRes.res.headers.get("Cache-Control"));

    // The first account is unchanged; its owner gets the "someone tried to register" mail (Dutch, with the links).
    expect(await customers(existing.email)).toEqual(before);
    const mail = await lastMailTo(existing.email, "account_exists");
    expect(mail?.subject).toBe("Je hebt al een account bij Droomnest");
    expect(mail?.text).toContain("Hoi Sanne,");
    expect(mail?.text).toContain("Iemand probeerde zojuist een nieuw Droomnest-account aan te maken met dit e-mailadres.");
    expect(mail?.text).toContain(`${env.SITE_ORIGIN}/account/login/`);
    expect(mail?.text).toContain(`${env.SITE_ORIGIN}/account/forgot-password/`);
    expect(await lastMailTo(existing.email, "account_confirm")).not.toBeNull();
    const confirms = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?1 AND kind = 'account_confirm'").bind(existing.email).first<{ n: number }>();
    expect(confirms?.n).toBe(1);
    // The stranger's password did not become the account's.
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: existing.email, password: PASSWORD })).status).toBe(200);
  });

  it("registrations per IP are limited (429)", async () => {
    const visitor = new Visitor();
    for (let i = 0; i < REGISTER_LIMIT.limit; i++) expect((await visitor.call("POST", "/v1/customer", newRegistration())).status).toBe(201);
    const res = await visitor.call("POST", "/v1/customer", newRegistration());
    expect(res.status).toBe(429);
    expect(res.res.headers.get("Retry-After")).toBeTruthy();
  });

  it("a form post (not JSON) is refused", async () => {
    const res = await new Visitor().call("POST", "/v1/customer", "email=a@b.nl", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
  });
});

describe("POST /v1/customer/email/confirm", () => {
  async function registered() {
    const visitor = new Visitor();
    const input = newRegistration();
    await visitor.call("POST", "/v1/customer", input);
    return { visitor, email: input.email, token: (await mailedToken(input.email, "account_confirm"))! };
  }

  it("the mailed token confirms the address once; the profile then says email_confirmed", async () => {
    const { visitor, email, token } = await registered();
    const res = await visitor.call("POST", "/v1/customer/email/confirm", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: ACCOUNT_MESSAGES.emailConfirmed } });
    const again = await visitor.call("POST", "/v1/customer/email/confirm", { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: "token_invalid", message: ACCOUNT_MESSAGES.tokenInvalid });
    await visitor.call("POST", "/v1/customer/login", { username: email, password: PASSWORD });
    expect((await visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.email_confirmed).toBe(true);
  });

  it("an expired token is refused and confirms nothing", async () => {
    const { visitor, email, token } = await registered();
    await env.DB.prepare("UPDATE account_tokens SET expires_at = ?2 WHERE id = ?1").bind(await sha256Hex(token), Math.floor(Date.now() / 1000) - 1).run();
    const res = await visitor.call("POST", "/v1/customer/email/confirm", { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("token_invalid");
    const row = await env.DB.prepare("SELECT email_confirmed_at FROM customers WHERE email = ?1").bind(email).first();
    expect(row).toEqual({ email_confirmed_at: null });
  });

  it.each([[{}], [{ token: "kort" }], [{ token: "A".repeat(43) }], [{ token: 42 }]])("an unknown or malformed token %j: 400/422 with the Dutch message", async (body) => {
    const res = await new Visitor().call("POST", "/v1/customer/email/confirm", body);
    expect([400, 422]).toContain(res.status);
    expect(res.body.error?.message).toBe(ACCOUNT_MESSAGES.tokenInvalid);
  });

  it("a reset token does not confirm an address", async () => {
    const { visitor, email } = await registered();
    await visitor.call("POST", "/v1/customer/password/forgot", { email });
    const reset = await awaitMailedToken(email, "account_reset");
    expect((await visitor.call("POST", "/v1/customer/email/confirm", { token: reset })).status).toBe(400);
  });
});
