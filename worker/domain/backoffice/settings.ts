/**
 * The owner's settings of the back office (docs/decisions/035), stored one JSON value per key in
 * backoffice_settings (migration 0029) and read with `backofficeSetting(db, key)`
 * (worker/store/backoffice/settings.ts). Each key has its zod schema and its default: a key never written, or
 * a stored value that no longer fits its schema, reads as the default. Pure: no I/O.
 *
 * - refund_limit_cents: the highest refund (integer cents, VAT included) a medewerker may make; the owner has
 *   no limit (permissions.ts `mayRefund`); 0: medewerkers make no refunds.
 * - order_mail_enabled / order_mail_address: a mail to the shop for every paid order, and where it goes.
 * - daily_summary_enabled: the daily summary of orders, returns and refunds, to the same address.
 */
import { z } from "../../../app/lib/schemas/zod.ts";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity.ts";

/** The highest refund limit the owner can set: EUR 100 000 (a guard against a typo, not a business rule). */
export const REFUND_LIMIT_MAX_CENTS = 10_000_000;

export const SETTING_SCHEMAS = {
  refund_limit_cents: z
    .number({ error: "Vul een bedrag in euro's in." })
    .int({ error: "Vul een bedrag in hele centen in." })
    .min(0, { error: "Het bedrag kan niet negatief zijn." })
    .max(REFUND_LIMIT_MAX_CENTS, { error: `Het bedrag is hooguit € ${(REFUND_LIMIT_MAX_CENTS / 100).toLocaleString("nl-NL")}.` }),
  order_mail_enabled: z.boolean({ error: "Kies aan of uit." }),
  order_mail_address: z
    .string({ error: "Vul het e-mailadres voor bestellingen in." })
    .trim()
    .toLowerCase()
    .max(254, { error: "Dit e-mailadres is te lang." })
    .pipe(z.email({ error: "Vul een geldig e-mailadres in voor de bestelmail." })),
  daily_summary_enabled: z.boolean({ error: "Kies aan of uit." }),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
export type BackofficeSettings = { [K in SettingKey]: SettingValue<K> };

export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const SETTING_DEFAULTS: Readonly<BackofficeSettings> = {
  refund_limit_cents: 10_000,
  order_mail_enabled: true,
  order_mail_address: SHOP_IDENTITY.orderAddress,
  daily_summary_enabled: true,
};

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** A stored value (JSON text) read through its key's schema; the default when it is missing or no longer fits. */
export function settingFromStored<K extends SettingKey>(key: K, stored: string | null | undefined): SettingValue<K> {
  if (stored == null) return SETTING_DEFAULTS[key];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return SETTING_DEFAULTS[key];
  }
  const parsed = SETTING_SCHEMAS[key].safeParse(raw);
  return parsed.success ? (parsed.data as SettingValue<K>) : SETTING_DEFAULTS[key];
}

/**
 * The settings form as the owner fills it in: the refund limit in euros ("250", "99,95", "1.250,50"),
 * the order mail address and the switches. Answers the settings in their stored form (the limit in cents).
 */
export const settingsFormSchema = z.object({
  refund_limit_euros: z
    .string({ error: "Vul een bedrag in euro's in." })
    .trim()
    .regex(/^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/u, { error: "Vul een bedrag in euro's in, zoals 250 of 99,95." })
    .transform((s) => {
      const [whole, fraction = ""] = s.replace(/\./gu, "").split(",");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    })
    .pipe(SETTING_SCHEMAS.refund_limit_cents),
  order_mail_enabled: z.boolean({ error: "Kies aan of uit." }),
  order_mail_address: SETTING_SCHEMAS.order_mail_address,
  daily_summary_enabled: z.boolean({ error: "Kies aan of uit." }),
});

export function settingsFromForm(form: z.output<typeof settingsFormSchema>): BackofficeSettings {
  return {
    refund_limit_cents: form.refund_limit_euros,
    order_mail_enabled: form.order_mail_enabled,
    order_mail_address: form.order_mail_address,
    daily_summary_enabled: form.daily_summary_enabled,
  };
}

/** Cents as the form shows them in euros: 10000 -> "100", 9995 -> "99,95". */
export function centsAsEuroInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, "0")}`;
}
