/**
 * The 10 000 most common passwords are refused wherever a password is set (docs/decisions/014): register,
 * password reset, password change, the checkout's account (with step 1 and alone), and the account page;
 * case-insensitively, with the Dutch message on the password field, and nothing changes.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutState } from "../../../../app/lib/api/types/checkout";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { awaitMailedToken, lastMailTo, newRegistration, PASSWORD, registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { browserPost, decodeHtml } from "../../../helpers/http";
import { addToCart, saveStep1, smallItem, state, step1 } from "../checkout/state-helpers";

const COMMON = ACCOUNT_MESSAGES.passwordCommon;

beforeAll(seedCart);

async function customerCount(email: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE email = ?1").bind(email).first<{ n: number }>())!.n;
}

describe("POST /v1/customer (register)", () => {
  it("a common password, in any letter case: 422 with the Dutch message on the password field; nothing stored, no mail", async () => {
    for (const password of ["password", "PassWord", "Qwerty123"]) {
      const input = newRegistration({ password, password_confirmation: password });
      const res = await new Visitor().call("POST", "/v1/customer", input);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: "invalid_input", message: COMMON, fields: { password: COMMON } });
      expect(await customerCount(input.email)).toBe(0);
      expect(await lastMailTo(input.email)).toBeNull();
    }
  });

  it("the other fields' messages come along with it", async () => {
    const res = await new Visitor().call("POST", "/v1/customer", newRegistration({ first_name: "", password: "iloveyou", password_confirmation: "iloveyou" }));
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({ first_name: M.firstname, password: COMMON });
  });

  it("an uncommon password passes (the strong rule still applies)", async () => {
    expect((await new Visitor().call("POST", "/v1/customer", newRegistration())).status).toBe(201);
    const weak = await new Visitor().call("POST", "/v1/customer", newRegistration({ password: "kortmaaruniek", password_confirmation: "kortmaaruniek" }));
    expect(weak.body.error?.fields).toEqual({ password: M.passwordStrength });
  });
});

describe("POST /v1/customer/password/reset", () => {
  it("a common password is refused; the link stays usable and the password unchanged", async () => {
    const account = await registerAndLogin();
    await new Visitor().call("POST", "/v1/customer/password/forgot", { email: account.email });
    const token = await awaitMailedToken(account.email, "account_reset");
    const res = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "Password1", password_confirmation: "Password1" });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: "invalid_input", message: COMMON, fields: { password: COMMON } });
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(200);
    const ok = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "Nieuw!Wachtwoord9", password_confirmation: "Nieuw!Wachtwoord9" });
    expect(ok.status).toBe(200);
  });
});

describe("PUT /v1/customer/password (change)", () => {
  it("a common password that meets the change rule (8 with a digit) is refused; the password stays", async () => {
    const account = await registerAndLogin();
    for (const password of ["password1", "PASSWORD1", "abc12345"]) {
      const res = await account.visitor.call("PUT", "/v1/customer/password", { current_password: PASSWORD, password, password_confirmation: password });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: "invalid_input", message: COMMON, fields: { password: COMMON } });
    }
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(200);
    const ok = await account.visitor.call("PUT", "/v1/customer/password", { current_password: PASSWORD, password: "nachtrust2042", password_confirmation: "nachtrust2042" });
    expect(ok.status).toBe(200);
  });

  it("the account page shows the message at the password field", async () => {
    const account = await registerAndLogin();
    const res = await browserPost(
      "/account/information/",
      { intent: "password", current_password: PASSWORD, password: "password1", password_confirmation: "password1" },
      { session: account.token, ip: account.visitor.ip },
    );
    expect(res.status).toBe(422);
    expect(decodeHtml(await res.text())).toContain(COMMON);
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(200);
  });
});

describe("the checkout's account", () => {
  it("POST /v1/checkout/customer with create_account and a common password: 422 on the password field, nothing saved", async () => {
    const v = new Visitor();
    await addToCart(v, smallItem.variant.id);
    const body = step1({ create_account: true, password: "Qwerty123" });
    const res = await v.call("POST", "/v1/checkout/customer", body);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: "invalid_input", message: COMMON, fields: { password: COMMON } });
    expect((await state(v)).details).toBeNull();
    expect(await customerCount(body.details.email as string)).toBe(0);
    // Without create_account the field is not a password anyone sets: step 1 is saved.
    expect((await v.call("POST", "/v1/checkout/customer", step1({ create_account: false, password: "Qwerty123" }))).status).toBe(200);
  });

  it("POST /v1/checkout/customer/account with a common password: 422, no account, not logged in", async () => {
    const v = new Visitor();
    await addToCart(v, smallItem.variant.id);
    const saved = await saveStep1(v);
    const res = await v.call<CheckoutState>("POST", "/v1/checkout/customer/account", { password: "PASSWORD" });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: "invalid_input", message: COMMON, fields: { password: COMMON } });
    expect(await customerCount(saved.details!.email)).toBe(0);
    expect(v.jar.session).toBeUndefined();
  });
});
