/**
 * `npm test`: typecheck, lint and build side by side (each mostly one core; their output is printed as
 * each finishes), then vitest (unit and Workers-runtime tests), the JavaScript budget per route, then Playwright e2e.
 * Every step runs; the command fails when any step failed. Ends with one summary line
 * "tests: N passed, N failed" counting vitest and Playwright tests. Above the summary it names what failed: the
 * failed tests, or the last lines of a vitest run that ended without results (that run is then made once more).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LineTail, playwrightFailures, vitestFailures } from "./lib/test-report.ts";

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

/** Runs a step with its output shown as it comes and its last lines kept in `tail`. */
function runTee(label: string, cmd: string, args: string[], tail: LineTail): Promise<boolean> {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (b: Buffer) => (process.stdout.write(b), tail.push(b.toString("utf8"))));
    child.stderr.on("data", (b: Buffer) => (process.stderr.write(b), tail.push(b.toString("utf8"))));
    child.on("close", (code, signal) => {
      const ok = code === 0;
      console.log(`=== ${label}: ${ok ? "ok" : `failed (exit ${code ?? signal})`}`);
      done(ok);
    });
  });
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
const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(results, "vitest.json")}`];
let vitestTail = new LineTail(20);
let vitestOk = await runTee("vitest", bin("vitest"), vitestArgs, vitestTail);
// Vitest itself ended before it wrote its results (no test failed that could be named): once more, and the log says
// why the first run ended, so a crash is seen and not hidden.
const firstRunEnded: string[] = [];
if (!vitestOk && !existsSync(join(results, "vitest.json"))) {
  firstRunEnded.push("vitest's first run ended without results; its last lines:", ...vitestTail.text());
  console.log("=== vitest ended without results: running it once more");
  vitestTail = new LineTail(20);
  vitestOk = await runTee("vitest (second run)", bin("vitest"), vitestArgs, vitestTail);
}
steps.push(["vitest", vitestOk]);
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

const readJson = (name: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(results, name), "utf8"));
  } catch {
    return null;
  }
};
let passed = 0;
let failed = 0;
// Why a step failed, printed just above the summary (scripts/lib/test-report.ts).
const reasons: string[] = [...firstRunEnded];
const vitestReport = readJson("vitest.json") as ({ numPassedTests: number; numFailedTests: number } & Parameters<typeof vitestFailures>[0]) | null;
if (vitestReport) {
  passed += vitestReport.numPassedTests;
  failed += vitestReport.numFailedTests;
  if (!vitestOk) reasons.push("vitest failures:", ...vitestFailures(vitestReport, root));
} else {
  console.log("(no vitest results)");
  reasons.push("vitest ended without results; its last lines:", ...vitestTail.text());
}
const e2eReport = readJson("e2e.json") as ({ stats: { expected: number; unexpected: number; flaky: number } } & Parameters<typeof playwrightFailures>[0]) | null;
if (e2eReport) {
  passed += e2eReport.stats.expected + e2eReport.stats.flaky;
  failed += e2eReport.stats.unexpected;
  if (e2eReport.stats.unexpected > 0) reasons.push("e2e failures:", ...playwrightFailures(e2eReport));
} else {
  console.log("(no e2e results)");
}
if (reasons.length > 0) console.log(`\n=== what went wrong\n${reasons.join("\n")}`);

console.log("\n=== summary");
for (const [name, ok] of steps) console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(steps.every(([, ok]) => ok) ? 0 : 1);
