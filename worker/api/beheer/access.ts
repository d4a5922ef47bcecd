/**
 * The back office's own administration (docs/decisions/035): the overview's figures, the audit log (every
 * role with the "audit" permission), staff management and the owner's settings (eigenaar only: a medewerker
 * gets 403). Every write passes the CSRF rule (JSON only, same origin) and lands with its audit row in the
 * same D1 batch.
 *
 *   GET  /beheer/api/overview
 *   GET  /beheer/api/audit?entity=&entity_id=&staff=&from=&to=&page=
 *   GET  /beheer/api/staff            POST /beheer/api/staff {email,name,role}
 *   PATCH /beheer/api/staff/:id {role} | {active: false}
 *   GET  /beheer/api/settings         PUT /beheer/api/settings {refund_limit_euros, order_mail_enabled, order_mail_address, daily_summary_enabled}
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { z } from "../../../app/lib/schemas/zod";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { auditQuerySchema } from "../../domain/backoffice/audit-query";
import { centsAsEuroInput, settingsFormSchema, settingsFromForm, type BackofficeSettings } from "../../domain/backoffice/settings";
import { newStaffSchema, staffRoleSchema } from "../../domain/backoffice/staff";
import { searchAudit } from "../../store/backoffice/audit-search";
import { dashboard } from "./dashboard";
import { backofficeSettings, saveBackofficeSettings } from "../../store/backoffice/settings";
import { addStaff, changeStaffRole, deactivateStaff, listStaff, type ChangeOutcome } from "../../store/backoffice/staff-admin";
import { STAFF_MESSAGES } from "../../../app/lib/beheer/messages/access";
import type { AuditList, Overview, SettingsView, StaffList, StaffMemberView } from "../../../app/lib/beheer/types/access";

const nowS = () => Math.floor(Date.now() / 1000);

export const overviewApi = new Hono<AppEnv>().get("/", requirePermission("orders"), async (c) => {
  return ok<Overview>(c, await dashboard(c.env.DB, c.get("staff")!, nowS()));
});

export const auditApi = new Hono<AppEnv>().get("/", requirePermission("audit"), zv("query", auditQuerySchema), async (c) => {
  const page = await searchAudit(c.env.DB, c.req.valid("query"));
  return ok<AuditList>(c, { rows: page.rows, page: page.page, has_next: page.hasNext, entities: page.entities, authors: page.authors });
});

/** One change at a time: a new role, or no access any more (deactivating cannot be undone here: npm run staff -- add). */
const staffChangeSchema = z.union([z.strictObject({ role: staffRoleSchema }), z.strictObject({ active: z.literal(false, { error: "Kies een wijziging: een rol, of deactiveren." }) })], {
  error: "Kies een wijziging: een rol, of deactiveren.",
});

const idParam = z.object({ id: z.coerce.number({ error: "Deze medewerker bestaat niet." }).int({ error: "Deze medewerker bestaat niet." }).positive({ error: "Deze medewerker bestaat niet." }) });

function changed(outcome: ChangeOutcome): StaffMemberView {
  if (outcome.ok) return outcome.member;
  if (outcome.reason === "not_found") throw new ApiHttpError(404, "staff_not_found", STAFF_MESSAGES.notFound);
  throw new ApiHttpError(409, "last_owner", STAFF_MESSAGES.lastOwner);
}

export const staffApi = new Hono<AppEnv>()
  .use("*", requirePermission("staff"))
  .get("/", async (c) => ok<StaffList>(c, { staff: await listStaff(c.env.DB) }))
  .post("/", zv("json", newStaffSchema, { fields: true }), async (c) => {
    const added = await addStaff(c.env.DB, c.get("staff")!, c.req.valid("json"), nowS());
    if (!added.ok) throw new ApiHttpError(409, "staff_exists", STAFF_MESSAGES.exists, {}, { email: STAFF_MESSAGES.exists });
    return ok<StaffMemberView>(c, added.member, 201);
  })
  .patch("/:id", zv("param", idParam, { status: 404, code: "staff_not_found" }), zv("json", staffChangeSchema), async (c) => {
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const actor = c.get("staff")!;
    const outcome = "active" in change ? await deactivateStaff(c.env.DB, actor, id, nowS()) : await changeStaffRole(c.env.DB, actor, id, change.role, nowS());
    return ok<StaffMemberView>(c, changed(outcome));
  });

const view = (s: BackofficeSettings): SettingsView => ({ ...s, refund_limit_euros: centsAsEuroInput(s.refund_limit_cents) });

export const settingsApi = new Hono<AppEnv>()
  .use("*", requirePermission("settings"))
  .get("/", async (c) => ok<SettingsView>(c, view(await backofficeSettings(c.env.DB))))
  .put("/", zv("json", settingsFormSchema, { fields: true }), async (c) => {
    const next = settingsFromForm(c.req.valid("json"));
    const keys = await saveBackofficeSettings(c.env.DB, c.get("staff")!, next, nowS());
    return ok<SettingsView>(c, { ...view(next), changed: keys });
  });
