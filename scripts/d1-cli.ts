/**
 * The command line of the ops scripts that read or write D1 through `wrangler d1 execute` (npm run reviews,
 * npm run vitals), as the seed does: the target options (local state, --persist-to DIR, or --remote with
 * an optional --env) and the one runner.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

export interface D1Cli {
  args: string[];
  /** The value after `--name`, if given. */
  option: (name: string) => string | undefined;
  remote: boolean;
  env: string | undefined;
  persistTo: string | undefined;
  /** "local", "local (DIR)", "remote" or "remote (ENV)". */
  where: string;
  /** Runs SQL (one or more statements; no bindings) on the DB binding and answers the rows of the last one. */
  d1: <T>(sql: string) => T[];
}

/**
 * Reads the target options; refuses --persist-to with --remote through `usage`. A failing statement ends the
 * script with wrangler's message (and the hint to seed when a table is missing), named after `script`.
 */
export function d1Cli(script: string, argv: string[], usage: (message?: string) => never): D1Cli {
  const args = argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const remote = args.includes("--remote");
  const env = option("--env");
  const persistTo = option("--persist-to");
  if (remote && persistTo) usage("--persist-to is for local state only");
  const where = remote ? `remote${env ? ` (${env})` : ""}` : `local${persistTo ? ` (${persistTo})` : ""}`;
  const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const d1 = <T>(sql: string): T[] => {
    let out: string;
    try {
      out = execFileSync(
        join(root, "node_modules", ".bin", "wrangler"),
        ["d1", "execute", "DB", ...target, "--command", sql, "--json", "--yes", "--config", join(root, "wrangler.toml"), ...(env ? ["--env", env] : [])],
        {
          cwd: root,
          encoding: "utf8",
          env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
          stdio: ["ignore", "pipe", "pipe"],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (err) {
      // wrangler --json prints its error as JSON on stdout.
      const e = err as { stdout?: unknown; stderr?: unknown };
      const text = `${String(e.stdout ?? "")}${String(e.stderr ?? err)}`;
      console.error(
        /no such table/u.test(text)
          ? `${script}: this D1 (${where}) has no such table yet: apply the migrations (npm run seed, or npm start, which seeds)\n${text.trim()}`
          : `${script}: wrangler d1 execute failed:\n${text.trim()}`,
      );
      process.exit(1);
    }
    return (JSON.parse(out) as { results: T[] }[]).at(-1)?.results ?? [];
  };
  return { args, option, remote, env, persistTo, where, d1 };
}
