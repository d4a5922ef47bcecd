/**
 * Staff in tests (docs/decisions/035): the seeded demo staff, or their rows made here when a test's D1 has none,
 * signed in through a real development session (the identity the Worker checks in development).
 */
import { env } from "cloudflare:workers";
import type { Staff, StaffRole } from "../../worker/domain/backoffice/permissions";
import { createStaffSession } from "../../worker/store/backoffice/staff";
import { STAFF_COOKIE } from "../../app/lib/beheer/constants";
import { ORIGIN, worker } from "./http";

/** The demo seed's staff, one per role. */
export const DEMO_STAFF: Record<StaffRole, { email: string; name: string }> = {
  eigenaar: { email: "eva@droomnest.nl", name: "Eva de Vries" },
  medewerker: { email: "sem@droomnest.nl", name: "Sem Jansen" },
};

/** The (active) member of staff of a role, made when missing. */
export async function staffMember(role: StaffRole): Promise<Staff> {
  const { email, name } = DEMO_STAFF[role];
  const nowS = Math.floor(Date.now() / 1000);
  await env.DB.prepare(
    `INSERT INTO staff (email, name, role, active, created_at, updated_at) VALUES (?1, ?2, ?3, 1, ?4, ?4)
     ON CONFLICT (email) DO UPDATE SET active = 1, role = excluded.role`,
  )
    .bind(email, name, role, nowS)
    .run();
  return (await env.DB.prepare("SELECT id, email, name, role FROM staff WHERE email = ?1").bind(email).first<Staff>())!;
}

/**
 * A signed-in member of staff: `headers` carry the development session's cookie and a same-origin Origin
 * (a back-office write passes the CSRF rule with them; JSON writes add their Content-Type).
 */
export async function staffSession(role: StaffRole = "eigenaar"): Promise<{ staff: Staff; token: string; headers: Record<string, string> }> {
  const staff = await staffMember(role);
  const token = (await createStaffSession(env.DB, staff.id, Math.floor(Date.now() / 1000)))!;
  return { staff, token, headers: { Cookie: `${STAFF_COOKIE}=${token}`, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } };
}

/** A call of the back office's API (or a page) as a signed-in member of staff; a JSON body gets its Content-Type. */
export async function beheerFetch(path: string, init: RequestInit = {}, role: StaffRole = "eigenaar"): Promise<Response> {
  const { headers } = await staffSession(role);
  const merged = new Headers(init.headers);
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value);
  if (typeof init.body === "string" && !merged.has("Content-Type")) merged.set("Content-Type", "application/json");
  return worker(path, { ...init, headers: merged });
}
