/**
 * The Worker's configuration (wrangler vars), checked once per isolate and environment object: a bad value
 * is logged once and answered with a 503 JSON error by /v1, instead of failing every request.
 */
import { z } from "../../app/lib/schemas/zod";
import type { Env } from "../env";
import { errorResponse } from "./errors";
import { createLogger } from "./log";

const httpUrl = z.url({ protocol: /^https?$/u, hostname: /^[a-z0-9.-]+$/iu, error: "moet leeg zijn of een absolute http(s)-URL" });

export const configSchema = z.object({
  API_ORIGIN: z.union([z.literal(""), httpUrl]).optional(),
});

const checked = new WeakMap<object, string | null>();

/** What is wrong with the configuration ("API_ORIGIN: ..."), or null when it is fine. Logged once. */
export function configProblem(env: Env): string | null {
  const known = checked.get(env);
  if (known !== undefined) return known;
  const result = configSchema.safeParse(env);
  const problem = result.success ? null : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  if (problem) createLogger().error("invalid configuration", { problem });
  checked.set(env, problem);
  return problem;
}

/** The /v1 answer while the configuration is invalid. */
export const configErrorResponse = (): Response =>
  errorResponse(503, "service_misconfigured", "De winkel is tijdelijk niet beschikbaar. Probeer het later opnieuw.");
