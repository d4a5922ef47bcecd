/**
 * The owner's settings of the shop's own order mails, read through the one settings store
 * (worker/store/backoffice/settings.ts; keys and defaults in worker/domain/backoffice/settings.ts): whether a
 * paid order and the daily summary are mailed, and to which address.
 */
import { backofficeSettings } from "./settings";

export interface OrderMailSettings {
  /** A mail to `address` for every paid order. */
  enabled: boolean;
  address: string;
  /** The daily summary to `address`. */
  summaryEnabled: boolean;
}

export async function orderMailSettings(db: D1Database): Promise<OrderMailSettings> {
  const s = await backofficeSettings(db);
  return { enabled: s.order_mail_enabled, address: s.order_mail_address, summaryEnabled: s.daily_summary_enabled };
}
