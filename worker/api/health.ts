import { Hono } from "hono";
import type { AppEnv } from "../env";

/** /v1/health: liveness (no I/O) and, with ?deep=1, a D1 and KV round trip. */
export const healthApi = new Hono<AppEnv>();

healthApi.get("/", async (c) => {
  const deep = c.req.query("deep");
  if (deep !== undefined && deep !== "1" && deep !== "0") {
    return c.json({ error: { code: "bad_request", message: "deep must be 0 or 1." } }, 400);
  }
  if (deep !== "1") return c.json({ data: { status: "ok" } });
  const checks: Record<string, "ok" | "fail"> = {};
  try {
    await c.env.DB.prepare("SELECT 1").first();
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
  const ok = Object.values(checks).every((v) => v === "ok");
  return c.json({ data: { status: ok ? "ok" : "degraded", checks } }, ok ? 200 : 503);
});
