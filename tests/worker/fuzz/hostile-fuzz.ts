/**
 * The hostile-request fuzz (docs/decisions/013): seeded, reproducible requests over every route and method
 * the code declares (tests/worker/fuzz/routes.ts) - real route patterns with junk parameters, junk queries,
 * headers, cookies, content types and bodies whose field names are the schemas' own (so the requests get
 * past the first check and into the handlers). Whatever comes in:
 * - the answer is never a 5xx;
 * - a refused answer (4xx) leaves every D1 table as it was: a write counter on every table of sqlite_master
 *   (triggers for insert, update and delete) names any table a request changed; answers below 400 may write;
 * - a JSON or plain-text refusal never carries English validator text.
 * The 10 000 requests are split over a few test files (vitest runs files in parallel); one slice per file.
 * The requests go straight to the Worker's Hono app (the module's fetch): the runner's `exports.default.fetch`
 * gets slower with every call it has made (docs/decisions/013, consequences).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CART_COOKIE, SESSION_COOKIE } from "../../../app/lib/constants";
import { app } from "../../../worker/index";
import { catalogData, seedCatalog } from "../../helpers/catalog";
import { ORIGIN } from "../../helpers/http";
import { BROWSER_UA, insertSession, seedD1 } from "../../helpers/seed";
import { apiRoutes, ENGLISH, fillPattern, installWriteCounters, pageRoutes, type ApiRoute, type PageRoute } from "./routes";
import { seededRandom } from "../../../scripts/lib/seeded-random";

export const FUZZ_TOTAL = 10_000;
export const FUZZ_SEED = 20261128;

const schemaModules = import.meta.glob<Record<string, unknown>>("../../../app/lib/schemas/**/*.ts", { eager: true });

/** Every field name of every schema of app/lib/schemas (nested ones too): the vocabulary of the bodies. */
function schemaFieldNames(): string[] {
  const names = new Set<string>();
  const visit = (schema: unknown, depth: number, seen: Set<unknown>) => {
    if (depth > 6 || typeof schema !== "object" || schema === null || seen.has(schema) || !("_zod" in schema)) return;
    seen.add(schema);
    const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.shape && typeof def.shape === "object") {
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(key);
        visit(field, depth + 1, seen);
      }
    }
    for (const key of ["innerType", "in", "out", "element", "schema"]) visit(def[key], depth + 1, seen);
    if (Array.isArray(def.options)) for (const o of def.options) visit(o, depth + 1, seen);
  };
  for (const exports of Object.values(schemaModules)) for (const value of Object.values(exports)) visit(value, 0, new Set());
  return [...names].sort();
}

/** The fuzz's seeded generator (deterministic cases). */
export const prng = seededRandom;

const slugs = (catalogData.products as unknown as { slug?: string; id: number }[]).slice(0, 5).map((p) => p.slug ?? String(p.id));

const PARAMS = [
  "1", "0", "-1", "2", "999999999", "1e309", "0x10", "abc", "%00", "%ff", "..%2f..%2f", "%3Cscript%3E", "'%22", "a".repeat(300),
  "%F0%9F%98%B4", "%E2%82", "%25", "KJD1234567", "KJD0000001", "00000000-0000-4000-8000-000000000000", "matrassen", "boxsprings",
  "retourneren", "stap-2", "step-1", "NaN", "null", "undefined", "__proto__", "constructor", ...slugs,
];
const QUERY_VALUES = ["", "1", "0", "-1", "99999999", "1.5", "abc", "%", "%ff", "%00", "x".repeat(600), "matras", "NL", "BE", "1234AB", "a@b.nl", "null", "[]", "{}", "1-20", "9-1", "../../etc", "//evil.test", "KJD1234567", "on", "true"];
const EXTRA_QUERY_KEYS = ["page", "range", "id", "ids", "search_term", "tn_q", "path", "querystring", "sort", "token", "debug", "deep", "redirect", "url", "__proto__", "constructor[prototype]", "a[b][c]", "x".repeat(100)];
const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "application/json; charset=latin1", "application/vnd.api+json"];
const OTHER_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zzz", "multipart/form-data", "application/xml", "application/octet-stream", "", "application/json;;;", "*/*"];
const ACCEPTS = ["application/json", "text/html", "*/*", "text/html,application/xhtml+xml", "image/avif", "", "x/y;q=abc"];
const INTENTS = ["add", "code", "confirm", "quantity", "remove", "remove-code", "subscribe", "unsubscribe", "login", "register", "delete", "update", "", "x".repeat(50)];

