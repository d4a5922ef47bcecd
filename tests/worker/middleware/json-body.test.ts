/**
 * One gate for JSON bodies (worker/middleware/json-body.ts, docs/decisions/013): every write route of the
 * Worker - enumerated from its Hono apps, so /v1, /login, /api/auth/* and any new route - answers a body
 * that is not the expected object (null, a string, a number, a boolean, an array, prototype keys, deep
 * nesting, 16 KB of anything) with a 4xx of 400/413/422 and a Dutch message, and no D1 row changes. Page
 * actions refuse non-forms and prototype field names at their own gate (worker/middleware/page-form.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/index";
import { payloadProblem } from "../../../worker/middleware/json-body";
import { seedCatalog } from "../../helpers/catalog";
import { ORIGIN } from "../../helpers/http";
import { BROWSER_UA, insertSession, seedD1 } from "../../helpers/seed";
import { apiRoutes, changedTables, ENGLISH, fillPattern, fingerprintQuery, pageRoutes } from "../fuzz/routes";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { staffSession } from "../../helpers/staff";

async function send(method: string, path: string, body: string, type: string, cookie = ""): Promise<{ status: number; text: string }> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { "Content-Type": type, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "User-Agent": BROWSER_UA, Accept: "application/json" };
  if (cookie) headers.Cookie = cookie;
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

let nested = "1";
for (let i = 0; i < 40; i++) nested = `{"a":${nested}}`;
let nestedArray = "1";
for (let i = 0; i < 2000; i++) nestedArray = `[${nestedArray}]`;

/** Bodies that are not the object any route expects. */
const HOSTILE: [string, string][] = [
  ["null", "null"],
  ["a string", '"x"'],
  ["an empty string", '""'],
  ["a number", "1"],
  ["a boolean", "true"],
  ["an array", "[]"],
  ["an array of objects", '[{"email":"a@b.nl"}]'],
  ["__proto__", '{"__proto__":{"admin":true},"email":"a@b.nl"}'],
  ["nested __proto__", '{"billing_address":{"__proto__":{"x":1}}}'],
  ["constructor.prototype", '{"constructor":{"prototype":{"admin":true}}}'],
  ["prototype", '{"items":[{"prototype":1}]}'],
  ["deep nesting", nested],
  ["deep arrays", `{"a":${nestedArray}}`],
  ["16 KB of a string", JSON.stringify("x".repeat(16 * 1024))],
  ["16 KB of an object", JSON.stringify({ a: "x".repeat(16 * 1024) })],
  ["16 KB of junk", "€".repeat(6 * 1024)],
  ["16 KB of an array", JSON.stringify(Array.from({ length: 4000 }, () => 1))],
];

describe("the JSON body gate", () => {
  it("judges values as the routes need them", () => {
    for (const value of [null, "x", 1, true, [], [{}]]) expect(payloadProblem(value)).toBe("notObject");
    expect(payloadProblem(JSON.parse('{"a":{"__proto__":1}}'))).toBe("forbiddenKey");
    expect(payloadProblem({ a: { b: [{ c: [{ d: { e: { f: { g: 1 } } } }] }] } })).toBe("tooDeep");
    expect(payloadProblem({ messages: [{ role: "user", content: "x", answers: ["a"] }], rating: 5 })).toBeNull();
  });
});

