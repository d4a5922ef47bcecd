import { Hono } from "hono";
import { z } from "../../app/lib/schemas/zod";
import type { Health } from "../../app/lib/api/types/common";
import type { AppEnv } from "../env";
import { checkEnv } from "../config/env-schema";
import { ok } from "../http/respond";
import { zv } from "../http/validate";
import { pingD1 } from "../store/health";

/**
 * /v1/health: liveness (no I/O), the environment, which provider each setting runs on and whether the
 * configuration is complete (worker/config/env-schema.ts; names only, never a secret), and with ?deep=1 a D1
 * and KV round trip. A request whose X-Deploy-Check header is this version's own id (CF_VERSION_METADATA)
 * also gets the version and each problem with its fix: the deploy script asks the version it has just
 * uploaded, before it gets any traffic (docs/operations/releases.md). Nobody else knows that id.
 */
export const healthApi = new Hono<AppEnv>();

/** The header of the deploy script's check (scripts/lib/version-check.ts sends it). */
export const DEPLOY_CHECK_HEADER = "X-Deploy-Check";

const healthQuery = z.object({ deep: z.enum(["0", "1"], { error: "deep kan alleen 0 of 1 zijn." }).optional() });

healthApi.get("/", zv("query", healthQuery, { code: "bad_request" }), async (c) => {
  const config = checkEnv(c.env);
  const version = c.env.CF_VERSION_METADATA?.id ?? "";
  const deployCheck = version !== "" && c.req.header(DEPLOY_CHECK_HEADER) === version;
  const live = {
    environment: config.environment,
    configuration: config.problems.length ? "incomplete" : "complete",
    providers: config.providers,
    ...(deployCheck ? { version, problems: config.problems.map((p) => p.message) } : {}),
  } as const;
  if (c.req.valid("query").deep !== "1") return ok<Health>(c, { status: "ok", ...live });
  const checks: Record<string, "ok" | "fail"> = {};
  try {
    await pingD1(c.env.DB);
    checks.d1 = "ok";
  } catch {
    checks.d1 = "fail";
  }
  try {
    await c.env.CACHE.get("meta:seed-version");
    checks.kv = "ok";
  } catch {
    checks.kv = "fail";
  }
  const healthy = Object.values(checks).every((v) => v === "ok");
  return ok<Health>(c, { status: healthy ? "ok" : "degraded", ...live, checks }, healthy ? 200 : 503);
});
