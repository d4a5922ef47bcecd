/**
 * The target of the seed commands (npm run migrate, content, demo, seed) from their command line, and the
 * refusal of the demo for production (docs/decisions/032-releases.md). Pure: the commands gather the inputs.
 */

export interface SeedTarget {
  remote: boolean;
  /** wrangler.toml environment (--env), if given. */
  env: string | undefined;
  /** Local state directory (--persist-to), if given. */
  persistTo: string | undefined;
}

export function optionValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Throws when the options contradict each other. */
export function parseTarget(args: readonly string[]): SeedTarget {
  const remote = args.includes("--remote");
  const persistTo = optionValue(args, "--persist-to");
  if (remote && persistTo) throw new Error("--persist-to is for local state only");
  return { remote, env: optionValue(args, "--env"), persistTo };
}

/** wrangler's target options: --remote, or --local with the state directory. */
export function targetArgs(t: SeedTarget): string[] {
  return t.remote ? ["--remote"] : ["--local", ...(t.persistTo ? ["--persist-to", t.persistTo] : [])];
}

/** "local", "local (DIR)", "remote" or "remote (ENV)". */
export function describeTarget(t: SeedTarget): string {
  return t.remote ? `remote${t.env ? ` (${t.env})` : ""}` : `local${t.persistTo ? ` (${t.persistTo})` : ""}`;
}

/**
 * One line when the demo may not be loaded: the target is production by name (--env production) or by its
 * ENVIRONMENT var (as wrangler.toml resolves it for the target's environment). Null when it may.
 */
export function demoRefusal(t: SeedTarget, environment: string | undefined): string | null {
  if (t.env !== "production" && environment !== "production") return null;
  const env = t.env ? ` --env ${t.env}` : "";
  const remote = t.remote ? " --remote" : "";
  return `refused: the demo catalogue, reviews, discount codes and postcodes never go to production; run \`npm run migrate --${remote}${env}\` and \`npm run content --${remote}${env}\` instead (products come from the catalogue import)`;
}
