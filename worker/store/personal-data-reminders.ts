/**
 * The personal-data entries (worker/store/personal-data.ts) of the reminder consent's tables (migration
 * 0023, docs/decisions/028): both hold the mail budget's key of an address (?6), nothing else personal.
 */
import type { Classification } from "./personal-data-entry";

export const REMINDER_CONSENT_TABLES = {
  reminder_optouts: {
    personal: {
      // The mail budget's key of an address that wants no abandoned-cart reminders (docs/decisions/028).
      columns: ["address_key"],
      erase: "delete",
      export: true,
      exportColumns: "created_at",
      orderBy: "created_at",
      match: { customer: "address_key = ?6" },
      example: (o) => ({ address_key: o.mailBudgetKey, created_at: o.nowS }),
    },
  },
  reminder_unsubscribe_links: {
    personal: {
      // A mailed unsubscribe link's token hash and the address key it stops (docs/decisions/028).
      columns: ["address_key"],
      erase: "delete",
      export: true,
      exportColumns: "created_at, expires_at",
      orderBy: "created_at",
      match: { customer: "address_key = ?6" },
      example: (o) => ({ token_hash: o.marker.padEnd(64, "1").slice(0, 64), address_key: o.mailBudgetKey, created_at: o.nowS, expires_at: o.nowS + 3600 }),
    },
  },
} as const satisfies Record<string, Classification>;
