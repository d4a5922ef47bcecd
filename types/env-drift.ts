/**
 * Env (worker/env.ts, written by hand with its documentation) against the types `wrangler types` generates
 * from wrangler.toml (types/worker-configuration.d.ts, `npm run types`; docs/decisions/033-environments.md).
 * `npm run typecheck` first checks that the generated file matches wrangler.toml (`wrangler types --check`),
 * then this file fails to compile (tsconfig.env.json) when the two drift: a binding or var in wrangler.toml that Env lacks or
 * types differently, or a binding in Env that no environment of wrangler.toml declares.
 */
import type { Env } from "../worker/env";

/** wrangler.toml entries missing from Env, or typed incompatibly. */
type MissingInEnv = {
  [K in keyof WranglerEnv]-?: K extends keyof Env ? (NonNullable<WranglerEnv[K]> extends NonNullable<Env[K]> ? never : K) : K;
}[keyof WranglerEnv];

/** Bindings (non-string entries) of Env that wrangler.toml does not declare; vars and secrets may be unset. */
type BindingNotInWrangler = {
  [K in keyof Env]-?: NonNullable<Env[K]> extends string ? never : K extends keyof WranglerEnv ? never : K;
}[keyof Env];

type Drift = MissingInEnv | BindingNotInWrangler;

/** Compiles only while nothing drifts; otherwise the error names the drifting keys. */
export const ENV_MATCHES_WRANGLER: [Drift] extends [never] ? true : { drift: Drift } = true;
