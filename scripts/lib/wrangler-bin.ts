/** Runs the project's wrangler and npm for the release scripts (npm run deploy, check, rollback). */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
export const wranglerToml = join(root, "wrangler.toml");
const quiet = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/**
 * The environment of a `wrangler dev` that tests or the bench run against: offline, and without wrangler's local
 * trace collector, which writes every request's and every binding call's spans to a SQLite store of the local
 * explorer while the request runs (a developer's tool that production does not have in the request path; it
 * took a third of a suggestion's time: docs/measurements/031-search.md). `npm start` keeps it.
 */
export const harnessEnv = { ...quiet, X_LOCAL_OBSERVABILITY: "false" };

/** Runs a command with its output shown; answers whether it succeeded. */
export function run(cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`$ ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join("")}${cmd === process.execPath ? "node" : cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...quiet, ...env } });
  return r.status === 0;
}

export function wrangler(args: string[], env: Record<string, string> = {}): boolean {
  return run(join(root, "node_modules", ".bin", "wrangler"), args, env);
}

/** Runs wrangler without a terminal (never a login prompt) and answers its output. */
export function wranglerCapture(args: string[], timeoutMs = 60_000): { ok: boolean; stdout: string; stderr: string } {
  const r = spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...quiet, CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: timeoutMs,
  });
  return { ok: r.status === 0, stdout: r.stdout ?? "", stderr: `${r.stderr ?? ""}${r.error ? String(r.error) : ""}` };
}

/** `npm run build` for an environment: the Cloudflare Vite plugin reads CLOUDFLARE_ENV ("" = the top level). */
export function buildFor(environment: string | undefined): boolean {
  return run("npm", ["run", "--silent", "build"], environment ? { CLOUDFLARE_ENV: environment } : { CLOUDFLARE_ENV: "" });
}
