/**
 * The back office's own administration through the API (docs/decisions/035): staff management and settings
 * for the owner only (a medewerker gets 403), every write through the CSRF rule and with its audit row, the
 * audit log readable with its filters.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { worker } from "../../../helpers/http";
import { beheerFetch, staffSession } from "../../../helpers/staff";

type Json = { data?: unknown; error?: { code: string; message: string; fields?: Record<string, string> } };
const json = async (res: Response) => (await res.json()) as Json;
const send = (method: string, path: string, body: unknown, role: "eigenaar" | "medewerker" = "eigenaar") => beheerFetch(path, { method, body: JSON.stringify(body) }, role);

beforeAll(async () => {
  await staffSession("eigenaar");
  await staffSession("medewerker");
});

describe("roles", () => {
  it.each([
    ["GET", "/beheer/api/staff"],
    ["POST", "/beheer/api/staff"],
    ["PATCH", "/beheer/api/staff/1"],
    ["GET", "/beheer/api/settings"],
    ["PUT", "/beheer/api/settings"],
  ])("a medewerker gets 403 on %s %s", async (method, path) => {
    const res = await beheerFetch(path, { method, body: method === "GET" ? undefined : "{}" }, "medewerker");
    expect(res.status).toBe(403);
    expect((await json(res)).error).toEqual({ code: "not_allowed", message: "Dit mag je rol niet. Vraag de eigenaar als je dit toch nodig hebt." });
  });

  it("a medewerker reads the audit log and the overview", async () => {
    expect((await beheerFetch("/beheer/api/audit", {}, "medewerker")).status).toBe(200);
    expect((await beheerFetch("/beheer/api/overview", {}, "medewerker")).status).toBe(200);
  });
});

describe("staff management", () => {
  it("the owner adds a member, changes the role, deactivates; each write leaves its audit row", async () => {
    const added = await send("POST", "/beheer/api/staff", { email: " Noor@Droomnest.nl ", name: "Noor Bakker", role: "medewerker" });
    expect(added.status).toBe(201);
    const noor = (await json(added)).data as { id: number; email: string };
    expect(noor.email).toBe("noor@droomnest.nl");
    expect((await send("POST", "/beheer/api/staff", { email: "noor@droomnest.nl", name: "Noor", role: "eigenaar" })).status).toBe(409);
    const role = await send("PATCH", `/beheer/api/staff/${noor.id}`, { role: "eigenaar" });
    expect((await json(role)).data).toMatchObject({ role: "eigenaar" });
    const off = await send("PATCH", `/beheer/api/staff/${noor.id}`, { active: false });
    expect((await json(off)).data).toMatchObject({ active: false });
    const { results } = await env.DB.prepare("SELECT action, staff_email FROM audit_log WHERE entity = 'staff' AND entity_id = ?1 ORDER BY id").bind(String(noor.id)).all();
    expect(results).toEqual([
      { action: "staff.add", staff_email: "eva@droomnest.nl" },
      { action: "staff.role", staff_email: "eva@droomnest.nl" },
      { action: "staff.deactivate", staff_email: "eva@droomnest.nl" },
    ]);
  });

  it("refuses bad input in Dutch per field, and the last owner's demotion", async () => {
    const bad = await json(await send("POST", "/beheer/api/staff", { email: "geen-adres", name: "", role: "baas" }));
    expect(bad.error?.code).toBe("invalid_input");
    expect(bad.error?.fields).toEqual({ email: "Vul een geldig e-mailadres in.", name: "Vul een naam in.", role: "Kies de rol eigenaar of medewerker." });
    const { staff } = await staffSession("eigenaar");
    await env.DB.prepare("UPDATE staff SET active = 0 WHERE role = 'eigenaar' AND id <> ?1").bind(staff.id).run();
    const last = await send("PATCH", `/beheer/api/staff/${staff.id}`, { role: "medewerker" });
    expect(last.status).toBe(409);
    expect((await json(last)).error?.message).toBe("Er moet altijd minstens één actieve eigenaar zijn.");
    expect((await send("PATCH", "/beheer/api/staff/999999", { role: "medewerker" })).status).toBe(404);
    // One change at a time, and only these two.
    for (const body of [{}, { role: "eigenaar", active: false }, { active: true }, { name: "Nieuw" }]) {
      const res = await send("PATCH", `/beheer/api/staff/${staff.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json(res)).error?.message).toBe("Kies een wijziging: een rol, of deactiveren.");
    }
  });

  it("a cross-site write is refused by the CSRF rule and changes nothing", async () => {
    const { headers } = await staffSession("eigenaar");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM staff").first();
    const res = await worker("/beheer/api/staff", {
      method: "POST",
      headers: { ...headers, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "mallory@evil.example", name: "Mallory", role: "eigenaar" }),
    });
    expect(res.status).toBe(403);
    expect((await json(res)).error?.code).toBe("csrf_rejected");
    // A form post (what a cross-site page can send without CORS) is not JSON: refused too.
    const form = await worker("/beheer/api/staff", { method: "POST", headers: { ...headers, "Content-Type": "text/plain" }, body: "{}" });
    expect(form.status).toBe(415);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff").first()).toEqual(before);
  });
});

describe("settings", () => {
  it("the owner reads the defaults and saves the refund limit in euros as cents, with audit rows", async () => {
    expect((await json(await beheerFetch("/beheer/api/settings"))).data).toEqual({ refund_limit_cents: 10_000, refund_limit_euros: "100", order_mail_enabled: true, order_mail_address: "bestellingen@droomnest.nl", daily_summary_enabled: true });
    const saved = await send("PUT", "/beheer/api/settings", { refund_limit_euros: "250,50", order_mail_enabled: false, order_mail_address: "winkel@droomnest.nl", daily_summary_enabled: true });
    expect((await json(saved)).data).toMatchObject({ refund_limit_cents: 25_050, refund_limit_euros: "250,50", changed: ["refund_limit_cents", "order_mail_enabled", "order_mail_address"] });
    const { results } = await env.DB.prepare("SELECT entity_id, before, after FROM audit_log WHERE entity = 'setting' ORDER BY id").all();
    expect(results).toEqual([
      { entity_id: "refund_limit_cents", before: "10000", after: "25050" },
      { entity_id: "order_mail_enabled", before: "true", after: "false" },
      { entity_id: "order_mail_address", before: '"bestellingen@droomnest.nl"', after: '"winkel@droomnest.nl"' },
    ]);
  });

  it("refuses a bad amount in Dutch and changes nothing", async () => {
    const res = await send("PUT", "/beheer/api/settings", { refund_limit_euros: "-5", order_mail_enabled: true, order_mail_address: "x@droomnest.nl", daily_summary_enabled: true });
    expect(res.status).toBe(422);
    expect((await json(res)).error?.fields?.refund_limit_euros).toBe("Vul een bedrag in euro's in, zoals 250 of 99,95.");
    expect((await json(await beheerFetch("/beheer/api/settings"))).data).toMatchObject({ refund_limit_cents: 25_050 });
  });
});

describe("audit log", () => {
  it("filters by entity and member of staff and refuses a bad date in Dutch", async () => {
    const list = (await json(await beheerFetch("/beheer/api/audit?entity=setting&staff=eva%40droomnest.nl"))).data as { rows: { entity: string }[]; entities: string[] };
    expect(list.rows.length).toBeGreaterThan(0);
    expect(new Set(list.rows.map((r) => r.entity))).toEqual(new Set(["setting"]));
    expect(list.entities).toEqual(expect.arrayContaining(["setting", "staff"]));
    const bad = await beheerFetch("/beheer/api/audit?from=2026-13-01");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error?.message).toBe("Deze datum bestaat niet.");
  });
});
