import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../../../worker/store/sessions";
import { ORIGIN, worker } from "../../helpers/http";
import { insertSession } from "../../helpers/seed";

const MESSAGE = "Vul een geldig e-mailadres in";

function subscribe(body: string) {
  return worker("/v1/customer/subscription", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body,
  });
}

async function rows(): Promise<{ email: string; source: string }[]> {
  return (await env.DB.prepare("SELECT email, source FROM newsletter_subscriptions ORDER BY id").all<{ email: string; source: string }>()).results;
}

async function sessionExists(token: string): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 AS x FROM sessions WHERE id = ?1").bind(await sha256Hex(token)).first()) !== null;
}

describe("POST /v1/customer/subscription", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
  });

  it.each(["{", "not json", "", "{'email':'a@b.nl'}"])("invalid JSON %j -> 400, nothing stored", async (body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "De gegevens zijn geen geldige JSON." } });
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['{"email":"geen-email"}'],
    ['{"email":""}'],
    ['{"email":"   "}'],
    ["{}"],
    ['{"email":42}'],
    ['{"email":"klant@"}'],
  ])("%s -> 422 with the Dutch message, nothing stored", async (body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: "invalid_email", message: MESSAGE } });
    expect(await rows()).toEqual([]);
  });

  it.each([["null"], ["[]"], ['"klant@droomnest.nl"'], ["42"]])("JSON that is no object (%s) -> 422, nothing stored", async (body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(422);
    // Refused by the one JSON body gate (worker/middleware/json-body.ts) before the route's schema.
    expect(await res.json()).toEqual({ error: { code: "invalid_input", message: "De gegevens hebben niet de juiste vorm: stuur velden met hun waarden." } });
    expect(await rows()).toEqual([]);
  });

  it("a valid e-mail -> 201 and one row; a stranger's answer names no row (the same for every address)", async () => {
    const res = await subscribe(JSON.stringify({ email: "klant@droomnest.nl" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { id: null, email: "klant@droomnest.nl", status: "pending", message: "Inschrijven gelukt!" } });
    expect(await rows()).toEqual([{ email: "klant@droomnest.nl", source: "newsletter-popup" }]);
  });

  it("the e-mail is stored trimmed", async () => {
    expect((await subscribe(JSON.stringify({ email: "  klant@droomnest.nl  " }))).status).toBe(201);
    expect((await rows()).map((r) => r.email)).toEqual(["klant@droomnest.nl"]);
  });

  it("signing up twice (also in other letter case) keeps one row", async () => {
    expect((await subscribe(JSON.stringify({ email: "klant@droomnest.nl" }))).status).toBe(201);
    expect((await subscribe(JSON.stringify({ email: "klant@droomnest.nl" }))).status).toBe(201);
    expect((await subscribe(JSON.stringify({ email: "Klant@Droomnest.NL" }))).status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it("GET is not a sign-up route (it reads a logged-in customer's own state: 401 anonymous)", async () => {
    const res = await worker("/v1/customer/subscription?email=klant@droomnest.nl");
    expect(res.status).toBe(401);
    expect(await rows()).toEqual([]);
  });
});

describe("GET /v1/customer/logout", () => {
  it("deletes the session row and clears the cookie", async () => {
    const token = await insertSession();
    const other = await insertSession();
    expect(await sessionExists(token)).toBe(true);

    const res = await worker("/v1/customer/logout", { headers: { Cookie: `__Host-droomnest_session=${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { loggedIn: false } });
    expect(await sessionExists(token)).toBe(false);
    expect(await sessionExists(other)).toBe(true);

    // The session, the order-access and the cart cookie are cleared (worker/api/customer/logout.ts).
    const setCookie = res.headers.getSetCookie();
    expect(setCookie.map((c) => c.split("=")[0]).sort()).toEqual(["__Host-droomnest_cart", "__Host-droomnest_orders", "__Host-droomnest_session"]);
    for (const cookie of setCookie) {
      expect(cookie).toMatch(/^__Host-droomnest_[a-z]+=;/u);
      expect(cookie).toMatch(/Max-Age=0/iu);
      expect(cookie).toMatch(/Path=\//u);
      expect(cookie).toMatch(/Secure/u);
      expect(cookie).toMatch(/HttpOnly/u);
      expect(cookie).not.toMatch(/Domain=/iu);
    }
  });

  it("after logout the account pages ask for a login again", async () => {
    const token = await insertSession();
    const cookie = `__Host-droomnest_session=${token}`;
    const before = await worker("/account/", { headers: { Cookie: cookie } });
    expect(before.status).toBe(200);
    await before.text();
    await worker("/v1/customer/logout", { headers: { Cookie: cookie } });
    const after = await worker("/account/", { headers: { Cookie: cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe("/account/login/?redirect=%2Faccount%2F");
  });

  it("without a session it still answers and clears the cookie", async () => {
    const res = await worker("/v1/customer/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { loggedIn: false } });
    expect(res.headers.getSetCookie().some((c) => /^__Host-droomnest_session=;/u.test(c))).toBe(true);
  });

  it("a cross-site logout is refused and keeps the session", async () => {
    const token = await insertSession();
    const res = await worker("/v1/customer/logout", {
      headers: { Cookie: `__Host-droomnest_session=${token}`, "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "csrf_rejected", message: expect.any(String) } });
    expect(await sessionExists(token)).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
