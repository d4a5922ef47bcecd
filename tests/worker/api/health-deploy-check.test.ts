/**
 * The deploy script's check of a new version (docs/operations/releases.md): /v1/health names each configuration
 * problem with its fix only to a request that names the version's own id, so a Mollie test key in production
 * is refused before the version gets traffic; staging lets the check through its lock.
 */
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/env";
import type { Health } from "../../../app/lib/api/types/common";
import { fetchAs, PRODUCTION, STAGING } from "../../helpers/environments";

const VERSION = { id: "5f0c1a2b-1111-4222-8333-944455556666", tag: "", timestamp: "" } as WorkerVersionMetadata;
const withTestKey: Partial<Env> = { ...PRODUCTION, MOLLIE_API_KEY: "test_fixture-not-a-key", CF_VERSION_METADATA: VERSION };

async function health(vars: Partial<Env>, headers: Record<string, string> = {}): Promise<{ status: number; data: Health }> {
  const res = await fetchAs(vars, "/v1/health", { headers });
  return { status: res.status, data: ((await res.json()) as { data: Health }).data };
}

describe("/v1/health for the deploy check", () => {
  it("names a Mollie test key in production, with its fix, to the version's own id", async () => {
    const { data } = await health(withTestKey, { "X-Deploy-Check": VERSION.id });
    expect(data.configuration).toBe("incomplete");
    expect(data.version).toBe(VERSION.id);
    expect(data.problems).toEqual(["MOLLIE_API_KEY is not a live key (live_...) in production: wrangler secret put MOLLIE_API_KEY --env production"]);
  });

  it("names nothing to anybody else: no header, another id", async () => {
    for (const headers of [{}, { "X-Deploy-Check": "5f0c1a2b-0000-4222-8333-944455556666" }] as Record<string, string>[]) {
      const { data } = await health(withTestKey, headers);
      expect(data.configuration).toBe("incomplete");
      expect(data).not.toHaveProperty("problems");
      expect(data).not.toHaveProperty("version");
    }
  });

  it("says a complete production configuration has no problems", async () => {
    const { data } = await health({ ...PRODUCTION, CF_VERSION_METADATA: VERSION }, { "X-Deploy-Check": VERSION.id });
    expect(data.configuration).toBe("complete");
    expect(data.problems).toEqual([]);
  });

  it("lets the check through staging's lock (health only)", async () => {
    const { status, data } = await health({ ...STAGING, CF_VERSION_METADATA: VERSION }, { "X-Deploy-Check": VERSION.id });
    expect(status).toBe(200);
    expect(data.environment).toBe("staging");
    expect((await fetchAs(STAGING, "/v1/content/navigation")).status).toBe(401);
  });
});
