/** POST /v1/vitals (ADR 024): bad input refused with nothing stored, daily bucket counts, p75 per page type. */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { VITALS_MESSAGES } from "../../../app/lib/schemas/vitals";
import { VITALS_RATE_LIMIT } from "../../../app/lib/vitals/constants";
import { bucketOf } from "../../../worker/domain/vitals";
import { vitalsSummary } from "../../../worker/store/vitals";
import { json, type ApiErrorBody } from "../../helpers/catalog";
import { ORIGIN, worker } from "../../helpers/http";

let ipCounter = 0;
/** A fresh client address per test, so the rate limit of one test never touches another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

function send(body: unknown, opts: { ip?: string; type?: string } = {}) {
  return worker("/v1/vitals", {
    method: "POST",
    headers: { "Content-Type": opts.type ?? "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": opts.ip ?? freshIp() },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rows() {
  return (await env.DB.prepare("SELECT day, page_type, metric, bucket, count FROM web_vitals_daily ORDER BY page_type, metric, bucket").all()).results;
}

const today = () => new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM web_vitals_daily").run();
});

describe("POST /v1/vitals", () => {
  it("adds one count per figure to the day's bucket of the page type (202)", async () => {
    const res = await send({ page_type: "product", lcp: 1830, inp: 96, cls: 0.042 });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ data: { stored: 3 } });
    expect(await rows()).toEqual([
      { day: today(), page_type: "product", metric: "cls", bucket: bucketOf("cls", 0.042), count: 1 },
      { day: today(), page_type: "product", metric: "inp", bucket: bucketOf("inp", 96), count: 1 },
      { day: today(), page_type: "product", metric: "lcp", bucket: bucketOf("lcp", 1830), count: 1 },
    ]);
  });

  it("aggregates: the same bucket counts up, a null figure (no interaction: no INP) is not counted", async () => {
    for (let i = 0; i < 3; i++) expect((await send({ page_type: "home", lcp: 1210, inp: null, cls: 0 })).status).toBe(202);
    expect(await rows()).toEqual([
      { day: today(), page_type: "home", metric: "cls", bucket: 0, count: 3 },
      { day: today(), page_type: "home", metric: "lcp", bucket: bucketOf("lcp", 1210), count: 3 },
    ]);
  });

  it("stores nothing about the visitor: only day, page type, metric, bucket and count", async () => {
    const cols = (await env.DB.prepare("PRAGMA table_info(web_vitals_daily)").all<{ name: string }>()).results.map((c) => c.name);
    expect(cols.sort()).toEqual(["bucket", "count", "day", "metric", "page_type"]);
  });

  it.each([
    ["an unknown page type", { page_type: "blog", lcp: 1000, inp: 50, cls: 0 }, "page_type", VITALS_MESSAGES.pageType],
    ["a missing page type", { lcp: 1000, inp: 50, cls: 0 }, "page_type", VITALS_MESSAGES.pageType],
    ["a negative LCP", { page_type: "home", lcp: -1, inp: 50, cls: 0 }, "lcp", VITALS_MESSAGES.lcp],
    ["an LCP above the bound", { page_type: "home", lcp: 60_001, inp: 50, cls: 0 }, "lcp", VITALS_MESSAGES.lcp],
    ["an INP as text", { page_type: "home", lcp: 1000, inp: "50", cls: 0 }, "inp", VITALS_MESSAGES.inp],
    ["a CLS above the bound", { page_type: "home", lcp: 1000, inp: 50, cls: 11 }, "cls", VITALS_MESSAGES.cls],
    ["no figure at all", { page_type: "home", lcp: null, inp: null, cls: null }, "lcp", VITALS_MESSAGES.empty],
    ["a figure left out", { page_type: "home", lcp: 1000, cls: 0 }, "inp", VITALS_MESSAGES.inp],
  ])("%s: 422 with the field's Dutch message, nothing stored", async (_what, body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    const err = await json<ApiErrorBody & { error: { fields?: Record<string, string> } }>(res);
    expect(err.error.fields?.[field] ?? err.error.message).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it("an extra field (e.g. a URL or user id) is refused", async () => {
    const res = await send({ page_type: "home", lcp: 1000, inp: 50, cls: 0, url: "/account/orders/" });
    expect(res.status).toBe(422);
    expect(await rows()).toEqual([]);
  });

  it("malformed JSON: 400; not JSON (a form post): refused; nothing stored", async () => {
    expect((await send("{not json")).status).toBe(400);
    expect((await send("page_type=home&lcp=1", { type: "application/x-www-form-urlencoded" })).status).toBeGreaterThanOrEqual(400);
    expect(await rows()).toEqual([]);
  });

  it("a cross-site post is refused", async () => {
    const res = await worker("/v1/vitals", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ page_type: "home", lcp: 1000, inp: null, cls: 0 }),
    });
    expect(res.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it(`is rate-limited per client address: report ${VITALS_RATE_LIMIT.max + 1} in one window gets 429, another address still counts`, async () => {
    const ip = freshIp();
    // The limiter's windows are aligned to the clock: start well inside one, so all of this counts in the same.
    const into = Math.floor(Date.now() / 1000) % VITALS_RATE_LIMIT.windowS;
    if (into > VITALS_RATE_LIMIT.windowS - 10) await new Promise((r) => setTimeout(r, (VITALS_RATE_LIMIT.windowS - into + 1) * 1000));
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_RATE_LIMIT.max; i += 20) {
      const batch = await Promise.all(Array.from({ length: Math.min(20, VITALS_RATE_LIMIT.max - i) }, () => send({ page_type: "cart", lcp: 900, inp: null, cls: null }, { ip })));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 202)).toBe(true);
    const over = await send({ page_type: "cart", lcp: 900, inp: null, cls: null }, { ip });
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/u);
    expect((await send({ page_type: "cart", lcp: 900, inp: null, cls: null })).status).toBe(202);
    const lcp = (await rows()).find((r) => r.metric === "lcp");
    expect(lcp?.count).toBe(VITALS_RATE_LIMIT.max + 1);
  }, 30_000);

  it("the summary gives p75 per page type from the stored counts", async () => {
    // Product LCP: 8 views, 6 of them at most 1500 ms -> the 6th of 8 (75%) lies in the 1500 ms bucket.
    for (const lcp of [900, 1000, 1200, 1250, 1400, 1500, 3000, 5200]) await send({ page_type: "product", lcp, inp: null, cls: null });
    for (const cls of [0, 0, 0.3, 0.05]) await send({ page_type: "category", lcp: null, inp: null, cls });
    const summary = await vitalsSummary(env.DB, today());
    expect(summary).toEqual([
      { page_type: "category", views: { lcp: 0, inp: 0, cls: 4 }, p75: { lcp: null, inp: null, cls: 0.05 } },
      { page_type: "product", views: { lcp: 8, inp: 0, cls: 0 }, p75: { lcp: 1500, inp: null, cls: null } },
    ]);
  });
});
