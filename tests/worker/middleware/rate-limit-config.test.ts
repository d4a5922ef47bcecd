import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT_BINDINGS } from "../../../worker/middleware/rate-limit";

/** The `ratelimits` of each environment of wrangler.toml as wrangler resolves them ("" is the top level; vitest.config.ts). */
type Resolved = Record<string, { name: string; namespace_id: string; simple: { limit: number; period: number } }[]>;
const perEnvironment = (env as unknown as { TEST_RATELIMITS: Resolved }).TEST_RATELIMITS;

const expected = Object.entries(RATE_LIMIT_BINDINGS)
  .map(([name, { limit, windowS }]) => ({ name, limit, period: windowS }))
  .sort((a, b) => a.name.localeCompare(b.name));

describe("wrangler.toml: the per-minute Rate Limiting bindings", () => {
  it("are read for the top level, staging and production", () => {
    expect(Object.keys(perEnvironment).sort()).toEqual(["", "production", "staging"]);
  });

  it.each(Object.keys(perEnvironment))("environment %j has every binding of the code, with the code's limit and period", (name) => {
    const bindings = perEnvironment[name]!;
    expect(bindings.map((b) => ({ name: b.name, limit: b.simple.limit, period: b.simple.period })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(expected);
  });

  it("each binding has a namespace id of its own, in every environment (no two limits share a counter)", () => {
    const ids = Object.values(perEnvironment).flatMap((bindings) => bindings.map((b) => b.namespace_id));
    expect(ids.every((id) => /^\d+$/u.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the Worker in the tests has the bindings (miniflare runs them locally)", async () => {
    for (const name of Object.keys(RATE_LIMIT_BINDINGS)) {
      const binding = (env as unknown as Record<string, RateLimit>)[name];
      expect(typeof binding?.limit, name).toBe("function");
    }
  });
});
