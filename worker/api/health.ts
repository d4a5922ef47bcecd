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
 * and KV round trip.
 */
export const healthApi = new Hono<AppEnv>();

const healthQuery = z.object({ deep: z.enum(["0", "1"], { error: "deep kan alleen 0 of 1 zijn." }).optional() });

healthApi.get("/", zv("query", healthQuery, { code: "bad_request" }), async (c) => {
  const config = checkEnv(c.env);
  const live = { environment: config.environment, configuration: config.problems.length ? "incomplete" : "complete", providers: config.providers } as const;
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
