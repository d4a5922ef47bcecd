/**
 * The owner's back-office settings in D1 (backoffice_settings, migration 0029; keys, schemas and defaults in
 * worker/domain/backoffice/settings.ts, docs/decisions/035). Others read one setting with
 * `backofficeSetting(db, key)`; the settings page reads them all and writes the changed ones, each change with
 * its audit row in the same batch.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import { SETTING_KEYS, settingFromStored, type BackofficeSettings, type SettingKey, type SettingValue } from "../../domain/backoffice/settings";
import { auditStatement } from "./audit";

/** One setting: the stored value when it fits its schema, else the default. */
export async function backofficeSetting<K extends SettingKey>(db: D1Database, key: K): Promise<SettingValue<K>> {
  const row = await db.prepare("SELECT value FROM backoffice_settings WHERE key = ?1").bind(key).first<{ value: string }>();
  return settingFromStored(key, row?.value);
}

/** Every setting (defaults for those never written). */
export async function backofficeSettings(db: D1Database): Promise<BackofficeSettings> {
  const { results } = await db.prepare("SELECT key, value FROM backoffice_settings").all<{ key: string; value: string }>();
  const stored = new Map(results.map((r) => [r.key, r.value]));
  return Object.fromEntries(SETTING_KEYS.map((k) => [k, settingFromStored(k, stored.get(k))])) as BackofficeSettings;
}

/**
 * Writes the settings that differ from the current ones, each with its audit row (before, after), in one
 * batch. Answers the keys that changed (none: nothing written, no audit row).
 */
export async function saveBackofficeSettings(db: D1Database, staff: Pick<Staff, "id" | "email">, next: BackofficeSettings, nowS: number): Promise<SettingKey[]> {
  const current = await backofficeSettings(db);
  const changed = SETTING_KEYS.filter((k) => current[k] !== next[k]);
  if (changed.length === 0) return [];
  const statements = changed.flatMap((key) => [
    db
      .prepare("INSERT INTO backoffice_settings (key, value, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at")
      .bind(key, JSON.stringify(next[key]), nowS),
    auditStatement(db, staff, { action: "setting.update", entity: "setting", entityId: key, before: current[key], after: next[key] }, nowS),
  ]);
  await db.batch(statements);
  return changed;
}
