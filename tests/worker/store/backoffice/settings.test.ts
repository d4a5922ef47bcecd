/**
 * The owner's settings (docs/decisions/035): defaults until written, a stored value that no longer fits reads
 * as the default, a save writes only what changed, each change with its audit row in the same batch.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "../../../../worker/domain/backoffice/settings";
import { backofficeSetting, backofficeSettings, saveBackofficeSettings } from "../../../../worker/store/backoffice/settings";

const NOW = 1_790_000_000;
const eva = { id: 1, email: "eva@droomnest.nl" };

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM backoffice_settings"), env.DB.prepare("DELETE FROM staff")]);
  await env.DB.prepare("INSERT INTO staff (id, email, name, role, created_at, updated_at) VALUES (1, 'eva@droomnest.nl', 'Eva', 'eigenaar', 1, 1)").run();
});

describe("back-office settings", () => {
  it("read as their defaults until the owner writes them", async () => {
    expect(await backofficeSettings(env.DB)).toEqual(SETTING_DEFAULTS);
    expect(await backofficeSetting(env.DB, "refund_limit_cents")).toBe(10_000);
    expect(await backofficeSetting(env.DB, "order_mail_address")).toBe("bestellingen@droomnest.nl");
  });

  it("a stored value that does not fit its schema reads as the default", async () => {
    await env.DB.prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES ('refund_limit_cents', '-5', 1), ('order_mail_enabled', '\"ja\"', 1)").run();
    expect(await backofficeSetting(env.DB, "refund_limit_cents")).toBe(SETTING_DEFAULTS.refund_limit_cents);
    expect(await backofficeSetting(env.DB, "order_mail_enabled")).toBe(SETTING_DEFAULTS.order_mail_enabled);
  });

  it("saves only what changed, each change with its audit row; the same save again writes nothing", async () => {
    const next = { ...SETTING_DEFAULTS, refund_limit_cents: 25_050, daily_summary_enabled: false };
    expect(await saveBackofficeSettings(env.DB, eva, next, NOW)).toEqual(["refund_limit_cents", "daily_summary_enabled"]);
    expect(await backofficeSetting(env.DB, "refund_limit_cents")).toBe(25_050);
    expect(await backofficeSetting(env.DB, "daily_summary_enabled")).toBe(false);
    const { results } = await env.DB.prepare("SELECT staff_email, action, entity, entity_id, before, after, created_at FROM audit_log ORDER BY id").all();
    expect(results).toEqual([
      { staff_email: "eva@droomnest.nl", action: "setting.update", entity: "setting", entity_id: "refund_limit_cents", before: "10000", after: "25050", created_at: NOW },
      { staff_email: "eva@droomnest.nl", action: "setting.update", entity: "setting", entity_id: "daily_summary_enabled", before: "true", after: "false", created_at: NOW },
    ]);
    expect(await saveBackofficeSettings(env.DB, eva, next, NOW + 1)).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first()).toEqual({ n: 2 });
  });
});
