/**
 * Staff management (docs/decisions/035): add, change role, deactivate, each with its audit row in the same
 * batch; the shop always keeps one active owner; a replay changes nothing and leaves no second row.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { addStaff, changeStaffRole, deactivateStaff, listStaff } from "../../../../worker/store/backoffice/staff-admin";

const NOW = 1_790_000_000;
let owner: { id: number; email: string };

async function audit() {
  const { results } = await env.DB.prepare("SELECT staff_email, action, entity, entity_id, before, after FROM audit_log ORDER BY id").all();
  return results;
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM staff_sessions"), env.DB.prepare("DELETE FROM staff")]);
  const row = await env.DB.prepare("INSERT INTO staff (email, name, role, created_at, updated_at) VALUES ('eva@droomnest.nl', 'Eva de Vries', 'eigenaar', 1, 1) RETURNING id").first<{ id: number }>();
  owner = { id: row!.id, email: "eva@droomnest.nl" };
});

describe("staff management", () => {
  it("adds a member with its audit row; the same e-mail again is refused and writes nothing", async () => {
    const added = await addStaff(env.DB, owner, { email: "sem@droomnest.nl", name: "Sem Jansen", role: "medewerker" }, NOW);
    expect(added).toMatchObject({ ok: true, member: { email: "sem@droomnest.nl", role: "medewerker", active: true } });
    const again = await addStaff(env.DB, owner, { email: "sem@droomnest.nl", name: "Iemand Anders", role: "eigenaar" }, NOW + 1);
    expect(again).toEqual({ ok: false, reason: "exists" });
    expect((await listStaff(env.DB)).map((s) => [s.email, s.name, s.role])).toEqual([
      ["eva@droomnest.nl", "Eva de Vries", "eigenaar"],
      ["sem@droomnest.nl", "Sem Jansen", "medewerker"],
    ]);
    expect(await audit()).toEqual([{ staff_email: "eva@droomnest.nl", action: "staff.add", entity: "staff", entity_id: String(added.ok && added.member.id), before: null, after: '{"role":"medewerker","active":1}' }]);
  });

  it("changes a role with before and after; the same change again leaves no second row", async () => {
    const sem = await addStaff(env.DB, owner, { email: "sem@droomnest.nl", name: "Sem Jansen", role: "medewerker" }, NOW);
    const id = sem.ok ? sem.member.id : 0;
    expect(await changeStaffRole(env.DB, owner, id, "eigenaar", NOW)).toMatchObject({ ok: true, changed: true, member: { role: "eigenaar" } });
    expect(await changeStaffRole(env.DB, owner, id, "eigenaar", NOW)).toMatchObject({ ok: true, changed: false });
    expect((await audit()).filter((r) => r.action === "staff.role")).toEqual([
      { staff_email: "eva@droomnest.nl", action: "staff.role", entity: "staff", entity_id: String(id), before: '{"role":"medewerker"}', after: '{"role":"eigenaar"}' },
    ]);
  });

  it("never demotes or deactivates the last active owner", async () => {
    expect(await changeStaffRole(env.DB, owner, owner.id, "medewerker", NOW)).toEqual({ ok: false, reason: "last_owner" });
    expect(await deactivateStaff(env.DB, owner, owner.id, NOW)).toEqual({ ok: false, reason: "last_owner" });
    expect(await listStaff(env.DB)).toMatchObject([{ role: "eigenaar", active: true }]);
    expect(await audit()).toEqual([]);
    // With a second owner the first may step down.
    const ann = await addStaff(env.DB, owner, { email: "ann@droomnest.nl", name: "Ann", role: "eigenaar" }, NOW);
    expect(ann.ok).toBe(true);
    expect(await changeStaffRole(env.DB, owner, owner.id, "medewerker", NOW)).toMatchObject({ ok: true, changed: true });
  });

  it("deactivates a member: no sign-in sessions left, audit row once", async () => {
    const sem = await addStaff(env.DB, owner, { email: "sem@droomnest.nl", name: "Sem Jansen", role: "medewerker" }, NOW);
    const id = sem.ok ? sem.member.id : 0;
    await env.DB.prepare("INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES ('h', ?1, ?2, ?3)").bind(id, NOW, NOW + 3600).run();
    expect(await deactivateStaff(env.DB, owner, id, NOW)).toMatchObject({ ok: true, changed: true, member: { active: false } });
    expect(await deactivateStaff(env.DB, owner, id, NOW)).toMatchObject({ ok: true, changed: false });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_sessions").first()).toEqual({ n: 0 });
    expect((await audit()).filter((r) => r.action === "staff.deactivate")).toHaveLength(1);
  });

  it("an unknown id is not found", async () => {
    expect(await changeStaffRole(env.DB, owner, 9999, "eigenaar", NOW)).toEqual({ ok: false, reason: "not_found" });
    expect(await deactivateStaff(env.DB, owner, 9999, NOW)).toEqual({ ok: false, reason: "not_found" });
  });
});
