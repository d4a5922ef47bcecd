/**
 * Which providers and secrets each environment needs: one home for the Worker's own configuration check and
 * the deploy script's checks (README "Deploy (ops)"). Pure and free of Worker types, so scripts import it too.
 *
 * Development may use every embedded default (offline). Staging and production must name real providers for
 * payments and mail, with their secrets; production refuses sandbox providers, Mollie test keys and the
 * development-only secret values; staging needs its lock password and a mail catch-all.
 */

export type Environment = "development" | "staging" | "production";

export const ENVIRONMENTS: readonly Environment[] = ["development", "staging", "production"];

export function environmentOf(value: string | undefined): Environment | null {
  return ENVIRONMENTS.includes(value as Environment) ? (value as Environment) : null;
}

/** A provider setting: its variable, the values that select a real provider and what each of them needs. */
export interface ProviderSetting {
  /** The [vars] entry that selects the provider. */
  variable: string;
  /** What the shop calls it in messages and in /v1/health. */
  label: string;
  /** Real providers by value: the secrets and vars each needs. Any other value is the embedded default. */
  real: Record<string, { secrets: readonly string[]; vars: readonly string[]; bindings?: readonly string[] }>;
  /** Environments that may not run on the embedded default. */
  realRequiredIn: readonly Environment[];
}

export const PROVIDERS: readonly ProviderSetting[] = [
  {
    variable: "PAYMENT_PROVIDER",
    label: "betalingen",
    real: { mollie: { secrets: ["MOLLIE_API_KEY"], vars: [] } },
    realRequiredIn: ["staging", "production"],
  },
  {
    variable: "MAIL_PROVIDER",
    label: "e-mail",
    real: {
      "email-service": { secrets: [], vars: ["MAIL_FROM"], bindings: ["SEND_EMAIL"] },
      brevo: { secrets: ["MAIL_API_KEY"], vars: ["MAIL_FROM"] },
    },
    realRequiredIn: ["staging", "production"],
  },
  { variable: "POSTCODE_PROVIDER", label: "postcodes", real: { pdok: { secrets: [], vars: [] } }, realRequiredIn: [] },
  { variable: "VAT_PROVIDER", label: "btw-controle", real: { vies: { secrets: [], vars: [] } }, realRequiredIn: [] },
  { variable: "RENDER_PROVIDER", label: "configurator-beeld", real: { service: { secrets: ["RENDER_API_KEY"], vars: ["RENDER_HOST"] } }, realRequiredIn: [] },
  {
    variable: "ASSISTANT_PROVIDER",
    label: "assistent",
    real: {
      openai: { secrets: ["ASSISTANT_API_KEY"], vars: ["ASSISTANT_URL", "ASSISTANT_MODEL"] },
      "workers-ai": { secrets: [], vars: ["ASSISTANT_MODEL"], bindings: ["AI"] },
    },
    realRequiredIn: [],
  },
  // Shipping labels and codes (worker/edge/shipping/, docs/decisions/036): optional everywhere, since staff can
  // always type carrier and code by hand; Sendcloud needs both API keys.
  { variable: "SHIPPING_PROVIDER", label: "verzending", real: { sendcloud: { secrets: ["SENDCLOUD_PUBLIC_KEY", "SENDCLOUD_SECRET_KEY"], vars: [] } }, realRequiredIn: [] },
];

/** Secrets every environment outside development must set, with the development value they may not keep. */
export const ALWAYS_SECRETS: Readonly<Record<string, string>> = {
  CART_RESTORE_SECRET: "dev-only-cart-restore-secret-not-for-production",
};

/**
 * Staging's own needs (docs/decisions/033-environments.md): the basic-auth password that locks it
 * (worker/middleware/staging-lock.ts) and the catch-all address every staging mail goes to, so no real
 * customer gets a test mail. Production may not have a catch-all (customers' mail would go to one address).
 */
export const STAGING_SECRETS: readonly string[] = ["STAGING_PASSWORD"];
export const STAGING_VARS: readonly string[] = ["MAIL_CATCH_ALL"];

/**
 * The back office outside development (docs/decisions/035, docs/operations/back-office.md): its own host name
 * (worker/middleware/backoffice-host.ts) and the Cloudflare Access application in front of it, whose tokens the
 * Worker checks (worker/edge/access.ts). Without them the back office answers nobody.
 */
export const BACKOFFICE_VARS: readonly string[] = ["BACKOFFICE_HOST", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"];

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/u;

/** The host of an origin setting ("https://www.droomnest.nl" -> "www.droomnest.nl"), or "" when it is none. */
function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).hostname.toLowerCase() : "";
  } catch {
    return "";
  }
}