describe("every JSON write route refuses a body that is not the expected object", () => {
  let cookie = "";
  let staffCookie = "";
  let fingerprint: (db: D1Database) => Promise<Record<string, string>>;
  beforeAll(async () => {
    await seedD1();
    await seedCatalog();
    cookie = `${SESSION_COOKIE}=${await insertSession()}`;
    staffCookie = (await staffSession("eigenaar")).headers.Cookie!;
    fingerprint = await fingerprintQuery(env.DB);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });

  // The back office's sign-in and sign-out are form posts (a JSON body is a 415 there, as on every page).
  const writes = apiRoutes().filter((r) => r.method !== "GET" && r.pattern !== "/webhooks/payments" && !r.pattern.startsWith("/sandbox-psp/") && !r.pattern.startsWith("/dev/") && !/^\/beheer\/(?:aanmelden|afmelden)\/$/u.test(r.pattern));
  /** The back office's API answers 403 to anyone but staff before it reads a body (docs/decisions/035): it is fuzzed as staff. */
  const sessionsOf = (pattern: string) => (pattern.startsWith("/beheer/api/") ? [staffCookie] : ["", cookie]);

  it("finds the write routes of /v1, /login and /api/auth", () => {
    const patterns = writes.map((r) => `${r.method} ${r.pattern}`);
    for (const known of ["POST /v1/checkout/customer", "POST /v1/cart/item", "PUT /v1/customer", "POST /v1/customer/login", "POST /v1/customer/subscription", "POST /v1/chat/save", "POST /v1/assistant", "POST /v1/catalog/product/:id/review", "POST /login", "POST /api/auth/login"]) {
      expect(patterns).toContain(known);
    }
  });

  it("answers the crashes and English texts found before in Dutch: null to the checkout and the account, a review without product.description", async () => {
    const before = await fingerprint(env.DB);
    for (const [method, path] of [["POST", "/v1/checkout/customer"], ["PUT", "/v1/customer"], ["POST", "/v1/cart/item"], ["POST", "/v1/customer/login"], ["POST", "/v1/customer/subscription"], ["POST", "/v1/chat/save"], ["POST", "/v1/assistant"]] as const) {
      for (const body of ["null", '"x"', "[]"]) {
        const { status, text } = await send(method, path, body, "application/json", cookie);
        expect(status, `${method} ${path} ${body}`).toBe(422);
        expect(JSON.parse(text)).toEqual({ error: { code: "invalid_input", message: "De gegevens hebben niet de juiste vorm: stuur velden met hun waarden." } });
      }
    }
    const review = {
      product: { title: "Matras", url: "/matras.html" },
      review: { content: "Heerlijk matras, ik slaap veel beter.", title: "Top", score: 5 },
      customer: { name: "Sanne", email: "sanne@droomnest.test" },
    };
    const { status, text } = await send("POST", "/v1/catalog/product/1/review", JSON.stringify(review), "application/json");
    expect(status).toBe(422);
    const message = (JSON.parse(text) as { error: { message: string } }).error.message;
    expect(message).not.toMatch(ENGLISH);
    expect(message).toBe("Dit veld is verplicht.");
    expect(changedTables(before, await fingerprint(env.DB))).toEqual([]);
  });

  it.each(HOSTILE)("%s: 400/413/422 with a Dutch message on every route, nothing written", async (_name, body) => {
    const wrong: string[] = [];
    const before = await fingerprint(env.DB);
    for (const route of writes) {
      const path = fillPattern(route.pattern, () => "1");
      for (const session of sessionsOf(route.pattern)) {
        const { status, text } = await send(route.method, path, body, "application/json", session);
        let message = "";
        try {
          message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? "";
        } catch {
          message = "";
        }
        if (![400, 413, 422].includes(status) || !message || ENGLISH.test(message)) wrong.push(`${route.method} ${path} ${session ? "(logged in)" : ""}: ${status} ${text.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(env.DB))).toEqual([]);
  });

  it("page actions refuse JSON (415) and prototype field names (400), in Dutch, nothing written", async () => {
    const actions = pageRoutes().filter((r) => r.hasAction);
    expect(actions.length).toBeGreaterThan(5);
    const before = await fingerprint(env.DB);
    const wrong: string[] = [];
    for (const route of actions) {
      const path = `${fillPattern(route.pattern, () => "1")}/`.replace(/\/+$/u, "/");
      for (const [body, type, expected] of [
        ["null", "application/json", 415],
        ["[]", "application/json", 415],
        ["__proto__[admin]=1&__proto__=x&email=a%40b.nl", "application/x-www-form-urlencoded", 400],
        ["constructor=1&intent=add", "application/x-www-form-urlencoded", 400],
        ["prototype=1", "application/x-www-form-urlencoded", 400],
      ] as const) {
        const { status, text } = await send("POST", path, body, type, cookie);
        if (status !== expected || ENGLISH.test(text) || !/formulier/u.test(text)) wrong.push(`POST ${path} ${body}: ${status} ${text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(env.DB))).toEqual([]);
  });
});
