/**
 * The audit log page's query (docs/decisions/035): filters by entity, staff and date (calendar days in the
 * Netherlands), newest first, paginated.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { amsterdamDayStart, auditQuerySchema } from "../../../../worker/domain/backoffice/audit-query";
import { auditStatement } from "../../../../worker/store/backoffice/audit";
import { searchAudit } from "../../../../worker/store/backoffice/audit-search";

const eva = { id: 1, email: "eva@droomnest.nl" };
const sem = { id: 2, email: "sem@droomnest.nl" };
// 2026-07-01 00:30 in Amsterdam (summer time, UTC+2) is 2026-06-30 22:30 UTC.
const JULY_1_0030 = Date.UTC(2026, 5, 30, 22, 30) / 1000;

const query = (input: Record<string, string>) => auditQuerySchema.parse(input);

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO staff (id, email, name, role, created_at, updated_at) VALUES (1, 'eva@droomnest.nl', 'Eva', 'eigenaar', 1, 1), (2, 'sem@droomnest.nl', 'Sem', 'medewerker', 1, 1)"),
    auditStatement(env.DB, eva, { action: "setting.update", entity: "setting", entityId: "refund_limit_cents", before: 10000, after: 5000 }, JULY_1_0030 - 3600),
    auditStatement(env.DB, sem, { action: "order.ship", entity: "order", entityId: 7, before: { fulfilment: "processing" }, after: { fulfilment: "shipped" } }, JULY_1_0030),
    ...Array.from({ length: 5 }, (_, i) => auditStatement(env.DB, eva, { action: "staff.role", entity: "staff", entityId: 2, before: null, after: { role: "medewerker" } }, JULY_1_0030 + 86_400 + i)),
  ]);
});

describe("audit log search", () => {
  it("lists newest first and pages through", async () => {
    const first = await searchAudit(env.DB, query({}), 3);
    expect(first.rows.map((r) => r.action)).toEqual(["staff.role", "staff.role", "staff.role"]);
    expect(first.hasNext).toBe(true);
    const last = await searchAudit(env.DB, query({ page: "3" }), 3);
    expect(last.rows.map((r) => r.action)).toEqual(["setting.update"]);
    expect(last.hasNext).toBe(false);
    expect(first.entities).toEqual(["order", "setting", "staff"]);
    expect(first.authors).toEqual(["eva@droomnest.nl", "sem@droomnest.nl"]);
  });

  it("filters by entity (and its id) and by member of staff", async () => {
    expect((await searchAudit(env.DB, query({ entity: "order" }))).rows.map((r) => [r.entity, r.entity_id])).toEqual([["order", "7"]]);
    expect((await searchAudit(env.DB, query({ entity: "staff", entity_id: "3" }))).rows).toEqual([]);
    expect((await searchAudit(env.DB, query({ staff: "SEM@droomnest.nl" }))).rows.map((r) => r.staff_email)).toEqual(["sem@droomnest.nl"]);
  });

  it("filters by calendar day in the Netherlands: 00:30 on 1 July belongs to 1 July", async () => {
    expect(amsterdamDayStart("2026-07-01")).toBe(Date.UTC(2026, 5, 30, 22, 0) / 1000);
    expect(amsterdamDayStart("2026-01-15")).toBe(Date.UTC(2026, 0, 14, 23, 0) / 1000);
    expect((await searchAudit(env.DB, query({ from: "2026-07-01", to: "2026-07-01" }))).rows.map((r) => r.action)).toEqual(["order.ship"]);
    expect((await searchAudit(env.DB, query({ to: "2026-06-30" }))).rows.map((r) => r.action)).toEqual(["setting.update"]);
    expect((await searchAudit(env.DB, query({ from: "2026-07-02" }))).rows).toHaveLength(5);
  });

  it("refuses a bad filter in Dutch", () => {
    expect(auditQuerySchema.safeParse({ from: "2026-02-30" }).error?.issues[0]?.message).toBe("Deze datum bestaat niet.");
    expect(auditQuerySchema.safeParse({ from: "1-7-2026" }).error?.issues[0]?.message).toBe("Vul een datum in als jjjj-mm-dd.");
    expect(auditQuerySchema.safeParse({ from: "2026-07-02", to: "2026-07-01" }).error?.issues[0]?.message).toBe("De einddatum ligt voor de begindatum.");
    expect(auditQuerySchema.safeParse({ entity: "order; DROP" }).error?.issues[0]?.message).toBe("Kies een onderdeel uit de lijst.");
    expect(auditQuerySchema.safeParse({ page: "0" }).error?.issues[0]?.message).toBe("Ongeldige pagina.");
  });
});
