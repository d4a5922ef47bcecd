import { Hono } from "hono";
import { vitalsReportSchema } from "../../app/lib/schemas/vitals";
import type { AppEnv } from "../env";
import { clientIp, rateLimits } from "../middleware/rate-limit";
import { ok } from "../http/respond";
import { zv } from "../http/validate";
import { recordVitals } from "../store/vitals";

/**
 * POST /v1/vitals: one page view's LCP, INP and CLS from the browser's reporter (app/lib/vitals/vitals-report.ts, sent
 * only after analytics consent). Checked with the shared schema (422 with field errors), added to the
 * day's bucket counts per page type; nothing about the visitor is stored. Rate-limited per client address
 * (the limiter's counter is keyed by it for one window, never stored with the figures).
 */
export const vitalsApi = new Hono<AppEnv>();

vitalsApi.post(
  "/",
  rateLimits({ name: "vitals-ip", binding: "RL_VITALS_IP", key: clientIp }),
  zv("json", vitalsReportSchema),
  async (c) => {
    const report = c.req.valid("json");
    const stored = await recordVitals(c.env.DB, new Date().toISOString().slice(0, 10), report);
    return ok(c, { stored }, 202);
  },
);
