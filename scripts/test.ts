/**
 * `npm test`: typecheck, lint and build side by side (each mostly one core; their output is printed as
 * each finishes), then vitest (unit and Workers-runtime tests), the JavaScript budget per route, then Playwright e2e.
 * Every step runs; the command fails when any step failed. Ends with one summary line
 * "tests: N passed, N failed" counting vitest and Playwright tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
// Not test-results/: Playwright empties that folder when it starts.
const results = join(root, "test-reports");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", FORCE_COLOR: process.env.CI ? "0" : "1" };

function run(label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = r.status === 0;
  console.log(`=== ${label}: ${ok ? "ok" : `failed (exit ${r.status ?? r.signal})`}`);
  return ok;
}

/** Runs a step with its output held back and printed in one piece when it ends, so steps can run side by side. */
function runBuffered(label: string, cmd: string, args: string[]): Promise<boolean> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => out.push(b));
    child.on("close", (code, signal) => {
      const ok = code === 0;
      console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
      process.stdout.write(Buffer.concat(out));
      console.log(`=== ${label}: ${ok ? "ok" : `failed (exit ${code ?? signal})`} (${Math.round((Date.now() - started) / 1000)} s)`);
      done(ok);
    });
  });
}

/** The browser the e2e suite runs (playwright.config.ts): Debian's chromium-headless-shell package. */
function ensureChromium(): boolean {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${path} is missing: run \`sudo apt-get install -y chromium-headless-shell\` (Debian) and then \`npm test\` again.`);
    return false;
  }
  console.log(`=== chromium: ${path} is missing; installing Debian's chromium-headless-shell`);
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return Boolean(install && install.status === 0 && existsSync(path));
}

const bin = (name: string) => join(root, "node_modules", ".bin", name);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (!ensureChromium()) process.exit(1);

const steps: [string, boolean][] = [];
// Type checking, linting and the build do not depend on each other (the build does not write .react-router/types).
const [typechecked, linted, built] = await Promise.all([
  runBuffered("typecheck", "npm", ["run", "--silent", "typecheck"]),
  runBuffered("lint", "npm", ["run", "--silent", "lint"]),
  runBuffered("build", "npm", ["run", "--silent", "build"]),
]);
steps.push(["typecheck", typechecked], ["lint", linted]);
steps.push([
  "vitest",
  run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(results, "vitest.json")}`]),
]);
steps.push(["build", built]);
// The JavaScript budget per route (docs/decisions/009), read from the build just made.
steps.push(["js-budget", built && run("js-budget", process.execPath, [join(root, "scripts", "js-budget.ts")])]);
if (built) {
  steps.push([
    "e2e",
    run("e2e", bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, "e2e.json") }),
  ]);
} else {
  steps.push(["e2e", false]);
}

let passed = 0;
let failed = 0;
try {
  const v = JSON.parse(readFileSync(join(results, "vitest.json"), "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} catch {
  console.log("(no vitest results)");
}
try {
  const e = JSON.parse(readFileSync(join(results, "e2e.json"), "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected;
} catch {
  console.log("(no e2e results)");
}

console.log("\n=== summary");
for (const [name, ok] of steps) console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(steps.every(([, ok]) => ok) ? 0 : 1);
