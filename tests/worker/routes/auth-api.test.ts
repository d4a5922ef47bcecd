import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TokenLoginResult } from "../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { sha256Hex } from "../../../worker/store/sessions";
import { BROWSER_UA } from "../../helpers/seed";
import { ORIGIN, worker } from "../../helpers/http";
import { PASSWORD, registerAndLogin, Visitor } from "../../helpers/account";

/** A JSON call without the /v1 envelope (the Auth calls answer bare objects). */
async function call<T>(method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}`, ...opts.headers };
  if (opts.body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  const res = await worker(path, { method, headers, body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, res, body: (text.startsWith("{") ? JSON.parse(text) : text) as T };
}

async function sessionExists(token: string): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 FROM sessions WHERE id = ?1").bind(await sha256Hex(token)).first()) !== null;
}

describe("POST /api/auth/login", () => {
  it("answers the token (a session) and the user, and sets the session cookie", async () => {
    const account = await registerAndLogin();
    const res = await call<TokenLoginResult>("POST", "/api/auth/login", { body: { username: account.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      loggedIn: true,
      user: { customer: { id: account.customerId, first_name: "Sanne", last_name: "de Vries", email: account.email }, scope: ["customer"] },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/u),
      access_token: res.body.token,
      expires_in: 86400,
    });
    expect(res.res.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=${res.body.token};`, "u"));
    expect(await sessionExists(res.body.token)).toBe(true);
  });

  it("takes {email, password} too; wrong credentials: the same 401 as /v1", async () => {
    const account = await registerAndLogin();
    expect((await call("POST", "/api/auth/login", { body: { email: account.email, password: PASSWORD } })).status).toBe(200);
    const wrong = await call("POST", "/api/auth/login", { body: { email: account.email, password: "Verkeerd!1" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_credentials", message: ACCOUNT_MESSAGES.loginFailed } });
  });

  it("JSON only: a cross-site form post is refused, a form post without origin headers too", async () => {
    const crossSite = await call("POST", "/api/auth/login", {
      body: "email=a%40b.nl&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const sameSiteForm = await call("POST", "/api/auth/login", {
      body: "email=a%40b.nl&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameSiteForm.status).toBe(415);
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("a Bearer token: the user; after logout the token is dead", async () => {
    const account = await registerAndLogin();
    const { body } = await call<TokenLoginResult>("POST", "/api/auth/login", { body: { email: account.email, password: PASSWORD } });
    const bearer = { Authorization: `Bearer ${body.token}` };
    const user = await call<{ user: unknown }>("GET", "/api/auth/user", { headers: bearer });
    expect(user.status).toBe(200);
    expect(user.body).toEqual({ user: body.user });
    // The same token works on /v1 as a Bearer.
    expect((await new Visitor().call("GET", "/v1/customer", undefined, bearer)).status).toBe(200);

    const out = await call("POST", "/api/auth/logout", { headers: bearer });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ loggedIn: false });
    expect(await sessionExists(body.token)).toBe(false);
    expect((await call("GET", "/api/auth/user", { headers: bearer })).status).toBe(401);
    // The browser's own session (another login) is untouched.
    expect((await account.visitor.call("GET", "/v1/customer")).status).toBe(200);
  });

  it("the session cookie works too; without either: 401", async () => {
    const account = await registerAndLogin();
    const user = await call<{ user: { customer: { id: number } } }>("GET", "/api/auth/user", { headers: { Cookie: `${SESSION_COOKIE}=${account.token}` } });
    expect(user.body.user.customer.id).toBe(account.customerId);
    const anonymous = await call("GET", "/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: { code: "not_logged_in", message: ACCOUNT_MESSAGES.notLoggedIn } });
    expect((await call("GET", "/api/auth/user", { headers: { Authorization: "Bearer nonsense" } })).status).toBe(401);
  });

  it("no trailing-slash redirect on /api/auth paths; unknown ones are a JSON 404", async () => {
    expect((await call("GET", "/api/auth/user")).res.headers.get("Location")).toBeNull();
    const unknown = await call("GET", "/api/auth/nothing");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("POST /login (start-up login)", () => {
  it("JSON {email, password}: access_token, usable as a Bearer", async () => {
    const account = await registerAndLogin();
    const res = await call<TokenLoginResult>("POST", "/login", { body: { email: account.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const user = await call<{ user: { customer: { email: string } } }>("GET", "/api/auth/user", { headers: { Authorization: `Bearer ${res.body.access_token}` } });
    expect(user.body.user.customer.email).toBe(account.email);
  });

  it("a parallel burst of wrong passwords over /api/auth/login and /login: at most 5 checked, the rest 429 (one lock with /v1)", async () => {
    const account = await registerAndLogin();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? call<{ error: { code: string; message: string } }>("POST", "/api/auth/login", { body: { username: account.email, password: `Verkeerd!${i}` } })
          : call<{ error: { code: string; message: string } }>("POST", "/login", { body: { email: account.email, password: `Verkeerd!${i}` } }),
      ),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(25);
    for (const r of refused) expect(r.body.error).toEqual({ code: "too_many_attempts", message: ACCOUNT_MESSAGES.loginThrottled });
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: PASSWORD })).status).toBe(429);
  });

  it("a missing password: 422 with the field message", async () => {
    const res = await call<{ error: { fields: Record<string, string> } }>("POST", "/login", { body: { email: "a@droomnest.test" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ password: "Vul je wachtwoord in" });
  });
});

describe("GET /login/ (authentication callback)", () => {
  const page = (path: string, token?: string) =>
    worker(path, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html", ...(token ? { Cookie: `${SESSION_COOKIE}=${token}` } : {}) } });

  it("/login redirects to /login/ (trailing-slash rule for pages)", async () => {
    const res = await page("/login?redirect=%2Faccount%2Forders%2F");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/login/?redirect=%2Faccount%2Forders%2F");
  });

  it("logged in: to the remembered same-site target, else /account/", async () => {
    const account = await registerAndLogin();
    const toTarget = await page("/login/?redirect=%2Faccount%2Forders%2F", account.token);
    expect(toTarget.status).toBe(302);
    expect(toTarget.headers.get("Location")).toBe("/account/orders/");
    for (const bad of ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2F%5Cevil.example", "%2Faccount%2Flogin%2F", ""]) {
      const res = await page(`/login/?redirect=${bad}`, account.token);
      expect(res.headers.get("Location")).toBe("/account/");
    }
  });

  it("anonymous: to the login page, keeping a safe target", async () => {
    const res = await page("/login/?redirect=%2Faccount%2Forders%2F");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account/login/?redirect=%2Faccount%2Forders%2F");
    expect((await page("/login/?redirect=https%3A%2F%2Fevil.example")).headers.get("Location")).toBe("/account/login/");
  });
});
