/**
 * The order list's goal for `BENCH_ONLY=orders BENCH_SIZES=seed npm run bench` (scripts/bench.ts): 10 000
 * generated orders (scripts/lib/generate-orders.ts) written into the bench's local D1, then GET
 * /beheer/api/orders as a signed-in member of staff over a mix of what staff ask (no filter, each filter, a
 * date range, the search box's kinds: order number, name, e-mail, postcode; a second page), sequentially on
 * one kept-alive connection: p50/p95 against the goal p95 <= 100 ms (docs/measurements/035-order-list.md).
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generatedOrdersSql, generateOrders } from "./lib/generate-orders.ts";

export const BENCH_ORDER_COUNT = 10_000;
export const ORDER_LIST_GOAL_MS = 100;

/** The development sign-in's cookie (app/lib/beheer/constants.ts STAFF_COOKIE). */
const STAFF_COOKIE = "__Host-droomnest_beheer";

/**
 * Writes the generated orders into the bench's local state (wrangler d1 execute --local --persist-to) and a
 * development session of the owner (the row the development sign-in makes: SHA-256 of the cookie's token);
 * answers the Cookie header of that session.
 */
export function seedBenchOrders(root: string, state: string, env: NodeJS.ProcessEnv, count = BENCH_ORDER_COUNT): string {
  const dir = mkdtempSync(join(tmpdir(), "droomnest-bench-orders-"));
  const nowS = Math.floor(Date.now() / 1000);
  const { session, cookie } = benchOwnerSession(nowS);
  try {
    const file = join(dir, "orders.sql");
    writeFileSync(file, [...generatedOrdersSql(generateOrders(count, nowS)), ...session].join("\n"));
    execFileSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file, "--yes"], { cwd: root, stdio: "inherit", env });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return cookie;
}

/** SQL for the owner's development session (the row the development sign-in makes: SHA-256 of the token) and its Cookie header. */
export function benchOwnerSession(nowS: number): { session: string[]; cookie: string } {
  const token = randomBytes(32).toString("base64url");
  return {
    session: [
      `INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES ('bench@droomnest.nl', 'Bench', 'eigenaar', 1, ${nowS}, ${nowS}) ON CONFLICT (email) DO NOTHING;`,
      `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) SELECT '${createHash("sha256").update(token).digest("hex")}', id, ${nowS}, ${nowS + 6 * 3600} FROM staff WHERE email = 'bench@droomnest.nl';`,
    ],
    cookie: `${STAFF_COOKIE}=${token}`,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function getJson(origin: string, path: string, cookie: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: hostname, port, path, agent, headers: { cookie, accept: "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

/** The queries staff send, over the generated set's names, postcodes and numbers. */
function listPaths(nextCursor: string): string[] {
  const base = "/beheer/api/orders";
  const queries = [
    "",
    "?status=paid",
    "?status=pending",
    "?fulfilment=processing",
    "?method=bancontact",
    "?country=BE",
    "?from=2026-01-01&to=2026-03-31",
    "?status=paid&country=NL&method=ideal",
    "?q=KJD5004321",
    "?q=500432",
    "?q=jansen",
    "?q=Emma%20de%20Vries",
    "?q=emma.devries",
    "?q=3511%20AB",
    "?q=2000",
    `?cursor=${nextCursor}`,
  ];
  return queries.map((q) => `${base}${q}`);
}

/** p50/p95 (ms) of `n` sequential list requests; a request that does not answer 200 stops the bench. */
export async function orderListGoal(origin: string, cookie: string, n = 320): Promise<{ p50: number; p95: number }> {
  const first = await getJson(origin, "/beheer/api/orders", cookie);
  if (first.status !== 200) throw new Error(`bench: /beheer/api/orders answered ${first.status} ${first.body.slice(0, 200)}`);
  const page = JSON.parse(first.body) as { data: { total: number; next: string | null } };
  if (page.data.total < BENCH_ORDER_COUNT) throw new Error(`bench: only ${page.data.total} orders in the list`);
  const paths = listPaths(page.data.next ?? "");
  // Warm-up: the isolate compiles the list's code on its first requests.
  for (let i = 0; i < 40; i++) await getJson(origin, paths[i % paths.length]!, cookie);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const path = paths[i % paths.length]!;
    const t = performance.now();
    const res = await getJson(origin, path, cookie);
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)]!, p95: times[Math.floor(n * 0.95)]! };
}
