/**
 * `npm run bench` (no thresholds; not part of npm test): builds, starts the built Worker in workerd
 * with a fresh seeded state, and loads each target with autocannon for 10 s.
 * Prints req/s, p50 and p99 latency, and each target's ratio to the floor (/v1/health); writes the
 * figures as JSON to bench-results/ (git-ignored). Also prints the gzip size of the JavaScript that
 * the home page loads.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = join(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 8790);
const origin = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

interface Target {
  name: string;
  path: string;
}

const targets: Target[] = [
  { name: "floor: /v1/health", path: "/v1/health" },
  { name: "static asset", path: "/favicon.svg" },
  { name: "api: navigation (KV cache)", path: "/v1/content/navigation" },
  { name: "SSR home page", path: "/" },
];

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

function load(path: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}${path}`, connections: 10, duration, headers: { "user-agent": UA, accept: "text/html,application/json" } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

async function homeJsGzip(): Promise<{ files: { file: string; gzip: number }[]; total: number }> {
  const html = await (await fetch(`${origin}/`, { headers: { "user-agent": UA } })).text();
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/gu)) files.add(m[1]!);
  for (const m of html.matchAll(/(?:import\(|from )"(\/assets\/[^"]+\.js)"/gu)) files.add(m[1]!);
  const out = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(root, "build", "client", file))).length }));
  return { files: out, total: out.reduce((n, f) => n + f.gzip, 0) };
}

async function main() {
  console.log("bench: building");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  const state = join(root, ".wrangler", "bench-state");
  execFileSync(process.execPath, [join(root, "kv-seed", "seed.ts"), "--persist-to", state], { cwd: root, stdio: "inherit" });
  const server = spawn(
    join(root, "node_modules", ".bin", "wrangler"),
    ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--log-level", "error", "--show-interactive-dev-session=false"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  try {
    await waitFor(`${origin}/v1/health`, 60_000);
    const rows: { name: string; path: string; reqPerSec: number; p50: number; p99: number; ratioReqPerSec?: number; ratioP99?: number }[] = [];
    for (const t of targets) {
      await load(t.path).catch(() => undefined); // warm-up pass is the first second of the real run below
      const r = await load(t.path);
      rows.push({ name: t.name, path: t.path, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      console.log(`bench: ${t.name} done`);
    }
    const floor = rows[0]!;
    for (const r of rows) {
      r.ratioReqPerSec = r.reqPerSec / floor.reqPerSec;
      r.ratioP99 = r.p99 / Math.max(floor.p99, 0.001);
    }
    console.log(`\n${"target".padEnd(30)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"req/s vs floor".padStart(15)} ${"p99 vs floor".padStart(13)}`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(30)} ${r.reqPerSec.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.ratioReqPerSec!.toFixed(2).padStart(15)} ${r.ratioP99!.toFixed(2).padStart(13)}`,
      );
    }
    const js = await homeJsGzip();
    console.log(`\nJavaScript loaded by the home page: ${(js.total / 1024).toFixed(1)} KB gzip in ${js.files.length} files`);
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
    const dir = join(root, "bench-results");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/gu, "-")}.json`);
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), durationS: duration, rows, homeJs: js }, null, 2));
    console.log(`\nbench: figures written to ${file}`);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
