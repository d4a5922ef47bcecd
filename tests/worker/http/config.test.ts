import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { v1Fetch } from "../../../worker/api";
import type { Env } from "../../../worker/env";
import { configProblem } from "../../../worker/http/config";
import { setLogSink } from "../../../worker/http/log";

const withOrigin = (API_ORIGIN: string | undefined): Env => ({ ...env, API_ORIGIN }) as Env;

describe("configuration check", () => {
  it.each(["", undefined, "https://api.droomnest.nl", "http://localhost:8787", "https://api.droomnest.nl/base"])("API_ORIGIN %j is fine", (origin) => {
    expect(configProblem(withOrigin(origin))).toBeNull();
  });

  it.each(["api.droomnest.nl", "ftp://api.droomnest.nl", "https://", "/v1", "javascript:alert(1)"])("API_ORIGIN %j is refused", (origin) => {
    expect(configProblem(withOrigin(origin))).toMatch(/^API_ORIGIN: /u);
  });

  it("a bad API_ORIGIN is logged once and /v1 answers 503 JSON instead of failing", async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    const bad = withOrigin("not a url");
    const ctx = createExecutionContext();
    let first: Response;
    let second: Response;
    try {
      first = await v1Fetch(new Request("https://droomnest.test/v1/health"), bad, ctx);
      second = await v1Fetch(new Request("https://droomnest.test/v1/catalog/featured-products"), bad, ctx);
      await waitOnExecutionContext(ctx);
    } finally {
      restore();
    }
    for (const res of [first, second]) {
      expect(res.status).toBe(503);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
      expect(await res.json()).toEqual({ error: { code: "service_misconfigured", message: expect.any(String) } });
    }
    const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string; problem: string }).filter((l) => l.msg === "invalid configuration");
    expect(logged).toEqual([{ level: "error", msg: "invalid configuration", problem: expect.stringMatching(/^API_ORIGIN: /u) }]);
  });
});
