/**
 * `npm run deploy -- staging|production [--dry-run]` (docs/operations/releases.md, docs/decisions/032):
 * builds for the environment, runs the checks of scripts/lib/release-checks.ts (each problem one line that
 * names the fix), applies the D1 migrations (`wrangler d1 migrations apply --remote`) and uploads
 * (`wrangler deploy --env`). With --dry-run it changes nothing remote: it checks, runs wrangler's own
 * `deploy --dry-run` and says what it would do. It never loads content or demo data: `npm run content` is a
 * step of its own.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { releaseProblems, REMOTE_ENVIRONMENTS, type BuildStamp, type ReleaseConfig, type RemoteEnvironment } from "./lib/release-checks.ts";
import { buildFor, root, wrangler, wranglerCapture, wranglerToml } from "./lib/wrangler-bin.ts";

function usage(message?: string): never {
  if (message) console.error(`deploy: ${message}`);
  console.error("usage: npm run deploy -- staging|production [--dry-run]");
  process.exit(1);
}

/** The target's configuration as wrangler resolves wrangler.toml for it (never a build's redirected config). */
function readReleaseConfig(target: RemoteEnvironment): ReleaseConfig {
  const c = unstable_readConfig({ config: wranglerToml, env: target }, { hideWarnings: true });
  const raw = c as unknown as { secrets?: { required?: string[] } };
  return {
    name: c.name ?? "",
    vars: c.vars as Record<string, unknown>,
    d1: c.d1_databases.map((d: { binding: string; database_id?: string }) => ({ binding: d.binding, id: d.database_id })),
    kv: c.kv_namespaces.map((k: { binding: string; id?: string }) => ({ binding: k.binding, id: k.id })),
    bindings: [...c.send_email.map((s: { name: string }) => s.name), ...(c.ai ? [c.ai.binding] : [])],
    requiredSecrets: raw.secrets?.required ?? [],
  };
}

/** What build/server was built for (the Vite plugin writes the resolved configuration next to the Worker). */
function readBuildStamp(): BuildStamp | null {
  const file = join(root, "build", "server", "wrangler.json");
  if (!existsSync(file)) return null;
  const built = JSON.parse(readFileSync(file, "utf8")) as { targetEnvironment?: string; name?: string; vars?: Record<string, unknown> };
  const env = built.vars?.ENVIRONMENT;
  return { targetEnvironment: built.targetEnvironment, name: built.name, environmentVar: typeof env === "string" ? env : undefined };
}

/** The Worker's secret names, or why they could not be listed (not logged in, no network, no Worker yet). */
function listSecrets(target: RemoteEnvironment): { names: string[] } | { reason: string } {
  const r = wranglerCapture(["secret", "list", "--env", target, "--format", "json", "--config", wranglerToml]);
  if (r.ok) {
    try {
      return { names: (JSON.parse(r.stdout) as { name: string }[]).map((s) => s.name) };
    } catch {
      return { reason: "wrangler secret list answered no JSON" };
    }
  }
  // wrangler's own error line, without colours, up to its first sentence end.
  const error = `${r.stderr}\n${r.stdout}`
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "gu"), "")
    .split("\n")
    .find((l) => l.includes("[ERROR]"));
  return { reason: error ? (error.slice(error.indexOf("[ERROR]") + 7).trim().split(/\.\s/u)[0] ?? "") : "wrangler secret list failed" };
}

function main() {
  const args = process.argv.slice(2);
  const target = args.find((a) => !a.startsWith("--")) as RemoteEnvironment | undefined;
  const dryRun = args.includes("--dry-run");
  if (!target || !REMOTE_ENVIRONMENTS.includes(target)) usage(target ? `unknown environment "${target}"` : undefined);
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--dry-run");
  if (unknown.length > 0) usage(`unknown option ${unknown.join(" ")}`);

  const config = readReleaseConfig(target);
  console.log(`deploy: ${config.name} (${target})${dryRun ? ", dry run: nothing remote is changed" : ""}`);
  if (!buildFor(target)) usage(`the build for ${target} failed`);

  const secrets = listSecrets(target);
  if ("reason" in secrets) {
    if (!dryRun) {
      console.error(`deploy: refused: the secrets of ${config.name} could not be listed (${secrets.reason}): run \`wrangler login\` or set CLOUDFLARE_API_TOKEN`);
      process.exit(1);
    }
    console.log(`deploy: secret check skipped (${secrets.reason}); a real deploy lists them with wrangler secret list`);
  }
  const problems = releaseProblems({ target, config, secretNames: "names" in secrets ? secrets.names : null, build: readBuildStamp() });
  if (problems.length > 0) {
    for (const p of problems) console.error(`deploy: refused: ${p}`);
    process.exit(1);
  }
  console.log("deploy: checks passed");

  const migrate = ["d1", "migrations", "apply", "DB", "--remote", "--env", target, "--config", wranglerToml];
  const upload = ["deploy", "--env", target];
  if (dryRun) {
    if (!wrangler([...upload, "--dry-run"])) usage("wrangler deploy --dry-run failed");
    console.log(`deploy: dry run done; a real deploy would now run:\n  wrangler ${migrate.join(" ")}\n  wrangler ${upload.join(" ")}`);
    return;
  }
  // Migrations first: the running version must work with the new schema (expand, then contract).
  if (!wrangler(migrate)) usage("the D1 migrations failed; nothing was uploaded");
  if (!wrangler(upload)) usage("the upload failed; the migrations are applied (they are backwards compatible), the previous version still serves");
  console.log(`deploy: ${config.name} is live; roll back with \`npm run rollback -- ${target}\``);
}

main();