function backofficeProblems(environment: Environment, present: (name: string) => boolean, value: (name: string) => string | undefined): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const where = `set it in wrangler.toml [env.${environment}.vars] (docs/operations/back-office.md)`;
  for (const v of BACKOFFICE_VARS) {
    const given = value(v);
    if (!present(v)) problems.push({ key: v, message: `${v} is missing (the back office answers nobody without it): ${where}` });
    else if (given?.startsWith("REPLACE_WITH")) problems.push({ key: v, message: `${v} still has its placeholder "${given}": ${where}` });
  }
  const host = value("BACKOFFICE_HOST");
  if (host && present("BACKOFFICE_HOST") && !host.startsWith("REPLACE_WITH")) {
    if (!HOST_NAME.test(host)) {
      problems.push({ key: "BACKOFFICE_HOST", message: `BACKOFFICE_HOST must be a bare host name such as beheer.droomnest.nl (no scheme, port or path): ${where}` });
    } else if ([hostOf(value("SITE_ORIGIN")), hostOf(value("PUBLIC_ORIGIN"))].includes(host)) {
      problems.push({ key: "BACKOFFICE_HOST", message: `BACKOFFICE_HOST is the shop's own host; the back office needs a host of its own (e.g. beheer.droomnest.nl): ${where}` });
    }
  }
  const team = value("ACCESS_TEAM_DOMAIN");
  if (team && present("ACCESS_TEAM_DOMAIN") && !team.startsWith("REPLACE_WITH") && !HOST_NAME.test(team.replace(/^https:\/\//u, "").replace(/\/$/u, ""))) {
    problems.push({ key: "ACCESS_TEAM_DOMAIN", message: `ACCESS_TEAM_DOMAIN must be the Access team domain such as droomnest.cloudflareaccess.com: ${where}` });
  }
  return problems;
}

/** One configuration problem, as one line that names the fix. */
export interface ConfigProblem {
  key: string;
  message: string;
}

/**
 * The problems of a configuration for an environment: a real provider missing where one is required, a
 * provider's secret, var or binding missing, a development secret value, a Mollie key of the wrong kind.
 * `present(name)` says whether a var, secret or binding is set (non-empty); `value(name)` reads a var or
 * secret when it is known (the Worker knows secret values, the deploy script only their names).
 */
export function configProblems(
  environment: Environment,
  present: (name: string) => boolean,
  value: (name: string) => string | undefined,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (environment === "development") return problems;
  for (const p of PROVIDERS) {
    const chosen = value(p.variable) ?? "";
    const real = p.real[chosen];
    if (!real) {
      if (p.realRequiredIn.includes(environment)) {
        problems.push({ key: p.variable, message: `${p.variable} must name a real provider in ${environment} (${Object.keys(p.real).join(" or ")}): set it in wrangler.toml [env.${environment}.vars]` });
      }
      continue;
    }
    for (const s of real.secrets) {
      if (!present(s)) problems.push({ key: s, message: `${s} is missing for ${p.variable}=${chosen}: wrangler secret put ${s} --env ${environment}` });
    }
    for (const v of real.vars) {
      if (!present(v)) problems.push({ key: v, message: `${v} is missing for ${p.variable}=${chosen}: set it in wrangler.toml [env.${environment}.vars]` });
    }
    for (const b of real.bindings ?? []) {
      if (!present(b)) problems.push({ key: b, message: `binding ${b} is missing for ${p.variable}=${chosen}: add it to wrangler.toml [env.${environment}]` });
    }
  }
  for (const [name, devValue] of Object.entries(ALWAYS_SECRETS)) {
    if (!present(name)) problems.push({ key: name, message: `${name} is missing: wrangler secret put ${name} --env ${environment}` });
    else if (value(name) === devValue) problems.push({ key: name, message: `${name} has the development value: wrangler secret put ${name} --env ${environment} with a new random value` });
  }
  if (environment === "staging") {
    for (const s of STAGING_SECRETS) if (!present(s)) problems.push({ key: s, message: `${s} is missing (staging is locked with it): wrangler secret put ${s} --env staging` });
    for (const v of STAGING_VARS) if (!present(v)) problems.push({ key: v, message: `${v} is missing (every staging mail goes to it): set it in wrangler.toml [env.staging.vars]` });
  }
  problems.push(...backofficeProblems(environment, present, value));
  if (environment === "production" && present("MAIL_CATCH_ALL")) {
    problems.push({ key: "MAIL_CATCH_ALL", message: "MAIL_CATCH_ALL is set in production (every customer mail would go to it): remove it from wrangler.toml [env.production.vars]" });
  }
  const mollieKey = value("MOLLIE_API_KEY");
  if (mollieKey !== undefined && present("MOLLIE_API_KEY") && value("PAYMENT_PROVIDER") === "mollie") {
    if (environment === "production" && !mollieKey.startsWith("live_")) {
      problems.push({ key: "MOLLIE_API_KEY", message: "MOLLIE_API_KEY is not a live key (live_...) in production: wrangler secret put MOLLIE_API_KEY --env production" });
    }
    if (environment === "staging" && !mollieKey.startsWith("test_")) {
      problems.push({ key: "MOLLIE_API_KEY", message: "MOLLIE_API_KEY is not a test key (test_...) in staging: wrangler secret put MOLLIE_API_KEY --env staging" });
    }
  }
  return problems;
}
