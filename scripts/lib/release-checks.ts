/**
 * The checks before a deploy (npm run deploy, docs/decisions/032-releases.md), pure: the deploy script
 * gathers the inputs (wrangler.toml as wrangler resolves it, the secret names from `wrangler secret list`,
 * the build's own configuration) and prints each problem as one line that names the fix. What each
 * environment needs is worker/config/providers.ts's `configProblems`; this module only feeds it.
 */
import { ALWAYS_SECRETS, configProblems, PROVIDERS, type Environment, STAGING_SECRETS } from "../../worker/config/providers.ts";

export type RemoteEnvironment = Exclude<Environment, "development">;
export const REMOTE_ENVIRONMENTS: readonly RemoteEnvironment[] = ["staging", "production"];

/** The Worker name of each environment (wrangler.toml; the top level is development). */
export const WORKER_NAMES: Readonly<Record<Environment, string>> = { development: "droomnest-dev", staging: "droomnest-staging", production: "droomnest" };

/** The target environment's configuration, as wrangler resolves wrangler.toml for it. */
export interface ReleaseConfig {
  name: string;
  vars: Record<string, unknown>;
  d1: { binding: string; id: string | undefined }[];
  kv: { binding: string; id: string | undefined }[];
  /** Names of the other bindings (send_email, ai, ...). */
  bindings: string[];
  /** `secrets.required` of the environment (wrangler's required-secrets list). */
  requiredSecrets: string[];
}

/** What the build in build/server was made for: its wrangler.json (targetEnvironment, name, ENVIRONMENT var). */
export interface BuildStamp {
  targetEnvironment: string | undefined;
  name: string | undefined;
  environmentVar: string | undefined;
}

export interface ReleaseInputs {
  target: RemoteEnvironment;
  config: ReleaseConfig;
  /** Secret names set on the Worker; null when they could not be listed (the secret check is skipped). */
  secretNames: readonly string[] | null;
  build: BuildStamp | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const KV_ID = /^[0-9a-f]{32}$/u;
const allZero = (id: string) => /^[0-]+$/u.test(id);

/** Every secret a provider or the shop itself may need (the names of worker/config/providers.ts). */
export function secretNamesKnown(): string[] {
  return [...new Set([...PROVIDERS.flatMap((p) => Object.values(p.real).flatMap((r) => r.secrets)), ...Object.keys(ALWAYS_SECRETS), ...STAGING_SECRETS])];
}

/** The secrets the chosen providers need in this configuration. */
export function secretsNeeded(vars: Record<string, unknown>): string[] {
  const chosen = PROVIDERS.flatMap((p) => p.real[String(vars[p.variable] ?? "")]?.secrets ?? []);
  return [...new Set([...chosen, ...Object.keys(ALWAYS_SECRETS)])];
}

export function placeholderProblems(target: RemoteEnvironment, config: ReleaseConfig): string[] {
  const out: string[] = [];
  for (const d of config.d1) {
    if (!d.id || !UUID.test(d.id) || allZero(d.id)) {
      out.push(`D1 binding ${d.binding} of ${target} has the placeholder id "${d.id ?? ""}": run \`wrangler d1 create droomnest-${target} --jurisdiction eu\` and put its database_id in wrangler.toml [env.${target}]`);
    }
  }
  for (const k of config.kv) {
    if (!k.id || !KV_ID.test(k.id) || allZero(k.id)) {
      out.push(`KV binding ${k.binding} of ${target} has the placeholder id "${k.id ?? ""}": run \`wrangler kv namespace create ${k.binding} --env ${target} --jurisdiction eu\` and put its id in wrangler.toml [env.${target}]`);
    }
  }
  return out;
}

export function buildProblems(target: RemoteEnvironment, config: ReleaseConfig, build: BuildStamp | null): string[] {
  if (!build) return [`no build found in build/server: run \`npm run deploy -- ${target}\`, which builds for ${target}`];
  const built = build.targetEnvironment || "development";
  if (built !== target || build.name !== config.name || build.environmentVar !== target) {
    return [`the build in build/server was made for ${built} (${build.name ?? "?"}, ENVIRONMENT=${build.environmentVar ?? "?"}), not ${target} (${config.name}): run \`npm run deploy -- ${target}\`, which builds for ${target}`];
  }
  return [];
}

/**
 * The configuration's problems for the target: configProblems with the vars, bindings and (when listed) the
 * secret names; a secret written in plain vars; a needed secret missing from wrangler's `secrets.required`.
 */
export function configurationProblems(inputs: ReleaseInputs): string[] {
  const { target, config, secretNames } = inputs;
  const known = new Set(secretNamesKnown());
  const varValue = (name: string) => (typeof config.vars[name] === "string" ? (config.vars[name] as string) : undefined);
  const present = (name: string) => {
    if (varValue(name)) return true;
    if (config.bindings.includes(name)) return true;
    // Unlisted secrets are not judged here (the skipped check is reported by the caller).
    if (known.has(name)) return secretNames === null || secretNames.includes(name);
    return false;
  };
  const problems = configProblems(target, present, varValue);
  const out = problems.map((p) => p.message);
  for (const name of known) {
    if (varValue(name) !== undefined && !problems.some((p) => p.key === name)) out.push(`${name} is written in wrangler.toml [env.${target}.vars], where anyone with the repository reads it: remove it there and run \`wrangler secret put ${name} --env ${target}\``);
  }
  const missingRequired = secretsNeeded(config.vars).filter((s) => !config.requiredSecrets.includes(s));
  if (missingRequired.length > 0) {
    out.push(`wrangler.toml [env.${target}] secrets.required lacks ${missingRequired.join(", ")}: add them, so wrangler refuses an upload without them`);
  }
  return out;
}

/** Bindings every remote environment declares: the product images' bucket and the Images binding (docs/decisions/041). */
export const REQUIRED_BINDINGS: Readonly<Record<string, string>> = {
  MEDIA: 'r2_buckets = [{ binding = "MEDIA", bucket_name = "droomnest-media-<env>" }] (after `wrangler r2 bucket create droomnest-media-<env>`)',
  IMAGES: 'images = { binding = "IMAGES" }',
};

export function bindingProblems(target: RemoteEnvironment, config: ReleaseConfig): string[] {
  return Object.entries(REQUIRED_BINDINGS)
    .filter(([name]) => !config.bindings.includes(name))
    .map(([name, fix]) => `binding ${name} is missing in [env.${target}]: add ${fix.replaceAll("<env>", target)} to wrangler.toml`);
}

/** Every problem, one line each; empty when the deploy may go ahead. */
export function releaseProblems(inputs: ReleaseInputs): string[] {
  if (inputs.config.name !== WORKER_NAMES[inputs.target]) {
    return [`the Worker name of [env.${inputs.target}] is "${inputs.config.name}", not "${WORKER_NAMES[inputs.target]}": fix name in wrangler.toml [env.${inputs.target}]`];
  }
  return [...buildProblems(inputs.target, inputs.config, inputs.build), ...placeholderProblems(inputs.target, inputs.config), ...bindingProblems(inputs.target, inputs.config), ...configurationProblems(inputs)];
}
