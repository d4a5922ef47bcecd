import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { FIELD_MESSAGES } from "../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { lastMailTo, mailedToken, newRegistration, registerAndLogin, Visitor } from "../../helpers/account";
import { browserGet, browserPost, decodeHtml } from "../../helpers/http";

/**
 * The account pages' forms posted without JavaScript, through the real Worker (route actions of
 * app/routes/account/ with app/lib/account/action.server.ts): what the customer sees and what happened.
 */
let ip = 0;
const postPage = (path: string, fields: Record<string, string>, session?: string) =>
  browserPost(path, fields, { session, ip: `192.0.2.${(ip++ % 200) + 20}` });

const sessionOf = (res: Response) => new RegExp(`${SESSION_COOKIE}=([^;]+)`, "u").exec(res.headers.get("Set-Cookie") ?? "")?.[1];

async function registered() {
  const input = newRegistration();
  const res = await new Visitor().call("POST", "/v1/customer", input);
  expect(res.status).toBe(201);
  return input;
}

describe("/account/login/ without JavaScript", () => {
  it("a wrong password answers 401 with the danger alert and no session cookie; the hydrated form gets 200", async () => {
    const { email } = await registered();
    const res = await postPage("/account/login/", { intent: "login", username: email, password: "Fout!Wachtwoord1" });
    expect(res.status).toBe(401);
    expect(sessionOf(res)).toBeUndefined();
    expect(decodeHtml(await res.text())).toMatch(new RegExp(`role="alert"[^>]*>${ACCOUNT_MESSAGES.loginFailed}<`, "u"));
    const hydrated = await postPage("/account/login/", { intent: "login", js: "1", username: email, password: "Fout!Wachtwoord1" });
    expect(hydrated.status).toBe(200);
    await hydrated.body?.cancel();
  });

  it("logs in: 303 to the remembered same-site target with the __Host- session cookie; an outside target goes to /account/", async () => {
    const { email, password } = await registered();
    const res = await postPage("/account/login/", { intent: "login", username: email, password, redirect: "/account/orders/" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/orders/");
    expect(sessionOf(res)).toBeTruthy();
    const page = await browserGet("/account/orders/", { session: sessionOf(res) });
    expect(await page.text()).toContain("Je hebt nog geen bestellingen geplaatst.");

    for (const target of ["//evil.example/", "https://evil.example/", "/account/login/?redirect=/x"]) {
      const other = await postPage("/account/login/", { intent: "login", username: email, password, redirect: target });
      expect(other.headers.get("Location"), target).toBe("/account/");
    }
  });

  it("shows the field messages of empty fields (422), tied to their fields", async () => {
    const res = await postPage("/account/login/", { intent: "login", username: "", password: "" });
    expect(res.status).toBe(422);
    const html = decodeHtml(await res.text());
    const id = /id="([^"]+-username)"/u.exec(html)![1];
    expect(html).toContain(`aria-describedby="${id}-fout"`);
    expect(html).toContain(`id="${id}-fout" class="form-error account-field__error">${FIELD_MESSAGES.username}<`);
  });
});

describe("/account/register/ without JavaScript", () => {
  it("registers and sends the customer to the thank-you page; the confirmation mail is queued", async () => {
    const input = newRegistration();
    const res = await postPage("/account/register/", { intent: "register", ...(input as Record<string, string>) });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/thankyou/");
    expect(await mailedToken(input.email, "account_confirm")).toMatch(/^[A-Za-z0-9_-]{43}$/u);
  });

  it("an address that already has an account gets the same redirect and cookies as a new one; its owner is mailed", async () => {
    const existing = await registered();
    const fresh = newRegistration();
    const newRes = await postPage("/account/register/", { intent: "register", ...(fresh as Record<string, string>) });
    const knownRes = await postPage("/account/register/", { intent: "register", ...(existing as Record<string, string>), first_name: "Ander" });
    expect(knownRes.status).toBe(303);
    expect(knownRes.status).toBe(newRes.status);
    expect(knownRes.headers.get("Location")).toBe(newRes.headers.get("Location"));
    const cookieShape = (r: Response) => r.headers.getSetCookie().map((c) => c.replace(/=[^;]*/u, "=…"));
    expect(cookieShape(knownRes)).toEqual(cookieShape(newRes));
    expect(await lastMailTo(existing.email, "account_exists")).not.toBeNull();
  });

  it("a company without its company fields gets their messages and keeps its entries (never the password)", async () => {
    const input = newRegistration({ type: "company" });
    const res = await postPage("/account/register/", { intent: "register", ...(input as Record<string, string>) });
    expect(res.status).toBe(422);
    const html = decodeHtml(await res.text());
    for (const m of [FIELD_MESSAGES.company, FIELD_MESSAGES.vat_number, FIELD_MESSAGES.coc_number]) expect(html).toContain(m);
    expect(html).toContain(`value="${input.email}"`);
    expect(html).not.toContain(input.password);
  });
});

describe("/account/confirm-email/", () => {
  it("opening the link confirms nothing; the button's post does, once", async () => {
    const input = await registered();
    const token = (await mailedToken(input.email, "account_confirm"))!;
    const page = await browserGet(`/account/confirm-email/?token=${token}`);
    expect(await page.text()).toContain("Bevestig mijn e-mailadres");
    const first = await postPage("/account/confirm-email/", { intent: "confirm", token });
    expect(first.status).toBe(200);
    expect(decodeHtml(await first.text())).toContain(ACCOUNT_MESSAGES.emailConfirmed);
    const again = await postPage("/account/confirm-email/", { intent: "confirm", token });
    expect(again.status).toBe(400);
    expect(decodeHtml(await again.text())).toContain(ACCOUNT_MESSAGES.tokenInvalid);
  });
});

describe("/account/information/ without JavaScript", () => {
  it("saves, then redirects so the header shows the new first name", async () => {
    const account = await registerAndLogin();
    const res = await postPage(
      "/account/information/",
      { intent: "profile", type: "private", first_name: "Jan-Willem", last_name: "de Vries", birthdate: "31-01-1985", email: account.email, phone_number: "0612345678", gender: "man" },
      account.token,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/information/?opgeslagen=1");
    const html = decodeHtml(await (await browserGet("/account/information/?opgeslagen=1", { session: account.token })).text());
    expect(html).toContain(ACCOUNT_MESSAGES.saved);
    expect(html).toMatch(/header-link__label">Jan-Willem</u);
    expect(html).toContain('value="31-01-1985"');
  });

  it("a wrong current password is refused at its field and the password stays", async () => {
    const account = await registerAndLogin();
    const res = await postPage("/account/information/", { intent: "password", current_password: "Niet!Goed1", password: "nieuwbed42", password_confirmation: "nieuwbed42" }, account.token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(decodeHtml(await res.text())).toContain(ACCOUNT_MESSAGES.currentPasswordWrong);
    const login = await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: account.password });
    expect(login.status).toBe(200);
  });
});

describe("/account/orders/{order}/", () => {
  it("an unknown order is the 404 page", async () => {
    const account = await registerAndLogin();
    const res = await browserGet("/account/orders/123456/", { session: account.token });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
