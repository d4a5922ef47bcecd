/**
 * What a spec cannot do through a page in its own time: move the e2e server's local D1 (scripts/e2e-server.ts
 * keeps it in .wrangler/e2e-state-{port}) with `wrangler d1 execute --local`, e.g. an order delivered days ago
 * (a controlled clock), or a member of staff's development sign-in session (docs/decisions/035).
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { STAFF_COOKIE } from "../../app/lib/beheer/constants";

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

/** Signs the browser context in as the demo owner (eigenaar) through a development session of its own (docs/decisions/035). */
export async function signInStaff(context: BrowserContext, baseURL: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  d1Execute(
    `INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES ('eva@droomnest.nl', 'Eva de Vries', 'eigenaar', 1, unixepoch(), unixepoch())
       ON CONFLICT (email) DO UPDATE SET active = 1;
     INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) SELECT ${quote(hash)}, id, unixepoch(), unixepoch() + 3600 FROM staff WHERE email = 'eva@droomnest.nl';`,
  );
  // The cookie as the Worker's sign-in would set it (a __Host- cookie: only a response can set it on http://localhost).
  const page = await context.newPage();
  await page.route(`${baseURL}/e2e-staff-sign-in`, (route) =>
    route.fulfill({ status: 200, contentType: "text/plain", headers: { "Set-Cookie": `${STAFF_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Lax` }, body: "ok" }),
  );
  await page.goto(`${baseURL}/e2e-staff-sign-in`);
  await page.close();
}
