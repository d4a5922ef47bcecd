/**
 * A member of staff signed in for the back-office specs: a development session (what the development
 * sign-in makes: the staff row, and SHA-256 of the cookie's token in staff_sessions) written into the e2e
 * server's local D1 with wrangler, and its cookie given to the browser. The write comes from another process
 * than the server's: make the session once per spec file (beforeAll, a serial file) while nothing else
 * writes, then give each test's browser the cookie (staffCookie).
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { STAFF_COOKIE } from "../../app/lib/beheer/constants";

const root = join(import.meta.dirname, "..", "..");

export const E2E_STAFF = {
  eigenaar: { email: "eva@droomnest.nl", name: "Eva de Vries" },
  medewerker: { email: "sem@droomnest.nl", name: "Sem Jansen" },
} as const;

/** Makes a development session of the role's member of staff; answers the cookie's token. */
export function staffSessionToken(baseURL: string, role: keyof typeof E2E_STAFF = "eigenaar"): string {
  const { email, name } = E2E_STAFF[role];
  const token = randomBytes(32).toString("base64url");
  const nowS = Math.floor(Date.now() / 1000);
  const sql = [
    `INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES ('${email}', '${name}', '${role}', 1, ${nowS}, ${nowS}) ON CONFLICT (email) DO UPDATE SET active = 1;`,
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) SELECT '${createHash("sha256").update(token).digest("hex")}', id, ${nowS}, ${nowS + 3600} FROM staff WHERE email = '${email}';`,
  ].join(" ");
  const port = new URL(baseURL).port;
  execFileSync(join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", join(root, ".wrangler", `e2e-state-${port}`), "--command", sql, "--yes"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  return token;
}

/** Gives a browser context the session's cookie. */
export async function staffCookie(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: STAFF_COOKIE, value: token, domain: new URL(baseURL).hostname, path: "/", secure: true, httpOnly: true, sameSite: "Lax" }]);
}
