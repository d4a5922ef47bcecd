/**
 * What a spec cannot do through a page in its own time: move the e2e server's local D1 (scripts/e2e-server.ts
 * keeps it in .wrangler/e2e-state-{port}) with `wrangler d1 execute --local`, e.g. an order delivered days ago
 * (a controlled clock).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const state = join(root, ".wrangler", `e2e-state-${process.env.E2E_PORT ?? "8788"}`);

export function d1Execute(sql: string): void {
  execFileSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--config", join(root, "wrangler.toml"), "--command", sql], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
}

const quote = (s: string) => `'${s.replace(/'/gu, "''")}'`;

/** The order as delivered `daysAgo` days ago (fulfilment 'delivered'). */
export function deliverOrder(number: string, daysAgo: number): void {
  d1Execute(`UPDATE orders SET fulfilment = 'delivered', delivered_at = unixepoch() - ${Math.round(daysAgo * 86_400)} WHERE number = ${quote(number)}`);
}
