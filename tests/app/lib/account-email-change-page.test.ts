/**
 * /account/information/: changing the e-mail address asks for "Huidig wachtwoord" in the customer form,
 * posted without JavaScript through the real Worker (route action and PUT /v1/customer).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { registerAndLogin } from "../../helpers/account";
import { browserGet, browserPost, decodeHtml, section } from "../../helpers/http";

let ip = 0;
const postPage = (fields: Record<string, string>, session: string) => browserPost("/account/information/", fields, { session, ip: `192.0.2.${(ip++ % 200) + 20}` });

const profileFields = (email: string) => ({ intent: "profile", type: "private", first_name: "Sanne", last_name: "de Vries", birthdate: "", email, phone_number: "0612345678", gender: "" });

const emailOf = async (id: number) => (await env.DB.prepare("SELECT email FROM customers WHERE id = ?1").bind(id).first<{ email: string }>())!.email;

describe("/account/information/: a new e-mail address needs the current password", () => {
  it("the customer form has a labelled password field 'Huidig wachtwoord' with its hint (always there without JavaScript)", async () => {
    const account = await registerAndLogin();
    const html = decodeHtml(await (await browserGet("/account/information/", { session: account.token })).text());
    const form = section(html, 'aria-label="Accountinformatie"', "</form>");
    const input = /<input[^>]*name="current_password"[^>]*>/u.exec(form)?.[0] ?? "";
    expect(input).toContain('type="password"');
    expect(input).toMatch(/autocomplete="current-password"/iu);
    const id = /id="([^"]+)"/u.exec(input)?.[1];
    expect(id).toBeTruthy();
    expect(form).toContain(`<label for="${id}">Huidig wachtwoord</label>`);
    const hintId = /aria-describedby="([^"]+)"/u.exec(input)?.[1];
    expect(form).toMatch(new RegExp(`id="${hintId}"[^>]*>Alleen nodig als je je e-mailadres wijzigt.<`, "u"));
  });

  it("posted without the password: 422, the Dutch message at the field, the address unchanged", async () => {
    const account = await registerAndLogin();
    const next = `nieuw-${crypto.randomUUID()}@droomnest.test`;
    const res = await postPage(profileFields(next), account.token);
    expect(res.status).toBe(422);
    const form = section(decodeHtml(await res.text()), 'aria-label="Accountinformatie"', "</form>");
    const input = /<input[^>]*name="current_password"[^>]*>/u.exec(form)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(form).toContain(ACCOUNT_MESSAGES.currentPasswordForEmail);
    // The typed address is kept in the form, the password never.
    expect(form).toContain(`value="${next}"`);
    expect(await emailOf(account.customerId)).toBe(account.email);
  });

  it("posted with a wrong password: refused at the field; with the right one: saved", async () => {
    const account = await registerAndLogin();
    const next = `nieuw-${crypto.randomUUID()}@droomnest.test`;
    const wrong = await postPage({ ...profileFields(next), current_password: "Fout!Wachtwoord1" }, account.token);
    expect(wrong.status).toBe(400);
    expect(decodeHtml(await wrong.text())).toContain(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(await emailOf(account.customerId)).toBe(account.email);
    const right = await postPage({ ...profileFields(next), current_password: account.password }, account.token);
    expect(right.status).toBe(303);
    await right.body?.cancel();
    expect(await emailOf(account.customerId)).toBe(next);
  });
});
