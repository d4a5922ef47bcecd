import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CustomerProfile } from "../../../../app/lib/api/types/account";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { lastMailTo, mailedToken, registerAndLogin, Visitor } from "../../../helpers/account";

function form(email: string, overrides: Record<string, unknown> = {}) {
  return {
    type: "private",
    first_name: "Sanne",
    last_name: "de Vries",
    birthdate: "",
    email,
    phone_number: "06 12345678",
    company: "",
    vat_number: "",
    coc_number: "",
    gender: "",
    ...overrides,
  };
}

describe("GET /v1/customer", () => {
  it("answers the logged-in customer's profile", async () => {
    const account = await registerAndLogin();
    const res = await account.visitor.call<CustomerProfile>("GET", "/v1/customer");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: account.customerId,
      type: "private",
      first_name: "Sanne",
      last_name: "de Vries",
      birthdate: "",
      email: account.email,
      phone_number: "0612345678",
      company: "",
      vat_number: "",
      coc_number: "",
      gender: "",
      email_confirmed: false,
    });
  });

  it("anonymous: 401 with the Dutch message", async () => {
    const res = await new Visitor().call("GET", "/v1/customer");
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "not_logged_in", message: ACCOUNT_MESSAGES.notLoggedIn });
  });
});

describe("PUT /v1/customer", () => {
  it("saves the form: birthdate stored ISO and answered dd-mm-yyyy, phone normalised, company fields", async () => {
    const account = await registerAndLogin();
    const res = await account.visitor.call<CustomerProfile>(
      "PUT",
      "/v1/customer",
      form(account.email, { type: "company", birthdate: "7-3-1985", phone_number: "+31 20 123 4567", company: "Slaapwel B.V.", vat_number: "NL123456789B01", coc_number: "12345678", gender: "vrouw", first_name: "Zoë" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: "company",
      first_name: "Zoë",
      birthdate: "07-03-1985",
      phone_number: "0031201234567",
      company: "Slaapwel B.V.",
      vat_number: "NL123456789B01",
      coc_number: "12345678",
      gender: "vrouw",
      email_confirmed: false,
    });
    const row = await env.DB.prepare("SELECT birthdate, phone FROM customers WHERE id = ?1").bind(account.customerId).first();
    expect(row).toEqual({ birthdate: "1985-03-07", phone: "0031201234567" });
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.first_name).toBe("Zoë");
  });

  it("refused fields: 422 with the spec's messages, nothing changed", async () => {
    const account = await registerAndLogin();
    const res = await account.visitor.call("PUT", "/v1/customer", form(account.email, { first_name: "", birthdate: "31-02-1990", phone_number: "12", gender: "x", type: "company" }));
    expect(res.status).toBe(422);
    expect(res.body.error?.fields).toEqual({
      first_name: M.firstname,
      birthdate: M.birthdate,
      phone_number: M.phone_number,
      gender: M.gender,
      company: M.company,
      vat_number: M.vat_number,
      coc_number: M.coc_number,
    });
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.first_name).toBe("Sanne");
  });

  it("an e-mail address another account uses: 409, nothing changed", async () => {
    const a = await registerAndLogin();
    const b = await registerAndLogin();
    const res = await a.visitor.call("PUT", "/v1/customer", form(b.email.toUpperCase(), { first_name: "Ander", current_password: a.password }));
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe("email_taken");
    expect(res.body.error?.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const me = (await a.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data;
    expect(me).toMatchObject({ email: a.email, first_name: "Sanne" });
  });

  it("a changed e-mail address (with the current password) is unconfirmed again and gets a new confirmation link", async () => {
    const account = await registerAndLogin();
    await account.visitor.call("POST", "/v1/customer/email/confirm", { token: await mailedToken(account.email, "account_confirm") });
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.email_confirmed).toBe(true);

    // Same address in other letter case: not a change.
    const same = await account.visitor.call<CustomerProfile>("PUT", "/v1/customer", form(account.email.toUpperCase()));
    expect(same.body.data.email_confirmed).toBe(true);

    const fresh = `nieuw-${crypto.randomUUID()}@droomnest.test`;
    const res = await account.visitor.call<CustomerProfile>("PUT", "/v1/customer", form(fresh, { current_password: account.password }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: fresh, email_confirmed: false });
    expect((await lastMailTo(fresh, "email_change"))?.subject).toBe("Bevestig je nieuwe e-mailadres bij Droomnest");
    const token = await mailedToken(fresh, "email_change");
    expect((await account.visitor.call("POST", "/v1/customer/email/confirm", { token })).status).toBe(200);
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.email_confirmed).toBe(true);
  });

  it("an old confirmation link does not confirm a new address", async () => {
    const account = await registerAndLogin();
    const oldToken = await mailedToken(account.email, "account_confirm");
    await account.visitor.call("PUT", "/v1/customer", form(`nieuw-${crypto.randomUUID()}@droomnest.test`, { current_password: account.password }));
    expect((await account.visitor.call("POST", "/v1/customer/email/confirm", { token: oldToken })).status).toBe(400);
    expect((await account.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.email_confirmed).toBe(false);
  });

  it("a customer reads and changes only their own data", async () => {
    const a = await registerAndLogin({ first_name: "Anna" });
    const b = await registerAndLogin({ first_name: "Bram" });
    expect((await a.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data).toMatchObject({ id: a.customerId, first_name: "Anna" });
    expect((await b.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data).toMatchObject({ id: b.customerId, first_name: "Bram" });
    // An id in the body is not a way to reach another account.
    await a.visitor.call("PUT", "/v1/customer", { ...form(a.email, { first_name: "Anneke" }), id: b.customerId });
    expect((await b.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.first_name).toBe("Bram");
    expect((await a.visitor.call<CustomerProfile>("GET", "/v1/customer")).body.data.first_name).toBe("Anneke");
  });

  it("anonymous: 401, nothing changed", async () => {
    const res = await new Visitor().call("PUT", "/v1/customer", form("a@droomnest.test"));
    expect(res.status).toBe(401);
  });
});
