/**
 * `npm run deploy -- staging|production [--dry-run]` (docs/operations/releases.md, docs/decisions/032):
 * builds for the environment, runs the checks of scripts/lib/release-checks.ts (each problem one line that
 * names the fix), uploads the new version without traffic (`wrangler versions upload`), asks that version
 * itself whether its configuration is complete (scripts/lib/version-check.ts: the secret values only it can
 * see, such as a Mollie test key in production), then applies the D1 migrations and gives it all traffic
 * (`wrangler versions deploy`). With --dry-run it changes nothing remote: it checks, runs wrangler's own
 * `deploy --dry-run` and says what it would do. It never loads content or demo data: `npm run content` is a
 * step of its own.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { releaseProblems, REMOTE_ENVIRONMENTS, type BuildStamp, type ReleaseConfig, type RemoteEnvironment } from "./lib/release-checks.ts";
import { buildFor, root, wrangler, wranglerCapture, wranglerToml } from "./lib/wrangler-bin.ts";
import { servingVersionId, uploadedVersionId, versionCheckHeaders, versionVerdict, type VersionVerdict } from "./lib/version-check.ts";

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
    bindings: [
      ...c.send_email.map((s: { name: string }) => s.name),
      ...(c.ai ? [c.ai.binding] : []),
      ...c.r2_buckets.map((b: { binding: string }) => b.binding),
      ...(c.images ? [c.images.binding] : []),
    ],
    requiredSecrets: raw.secrets?.required ?? [],
  };
}

/** The origin the environment answers on (its SITE_ORIGIN var). */
function siteOrigin(config: ReleaseConfig): string {
  const origin = config.vars.SITE_ORIGIN;
  return typeof origin === "string" ? origin.replace(/\/+$/u, "") : "";
}

/** Asks the new version's /v1/health (through a version override) until it answers itself, for up to a minute. */
async function askVersion(origin: string, workerName: string, versionId: string): Promise<VersionVerdict> {
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      const res = await fetch(`${origin}/v1/health`, { headers: versionCheckHeaders(workerName, versionId), signal: AbortSignal.timeout(10_000) });
      const verdict = versionVerdict(await res.json().catch(() => null), versionId);
      if (verdict.kind !== "not-yet") return verdict;
    } catch {
      // not reachable yet: ask again
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
  return { kind: "not-yet" };
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

async function main() {
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
  if (dryRun) {
    if (!wrangler(["deploy", "--env", target, "--dry-run"])) usage("wrangler deploy --dry-run failed");
    console.log(
      `deploy: dry run done; a real deploy would now run:\n  wrangler versions upload --env ${target}\n  wrangler versions deploy <new>@0% <serving>@100% --env ${target}, then ask <new>'s /v1/health\n  wrangler ${migrate.join(" ")}\n  wrangler versions deploy <new>@100% --env ${target}`,
    );
    return;
  }
  // 1. The new version, without traffic. Its secrets are the Worker's current ones.
  const env = ["--env", target, "--config", wranglerToml];
  const uploaded = wranglerCapture(["versions", "upload", ...env], 300_000);
  process.stdout.write(uploaded.stdout);
  const versionId = uploaded.ok ? uploadedVersionId(uploaded.stdout) : null;
  if (!versionId) usage(`wrangler versions upload failed; nothing changed: ${uploaded.stderr.trim().split("\n").pop() ?? ""}`);
  const status = wranglerCapture(["deployments", "status", "--json", ...env]);
  const serving = status.ok ? servingVersionId(status.stdout) : null;
  // 2. The new version next to the serving one at 0 %, so a version override reaches it; it answers its own health.
  if (serving && serving !== versionId) {
    if (!wrangler(["versions", "deploy", `${versionId}@0%`, `${serving}@100%`, "--yes", ...env])) usage("the check deployment (new version at 0 %) failed; the previous version still serves");
    const origin = siteOrigin(config);
    const verdict = origin ? await askVersion(origin, config.name, versionId) : ({ kind: "not-yet" } as const);
    if (verdict.kind !== "ready") {
      wrangler(["versions", "deploy", `${serving}@100%`, "--yes", ...env]);
      if (verdict.kind === "refused") for (const line of verdict.lines) console.error(`deploy: refused: ${line}`);
      else console.error(`deploy: refused: the new version did not answer its check at ${origin || "(no SITE_ORIGIN)"}/v1/health; the previous version still serves`);
      process.exit(1);
    }
    console.log("deploy: the new version says its configuration is complete");
  } else {
    console.log("deploy: no version serves yet (first deploy): the version is checked after it goes live; `curl <origin>/v1/health` says \"configuration\"");
  }
  // 3. Migrations, then all traffic: the serving version must work with the new schema (expand, then contract).
  if (!wrangler(migrate)) usage("the D1 migrations failed; the previous version still serves");
  if (!wrangler(["versions", "deploy", `${versionId}@100%`, "--yes", ...env])) usage("wrangler versions deploy failed; the migrations are applied (they are backwards compatible), the previous version still serves");
  console.log(`deploy: ${config.name} is live (version ${versionId}); roll back with \`npm run rollback -- ${target}\``);
}

await main();
