/**
 * The Worker's environment (vars, secrets, bindings) checked by one zod schema, once per isolate and
 * environment object (docs/decisions/033-environments.md). Which providers and secrets an environment needs
 * is not restated here: worker/config/providers.ts (`configProblems`) says it.
 *
 * - An invalid API_ORIGIN breaks every /v1 answer (it would proxy to it): /v1 answers 503 (worker/http/config.ts).
 * - Outside development, any other problem (a configProblems entry, an origin that is not https, a missing
 *   binding) closes the checkout with a Dutch 503 (worker/middleware/checkout-config.ts); the rest of the shop
 *   keeps working. Development may run on the embedded defaults.
 * The problems are logged once per isolate as one error line ("invalid configuration"), never silently.
 */
import { z } from "../../app/lib/schemas/zod";
import type { Env } from "../env";
import { createLogger } from "../http/log";
import { configProblems, environmentOf, PROVIDERS, type ConfigProblem, type Environment } from "./providers";

const httpUrl = z.url({ protocol: /^https?$/u, hostname: /^[a-z0-9.-]+$/iu, error: "moet leeg zijn of een absolute http(s)-URL" });
const httpsOrigin = z.url({ protocol: /^https$/u, hostname: /^[a-z0-9.-]+$/iu, error: "moet een https-origin zijn (https://host)" });
const binding = (name: string) => z.custom<object>((v) => typeof v === "object" && v !== null, { error: `binding ${name} ontbreekt` });
const optionalText = z.string().optional();

/** What every environment reads the same way: a bad API_ORIGIN is the one problem that stops all of /v1. */
const baseSchema = z.object({
  API_ORIGIN: z.union([z.literal(""), httpUrl]).optional(),
});

/** The rest of the environment: bindings, vars and secrets; origins and the catch-all checked outside development. */
const envSchema = z.object({
  ENVIRONMENT: z.enum(["development", "staging", "production"], { error: "moet development, staging of production zijn" }),
  DB: binding("DB"),
  CACHE: binding("CACHE"),
  CART: binding("CART"),
  RATE_LIMITER: binding("RATE_LIMITER"),
  // Product images (docs/decisions/041): the bucket of the uploads and the binding that resizes them.
  MEDIA: binding("MEDIA"),
  IMAGES: binding("IMAGES"),
  SITE_ORIGIN: optionalText,
  PUBLIC_ORIGIN: optionalText,
  MAIL_CATCH_ALL: z.union([z.literal(""), z.email({ error: "moet leeg zijn of een e-mailadres" })]).optional(),
  CART_RESTORE_SECRET: optionalText,
  STAGING_PASSWORD: optionalText,
});

const remoteOrigins = z.object({ SITE_ORIGIN: httpsOrigin, PUBLIC_ORIGIN: httpsOrigin });

/** The checked configuration of one environment object. */
export interface EnvCheck {
  /** The environment; an unknown ENVIRONMENT counts as production (the strictest). */
  environment: Environment;
  /** "API_ORIGIN: ..." when /v1 cannot answer at all, else null. */
  fatal: string | null;
  /** Everything that keeps the checkout closed outside development (names and fixes, never values). */
  problems: ConfigProblem[];
  /** Provider per setting (its variable): the real provider's name, or "embedded". */
  providers: Record<string, string>;
}

const issuesOf = (error: z.ZodError): ConfigProblem[] =>
  error.issues.map((i) => ({ key: String(i.path[0] ?? "env"), message: `${i.path.join(".")}: ${i.message}` }));

/**
 * Checked configurations by their content: each request gets its own environment object (its own D1 session,
 * worker/store/db-session.ts), the configuration in it is the same for the whole isolate.
 */
const checked = new Map<string, EnvCheck>();
/** The same environment object again (the in-process /v1 calls of one render): no signature needed. */
const byObject = new WeakMap<object, EnvCheck>();

const signature = (record: Record<string, unknown>) =>
  JSON.stringify(Object.keys(record).sort().map((k) => [k, typeof record[k] === "string" ? record[k] : record[k] != null]));

/** The environment checked, once per configuration and isolate: its problems are logged then, as one line. */
export function checkEnv(env: Env): EnvCheck {
  const same = byObject.get(env);
  if (same) return same;
  const record = env as unknown as Record<string, unknown>;
  const key = signature(record);
  const known = checked.get(key);
  if (known) {
    byObject.set(env, known);
    return known;
  }
  const text = (name: string) => (typeof record[name] === "string" ? (record[name] as string) : undefined);
  const environment = environmentOf(env.ENVIRONMENT) ?? "production";
  const base = baseSchema.safeParse(env);
  const fatalIssues = base.success ? [] : issuesOf(base.error);
  const parsed = envSchema.safeParse(env);
  const problems = [...fatalIssues, ...(parsed.success ? [] : issuesOf(parsed.error))];
  if (environment !== "development") {
    const origins = remoteOrigins.safeParse({ SITE_ORIGIN: text("SITE_ORIGIN"), PUBLIC_ORIGIN: text("PUBLIC_ORIGIN") });
    if (!origins.success) problems.push(...issuesOf(origins.error));
    problems.push(...configProblems(environment, (name) => (typeof record[name] === "string" ? record[name] !== "" : record[name] != null), text));
  }
  const providers = Object.fromEntries(PROVIDERS.map((p) => [p.variable, p.real[text(p.variable) ?? ""] ? (text(p.variable) as string) : "embedded"]));
  const result: EnvCheck = {
    environment,
    fatal: fatalIssues.length ? fatalIssues.map((p) => p.message).join("; ") : null,
    // Development runs on the embedded defaults: only a fatal problem counts there.
    problems: environment === "development" ? fatalIssues : problems,
    providers,
  };
  const line = result.problems.map((p) => p.message).join("; ");
  if (line) createLogger().error("invalid configuration", { problem: line });
  if (checked.size >= 32) checked.clear();
  checked.set(key, result);
  byObject.set(env, result);
  return result;
}

/** Whether this is the development environment (its routes and sandboxes exist only there). */
export const isDevelopment = (env: Pick<Env, "ENVIRONMENT">): boolean => env.ENVIRONMENT === "development";
