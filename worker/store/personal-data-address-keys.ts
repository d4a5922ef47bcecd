/**
 * The personal-data entries (worker/store/personal-data.ts) of the tables keyed only by the mail budget's hash
 * of a normalised address (?6): the mail budget itself and the newsletter credit's once-per-address key.
 */
import type { Classification } from "./personal-data-entry";

export const ADDRESS_KEY_TABLES = {
  mail_budget: {
    personal: {
      // A hash of the normalised address per budgeted mail, kept 24 hours (worker/domain/mail-budget.ts).
      columns: ["recipient"],
      erase: "delete",
      export: true,
      exportColumns: "kind, sent_at",
      orderBy: "sent_at",
      match: { customer: "recipient = ?6" },
      example: (o) => ({ recipient: o.mailBudgetKey, kind: "newsletter_confirm", sent_at: o.nowS }),
    },
  },
  newsletter_credits: {
    personal: {
      // The once-per-address key of the newsletter credit (docs/decisions/027): the mail budget's hash of the
      // normalised address. Kept on erasure: it names no one by itself, and without it an erased address
      // would earn the credit again.
      columns: ["email_hash"],
      erase: "keep-for-retention",
      keeps: ["email_hash"],
      set: "created_at = created_at",
      export: true,
      exportColumns: "code, created_at",
      orderBy: "created_at",
      match: { customer: "email_hash = ?6" },
      example: (o) => ({ email_hash: o.mailBudgetKey, code: `WELKOM-${o.marker}`, created_at: o.nowS }),
    },
  },
} as const satisfies Record<string, Classification>;
