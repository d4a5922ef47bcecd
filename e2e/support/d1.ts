/**
 * What a spec cannot do through a page in its own time: move the e2e server's local D1 (scripts/e2e-server.ts
 * keeps it in .wrangler/e2e-state-{port}) with `wrangler d1 execute --local`, e.g. an order delivered days ago
 * (a controlled clock).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { harnessEnv } from "../../scripts/lib/wrangler-bin.ts";

const root = join(import.meta.dirname, "..", "..");
const state = join(root, ".wrangler", `e2e-state-${process.env.E2E_PORT ?? "8788"}`);

/** The running server's D1 holds the same SQLite file: a write at the same moment is told "busy". */
const BUSY = /SQLITE_BUSY|database is locked/iu;
const ATTEMPTS = 5;

export function d1Execute(sql: string): void {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", state, "--config", join(root, "wrangler.toml"), "--command", sql];
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...harnessEnv },
    });
    if (r.status === 0) return;
    if (attempt === ATTEMPTS || !BUSY.test(r.stderr ?? "")) {
      process.stderr.write(r.stderr ?? "");
      throw new Error(`wrangler d1 execute failed (exit ${r.status ?? r.signal}): ${sql.slice(0, 120)}`);
    }
    // Wait a moment (synchronously: the callers are synchronous) and write again.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
}

const quote = (s: string) => `'${s.replace(/'/gu, "''")}'`;

/** The order as delivered `daysAgo` days ago (fulfilment 'delivered'). */
export function deliverOrder(number: string, daysAgo: number): void {
  d1Execute(`UPDATE orders SET fulfilment = 'delivered', delivered_at = unixepoch() - ${Math.round(daysAgo * 86_400)} WHERE number = ${quote(number)}`);
}
