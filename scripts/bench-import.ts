/**
 * The catalogue import's goal for `BENCH_ONLY=import BENCH_SIZES=seed npm run bench` (scripts/bench.ts,
 * docs/decisions/040): a generated CSV of 20 000 new products (two variants each, brands and the category
 * of the demo seed) is sent to the local Worker as the owner: the dry run (POST /beheer/api/catalogue/uploads)
 * and the import of that file (POST .../uploads/{hash}/import), each timed once, against the goal: 20 000
 * products imported in at most 60 s locally.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { benchOwnerSession } from "./bench-orders.ts";

export const BENCH_IMPORT_COUNT = 20_000;
export const IMPORT_GOAL_S = 60;

/** The owner's development session in the bench's local D1; answers its Cookie header. */
export function seedBenchOwner(root: string, state: string, env: NodeJS.ProcessEnv): string {
  const { session, cookie } = benchOwnerSession(Math.floor(Date.now() / 1000));
  execFileSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", session.join("\n"), "--yes"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env });
  return cookie;
}

/** The import file: the columns of app/lib/beheer/types/import.ts, ";" as Dutch Excel writes, euros with a comma. */
export function benchCatalogueCsv(root: string, count = BENCH_IMPORT_COUNT): string {
  const brands = (JSON.parse(readFileSync(join(root, "kv-seed", "catalog", "brands.json"), "utf8")) as { slug: string }[]).map((b) => b.slug);
  const lines = ["sku;slug;title;brand;type;main_category;categories;description;specifications;delivery;color_title;color_hex;price;available;variant_sku;options;price_delta;stock"];
  for (let i = 1; i <= count; i++) {
    const sku = `BENCH-${String(i).padStart(6, "0")}`;
    lines.push(
      `${sku};bench-matras-${i};Benchmatras ${i};${brands[i % brands.length]};matras;matrassen;matrassen;"Een matras voor de bench; nummer ${i}.";"Hoogte: 20 cm\nKern: pocketvering";1-2 werkdagen;Wit;#ffffff;${199 + (i % 300)},95;ja;${sku}-80;maat=80x200;0;10`,
      `${sku};;;;;;;;;;;;;;${sku}-90;maat=90x200;10,00;5`,
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function postJson(origin: string, path: string, cookie: string, body: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path, method: "POST", headers: { cookie, origin, "content-type": "application/json", "content-length": Buffer.byteLength(body), accept: "application/json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The dry run's and the import's time (s) of the generated file; anything but success stops the bench. */
export async function importGoal(root: string, origin: string, cookie: string, count = BENCH_IMPORT_COUNT): Promise<{ dryRunS: number; importS: number; bytes: number }> {
  const csv = benchCatalogueCsv(root, count);
  const body = JSON.stringify({ name: "bench-catalogus.csv", content: csv });
  let t = performance.now();
  const check = await postJson(origin, "/beheer/api/catalogue/uploads", cookie, body);
  const dryRunS = (performance.now() - t) / 1000;
  if (check.status !== 201) throw new Error(`bench: the dry run answered ${check.status} ${check.body.slice(0, 300)}`);
  const report = JSON.parse(check.body) as { data: { hash: string; errors: unknown[]; counts: { created: number } } };
  if (report.data.errors.length > 0 || report.data.counts.created !== count) throw new Error(`bench: the dry run found ${JSON.stringify(report.data.errors.slice(0, 3))}, ${report.data.counts.created} new`);
  t = performance.now();
  const done = await postJson(origin, `/beheer/api/catalogue/uploads/${report.data.hash}/import`, cookie, "{}");
  const importS = (performance.now() - t) / 1000;
  if (done.status !== 200) throw new Error(`bench: the import answered ${done.status} ${done.body.slice(0, 300)}`);
  return { dryRunS, importS, bytes: Buffer.byteLength(csv) };
}

export function printImportGoal(r: { dryRunS: number; importS: number; bytes: number }, count = BENCH_IMPORT_COUNT): void {
  console.log(`\nCatalogue import (${count} new products, ${(r.bytes / 1024 / 1024).toFixed(1)} MB CSV, docs/decisions/040):`);
  console.log(`  dry run ${r.dryRunS.toFixed(1)} s; import ${r.importS.toFixed(1)} s (goal <= ${IMPORT_GOAL_S} s: ${r.importS <= IMPORT_GOAL_S ? "met" : "NOT met"}); together ${(r.dryRunS + r.importS).toFixed(1)} s`);
}
