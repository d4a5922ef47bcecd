/**
 * The owner's settings of the shop's own order mails (backoffice_settings, migration 0029): whether a paid
 * order and the daily summary are mailed, and to which address. Values are JSON; a key the owner never set
 * has its default (on, to the shop identity's order address, app/lib/shop-identity.ts).
 */
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";

export const ORDER_MAIL_SETTING_KEYS = ["order_mail_enabled", "order_mail_address", "daily_summary_enabled"] as const;

export interface OrderMailSettings {
  /** A mail to `address` for every paid order. */
  enabled: boolean;
  address: string;
  /** The daily summary to `address`. */
  summaryEnabled: boolean;
}

export async function orderMailSettings(db: D1Database): Promise<OrderMailSettings> {
  const { results } = await db
    .prepare("SELECT key, value FROM backoffice_settings WHERE key IN (?1, ?2, ?3)")
    .bind(...ORDER_MAIL_SETTING_KEYS)
    .all<{ key: string; value: string }>();
  const values = new Map(results.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  const address = values.get("order_mail_address");
  return {
    enabled: values.get("order_mail_enabled") !== false,
    address: typeof address === "string" && address.includes("@") ? address : SHOP_IDENTITY.orderAddress,
    summaryEnabled: values.get("daily_summary_enabled") !== false,
  };
}