export interface FuzzCase {
  method: string;
  path: string;
  headers: [string, string][];
  body: string | Uint8Array<ArrayBuffer> | null;
  /** Which generator made it (for the failure report). */
  kind: string;
}

function makeGenerator(seed: number, api: ApiRoute[], pages: PageRoute[], fields: string[]) {
  const rnd = prng(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const chance = (p: number) => rnd() < p;
  const int = (n: number) => Math.floor(rnd() * n);

  const scalar = (): unknown =>
    pick<() => unknown>([
      () => pick(QUERY_VALUES),
      () => pick(["a@b.nl", "klant@droomnest.test", "Sanne", "de Vries", "Hoofdstraat", "12", "1012AB", "2000", "NL", "BE", "BE0123456789", "NL123456789B01", "Welkom123!", "WELKOM5", "0612345678", "2000-01-01", "man", "vrouw", "company", "private", "ideal", "bancontact", "in3"]),
      () => int(10),
      () => pick([-1, 0, 1.5, 1e21, -1e21, 2 ** 53 + 1, 5, 99]),
      () => chance(0.5),
      () => null,
      () => "x".repeat(int(3000)),
      () => "😴<script>alert(1)</script>'\"\\\u0000",
    ])();
  const value = (depth: number): unknown => {
    if (depth > 2 || chance(0.7)) return scalar();
    if (chance(0.5)) return Array.from({ length: int(4) }, () => value(depth + 1));
    return object(depth + 1);
  };
  const object = (depth: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = 0, n = 1 + int(6); i < n; i++) out[pick(fields)] = value(depth);
    return out;
  };

  const jsonBody = (): string => {
    const r = rnd();
    if (r < 0.45) return JSON.stringify(object(0));
    if (r < 0.7) return pick(["null", '"x"', "1", "true", "false", "[]", "[{}]", "{}", '""', "0", "[null]"]);
    if (r < 0.78) return pick(['{"__proto__":{"a":1}}', '{"constructor":{"prototype":{"a":1}}}', `{"${pick(fields)}":{"__proto__":1}}`]);
    if (r < 0.84) return chance(0.5) ? "[".repeat(int(3000)) + "]".repeat(int(3000)) : `{"${pick(fields)}":${"[".repeat(20)}1${"]".repeat(20)}}`;
    if (r < 0.9) return pick(["{", "}", "{'a':1}", '{"a":1,}', "\u0000", "NaN", '{"a":1}{"b":2}']);
    return JSON.stringify({ [pick(fields)]: "x".repeat(8_000 + int(20_000)) });
  };
  const formBody = (): string => {
    const params = new URLSearchParams();
    if (chance(0.7)) params.set("intent", pick(INTENTS));
    for (let i = 0, n = int(7); i < n; i++) {
      const v = scalar();
      params.append(chance(0.05) ? pick(["__proto__", "constructor", "a[b]", ""]) : pick(fields), typeof v === "string" ? v : JSON.stringify(v));
    }
    if (chance(0.03)) params.set("big", "y".repeat(70_000));
    return params.toString();
  };

  const query = (): string => {
    if (chance(0.5)) return "";
    const parts: string[] = [];
    for (let i = 0, n = 1 + int(4); i < n; i++) {
      const key = chance(0.6) ? pick(fields) : pick(EXTRA_QUERY_KEYS);
      parts.push(`${encodeURIComponent(key).replace(/%5B/gu, "[").replace(/%5D/gu, "]")}=${encodeURIComponent(String(pick(QUERY_VALUES))).replace(/%25/gu, chance(0.2) ? "%" : "%25")}`);
    }
    return `?${parts.join("&")}`;
  };

  const ip = () =>
    pick([
      () => `${int(256)}.${int(256)}.${int(256)}.${int(256)}`,
      () => `2001:db8:${int(65536).toString(16)}::${int(65536).toString(16)}`,
      () => pick(["", "not-an-ip", "999.1.1.1", "::1", "1.2.3.4, 5.6.7.8", "x".repeat(200)]),
    ])();

  return (validSession: string, validCart: string): FuzzCase => {
    const headers: [string, string][] = [];
    let method: string;
    let path: string;
    let kind: string;
    const r = rnd();
    if (r < 0.55) {
      const route = pick(api);
      method = chance(0.8) ? route.method : pick(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
      path = fillPattern(route.pattern, () => pick(PARAMS), chance(0.2));
      kind = `api ${route.method} ${route.pattern}`;
    } else {
      const route = chance(0.4) ? pick(pages.filter((p) => p.hasAction)) : pick(pages);
      method = route.hasAction && chance(0.45) ? "POST" : pick(["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]);
      path = fillPattern(route.pattern, () => pick(PARAMS), chance(0.3));
      if (!path.endsWith("/") && !path.endsWith(".html") && chance(0.85)) path += "/";
      kind = `page ${route.pattern}`;
    }
    if (chance(0.05)) path += `/${pick(PARAMS)}`;
    path += query();

    const api_ = path.startsWith("/v1/") || path.startsWith("/api/") || path.startsWith("/login");
    let body: string | Uint8Array<ArrayBuffer> | null = null;
    let type: string | null = null;
    if (method !== "GET" && method !== "HEAD" && chance(0.9)) {
      const b = rnd();
      if (api_ ? b < 0.75 : b < 0.15) {
        type = pick(JSON_TYPES);
        body = jsonBody();
      } else if (b < 0.93) {
        type = chance(0.9) ? "application/x-www-form-urlencoded" : pick(OTHER_TYPES);
        body = formBody();
      } else {
        type = pick(OTHER_TYPES);
        body = chance(0.5) ? new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x22]) : "zonder vorm";
      }
    }
    if (type !== null && type !== "") headers.push(["Content-Type", type]);
    headers.push(["User-Agent", chance(0.9) ? BROWSER_UA : pick(["curl/8.0", "", "Googlebot/2.1", "x".repeat(500)])]);
    headers.push(["Accept", pick(ACCEPTS)]);
    const site = rnd();
    if (site < 0.85) {
      headers.push(["Origin", ORIGIN], ["Sec-Fetch-Site", "same-origin"]);
    } else if (site < 0.92) {
      headers.push(["Origin", pick(["https://evil.test", "null", ""])], ["Sec-Fetch-Site", pick(["cross-site", "same-site", "none"])]);
    }
    headers.push(["CF-Connecting-IP", ip()]);
    const cookies: string[] = [];
    const c = rnd();
    if (c < 0.25) cookies.push(`${SESSION_COOKIE}=${validSession}`);
    else if (c < 0.35) cookies.push(`${SESSION_COOKIE}=${pick(PARAMS)}`);
    if (chance(0.25)) cookies.push(`${CART_COOKIE}=${chance(0.5) ? validCart : pick(PARAMS)}`);
    if (chance(0.1)) cookies.push(pick(["=;;=", "a=%ff", "cookie_consent={\"x\":", `x=${"y".repeat(4000)}`, "newsletter_closed=1"]));
    if (cookies.length) headers.push(["Cookie", cookies.join("; ")]);
    if (chance(0.05)) headers.push(["Authorization", pick(["Bearer x", "Bearer ", "Basic Og==", `Bearer ${validSession}`, "x".repeat(300)])]);
    if (chance(0.05)) headers.push(["X-Request-Id", pick(["", "x".repeat(500), "<script>"])]);
    if (chance(0.03)) headers.push(["If-None-Match", pick(["*", '"x"', "W/\"\""])]);
    if (chance(0.03)) headers.push(["Range", pick(["bytes=0-1", "bytes=x", "bytes=9-1"])]);
    return { method, path, headers, body, kind };
  };
}

/** The request with headers the runtime refuses (a bad header value) left out. */
function requestOf(c: FuzzCase): Request {
  const headers = new Headers();
  for (const [name, value] of c.headers) {
    try {
      headers.append(name, value);
    } catch {
      // A header value the platform cannot send; a client could not send it either.
    }
  }
  let url: URL;
  try {
    url = new URL(c.path, ORIGIN);
  } catch {
    url = new URL("/", ORIGIN);
  }
  return new Request(url, { method: c.method, headers, body: c.body, redirect: "manual" });
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

async function send(c: FuzzCase): Promise<Answer> {
  const ctx = createExecutionContext();
  const res = await app.fetch(requestOf(c), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, type: res.headers.get("Content-Type") ?? "", text };
}

/** The shopper-facing text of a refusal: a JSON error's message, or a plain-text answer. */
function refusalText(answer: Answer): string {
  if (answer.type.includes("json")) {
    try {
      const parsed = JSON.parse(answer.text) as { error?: { message?: string; fields?: Record<string, string> } };
      return [parsed.error?.message ?? "", ...Object.values(parsed.error?.fields ?? {})].join(" | ");
    } catch {
      return "";
    }
  }
  return answer.type.startsWith("text/plain") ? answer.text : "";
}

function describeCase(i: number, c: FuzzCase): string {
  const body = c.body === null ? "-" : typeof c.body === "string" ? c.body.slice(0, 80) : "<bytes>";
  return `#${i} ${c.method} ${c.path.slice(0, 160)} [${c.kind}] type=${c.headers.find(([n]) => n === "Content-Type")?.[1] ?? "-"} body=${body}`;
}

/**
 * Runs slice `part` of `parts` of the fuzz. All files make the same 10 000 cases (one seed) and each sends
 * its own slice, so together they cover all of them.
 */
export function hostileFuzz(part: number, parts: number): void {
  describe(`hostile request fuzz, part ${part + 1} of ${parts}`, () => {
    let validSession = "";
    const validCart = crypto.randomUUID();
    let written: () => Promise<string[]>;
    beforeAll(async () => {
      await seedD1();
      await seedCatalog();
      validSession = await insertSession();
      written = await installWriteCounters(env.DB);
      // Thousands of request log lines would only slow the run down; statuses and tables are what is checked.
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });

    const size = Math.ceil(FUZZ_TOTAL / parts);
    const from = part * size;
    const to = Math.min(FUZZ_TOTAL, from + size);
    const chunk = 500;
    for (let start = from; start < to; start += chunk) {
      const end = Math.min(to, start + chunk);
      it(`requests ${start + 1}-${end} of ${FUZZ_TOTAL}: no 5xx, refusals write nothing and speak Dutch`, { timeout: 300_000 }, async () => {
        const next = makeGenerator(FUZZ_SEED, apiRoutes(), pageRoutes(), schemaFieldNames());
        // The same sequence in every file: skip to this slice (the generator only draws numbers).
        const cases: FuzzCase[] = [];
        for (let i = 0; i < end; i++) {
          const c = next(validSession, validCart);
          if (i >= start) cases.push(c);
        }
        const failures: string[] = [];
        await written();
        for (const [k, c] of cases.entries()) {
          const i = start + k + 1;
          const answer = await Promise.race([send(c), new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
          if (answer === null) {
            failures.push(`no answer in 15 s: ${describeCase(i, c)}`);
            break;
          }
          const changed = await written();
          if (answer.status >= 500) failures.push(`${answer.status}: ${describeCase(i, c)} -> ${answer.text.slice(0, 200)}`);
          else if (answer.status >= 400) {
            if (changed.length) failures.push(`${answer.status} but wrote ${changed.join(", ")}: ${describeCase(i, c)}`);
            const text = refusalText(answer);
            if (ENGLISH.test(text)) failures.push(`${answer.status} in English "${text.slice(0, 120)}": ${describeCase(i, c)}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
