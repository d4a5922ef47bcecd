/**
 * A member of staff signed in for a spec (docs/decisions/035): the staff row and a development session are
 * written straight into the e2e server's local D1 (scripts/e2e-server.ts keeps it in .wrangler/e2e-state-PORT),
 * and the session's cookie is put into the browser context, as the development sign-in would.
 */
import { createHash, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";

const root = join(import.meta.dirname, "..", "..");
const STAFF = {
  eigenaar: { email: "eva@droomnest.nl", name: "Eva de Vries" },
  medewerker: { email: "sem@droomnest.nl", name: "Sem Jansen" },
} as const;

export async function signInStaff(context: BrowserContext, baseURL: string, role: keyof typeof STAFF = "medewerker"): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const now = Math.floor(Date.now() / 1000);
  const { email, name } = STAFF[role];
  const port = new URL(baseURL).port;
  const sql = `INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES ('${email}', '${name}', '${role}', 1, ${now}, ${now})
      ON CONFLICT (email) DO UPDATE SET active = 1, role = excluded.role;
    INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) SELECT '${hash}', id, ${now}, ${now + 3600} FROM staff WHERE email = '${email}';`;
  execFileSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", join(root, ".wrangler", `e2e-state-${port}`), "--command", sql],
    { cwd: root, stdio: "pipe", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  // A __Host- cookie must be Secure; Chromium sends Secure cookies to http://localhost (a trustworthy origin).
  await context.addCookies([{ name: "__Host-droomnest_beheer", value: token, url: baseURL.replace(/^http:/u, "https:"), secure: true, httpOnly: true, sameSite: "Lax" }]);
}
