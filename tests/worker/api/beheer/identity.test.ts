/**
 * Who gets into the back office (docs/decisions/035), through the whole Worker: staging and production take
 * only a valid Cloudflare Access token of an active member of staff (the team's keys served offline by a test
 * double of the certs URL), on the back office's own host; development takes only the sign-in's session.
 * Every request without a valid identity gets 403.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS_JWT_HEADER, STAFF_COOKIE } from "../../../../app/lib/beheer/constants";
import type { Env } from "../../../../worker/env";
import worker from "../../../../worker/index";
import { PRODUCTION, STAGING, stagingAuth } from "../../../helpers/environments";
import { staffMember, staffSession } from "../../../helpers/staff";

// A team of its own: the Worker caches a team's keys per isolate.
const TEAM = "identity-test.cloudflareaccess.com";
const AUD = "aud-of-the-identity-test";
const CERTS = `https://${TEAM}/cdn-cgi/access/certs`;
const BEHEER = "https://beheer.droomnest.nl";
const production = { ...PRODUCTION, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD } as Partial<Env>;

let jwks: JSONWebKeySet;
let teamKey: CryptoKey;
let strangerKey: CryptoKey;
let certsAsked = 0;

async function token(claims: Record<string, unknown> = {}, opts: { expIn?: number; key?: CryptoKey } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: `https://${TEAM}`, aud: [AUD], email: "eva@droomnest.nl", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (opts.expIn ?? 600))
    .sign(opts.key ?? teamKey);
}

/** The Worker as an environment runs it, at a URL of the back office's host (or another). */
async function call(vars: Partial<Env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...(env as unknown as Env), ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const withToken = (t: string, extra: Record<string, string> = {}) => ({ headers: { [ACCESS_JWT_HEADER]: t, ...extra } });

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  jwks = { keys: [{ ...(await exportJWK(team.publicKey)), kid: "k1", alg: "RS256", use: "sig" }] };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    if (url === CERTS) {
      certsAsked += 1;
      return Response.json(jwks);
    }
    return realFetch(input, init);
  });
  await staffMember("eigenaar");
  await staffMember("medewerker");
});

afterAll(() => vi.restoreAllMocks());

describe("staging and production: Cloudflare Access", () => {
  it("a valid token of an active member of staff opens the API and the pages", async () => {
    const me = await call(production, `${BEHEER}/beheer/api/me`, withToken(await token()));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { staff: { email: string } } }).data.staff.email).toBe("eva@droomnest.nl");
    const page = await call(production, `${BEHEER}/beheer/`, withToken(await token({ email: "Sem@Droomnest.nl" }), { Accept: "text/html" }));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sem Jansen");
    expect(certsAsked).toBeGreaterThan(0);
  });

  it.each<[string, () => Promise<RequestInit>]>([
    ["no header", async () => ({})],
    ["an expired token", async () => withToken(await token({}, { expIn: -60 }))],
    ["a token for another application (audience)", async () => withToken(await token({ aud: ["another-app"] }))],
    ["a token signed with another key", async () => withToken(await token({}, { key: strangerKey }))],
    ["a token of another team (issuer)", async () => withToken(await token({ iss: "https://other.cloudflareaccess.com" }))],
    ["a valid token of someone who is not staff", async () => withToken(await token({ email: "klant@example.com" }))],
    ["the development sign-in's cookie", async () => ({ headers: { Cookie: `${STAFF_COOKIE}=${(await staffSession("eigenaar")).token}` } })],
  ])("refuses %s with 403 (API and page)", async (_, init) => {
    const api = await call(production, `${BEHEER}/beheer/api/me`, await init());
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("staff_only");
    const page = await call(production, `${BEHEER}/beheer/auditlog/`, await init());
    expect(page.status).toBe(403);
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("refuses a member of staff who was deactivated, although Access let them through", async () => {
    const sem = await staffMember("medewerker");
    await env.DB.prepare("UPDATE staff SET active = 0 WHERE id = ?1").bind(sem.id).run();
    try {
      expect((await call(production, `${BEHEER}/beheer/api/me`, withToken(await token({ email: sem.email })))).status).toBe(403);
    } finally {
      await env.DB.prepare("UPDATE staff SET active = 1 WHERE id = ?1").bind(sem.id).run();
    }
  });

  it("without the Access settings nobody gets in, even with a token", async () => {
    const res = await call({ ...production, ACCESS_AUD: "" } as Partial<Env>, `${BEHEER}/beheer/api/me`, withToken(await token()));
    expect(res.status).toBe(403);
  });

  it("the development sign-in is refused (403): its page, its form post and its list of staff", async () => {
    const t = await token();
    expect((await call(production, `${BEHEER}/beheer/aanmelden/`, withToken(t))).status).toBe(403);
    expect((await call(production, `${BEHEER}/beheer/aanmelden/`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BEHEER }, body: "staff_id=1" })).status).toBe(403);
    const list = await call(production, `${BEHEER}/beheer/api/aanmelden`, withToken(t));
    expect(list.status).toBe(403);
    expect(((await list.json()) as { error: { message: string } }).error.message).toContain("alleen in de ontwikkelomgeving");
  });

  it("the back office answers only on its own host: 404 on the shop's, even with a valid token", async () => {
    const res = await call(production, "https://www.droomnest.nl/beheer/api/me", withToken(await token()));
    expect(res.status).toBe(404);
    expect((await call(production, `${BEHEER}/`)).headers.get("Location")).toBe("/beheer/");
    expect((await call(production, `${BEHEER}/matrassen/`)).status).toBe(404);
  });

  it("staging: Access as in production (behind the staging lock)", async () => {
    const staging = { ...STAGING, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, BACKOFFICE_HOST: "beheer.droomnest.nl" } as Partial<Env>;
    expect((await call(staging, `${BEHEER}/beheer/api/me`, withToken(await token(), stagingAuth()))).status).toBe(200);
    expect((await call(staging, `${BEHEER}/beheer/api/me`, { headers: stagingAuth() })).status).toBe(403);
  });
});

describe("development: the sign-in only", () => {
  it("ignores an Access token (there is no Access locally)", async () => {
    const res = await call({ ENVIRONMENT: "development" } as Partial<Env>, "http://localhost:8787/beheer/api/me", withToken(await token()));
    expect(res.status).toBe(403);
  });

  it("lists the active staff for the sign-in, without identity", async () => {
    const res = await call({ ENVIRONMENT: "development" } as Partial<Env>, "http://localhost:8787/beheer/api/aanmelden");
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { data: { staff: { name: string }[] } }).data.staff.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Eva de Vries", "Sem Jansen"]));
  });

  it("signs in with a form post: a session cookie, then the page asked for; an unknown member is refused", async () => {
    const dev = { ENVIRONMENT: "development" } as Partial<Env>;
    const sem = await staffMember("medewerker");
    const form = (body: string) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787", "Sec-Fetch-Site": "same-origin" }, body });
    const res = await call(dev, "http://localhost:8787/beheer/aanmelden/", form(`staff_id=${sem.id}&terug=%2Fbeheer%2Fauditlog%2F`));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/beheer/auditlog/");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax`, "u"));
    const me = await call(dev, "http://localhost:8787/beheer/api/me", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(((await me.json()) as { data: { staff: { name: string } } }).data.staff.name).toBe("Sem Jansen");
    const unknown = await call(dev, "http://localhost:8787/beheer/aanmelden/", form("staff_id=999999&terug=https%3A%2F%2Fevil.example%2F"));
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("Location")).toBe("/beheer/aanmelden/?fout=onbekend&terug=%2Fbeheer%2F");
    expect(unknown.headers.getSetCookie().filter((c) => c.startsWith(STAFF_COOKIE))).toEqual([]);
  });

  it("a cross-site sign-in post is refused by the CSRF rule", async () => {
    const res = await call({ ENVIRONMENT: "development" } as Partial<Env>, "http://localhost:8787/beheer/aanmelden/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: "staff_id=1",
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith(STAFF_COOKIE))).toEqual([]);
  });
});
