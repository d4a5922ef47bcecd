/**
 * D1 of vouchers and the newsletter credit (migration 0022, docs/decisions/027). Both are single-use rows of
 * discount_codes, so redeeming them is the discount-code path with the triggers of migrations 0017 and 0022
 * (one use under concurrency; a voided voucher and the earning order refused in the batch that takes the use).
 */
import type { OrderVoucher } from "../../app/lib/api/types/order";
import { VOUCHER_TERMS, voucherCode, voucherValidUntil, type VoucherKind } from "../domain/vouchers";
import { mailBudgetKey } from "./mail-budget";

const todayOf = (nowS: number) => new Date(nowS * 1000).toISOString().slice(0, 10);

/** The INSERT of a single-use fixed code of `kind`, run only while `condition` (SQL) holds; no-op on a taken code. */
function insertCode(db: D1Database, kind: VoucherKind, code: string, nowS: number, earnedBy: number | null, condition: string, params: unknown[]): D1PreparedStatement {
  const t = VOUCHER_TERMS[kind];
  const today = todayOf(nowS);
  return db
    .prepare(
      `INSERT INTO discount_codes (code, kind, value, min_order, valid_from, valid_until, max_uses, label, earned_by_order)
       SELECT ?, 'fixed', ?, ?, ?, ?, 1, ?, ? WHERE ${condition} ON CONFLICT DO NOTHING`,
    )
    .bind(code, t.value, t.minOrder, today, voucherValidUntil(kind, today), t.label, earnedBy, ...params);
}

/**
 * The statement that issues an order's voucher, for the batch that marks it paid: `guard` is that transition's
 * guard (worker/store/orders.ts moveGuard), so only the batch that moves the order issues it; a replayed
 * webhook or the shopper's return finds the order paid and issues nothing (and at most one voucher per order
 * is stored: the unique index on earned_by_order).
 */
export function issueOrderVoucherStatement(db: D1Database, orderId: number, guard: string, nowS: number): D1PreparedStatement {
  return insertCode(db, "order", voucherCode("order"), nowS, orderId, guard, []);
}

interface VoucherRow {
  code: string;
  value: number;
  min_order: number;
  valid_until: string;
  used_count: number;
  max_uses: number;
  voided: number;
}

/** The voucher an order earned and its standing today, or null. */
export async function voucherOfOrder(db: D1Database, orderId: number, today = todayOf(Math.floor(Date.now() / 1000))): Promise<OrderVoucher | null> {
  const row = await db
    .prepare(
      `SELECT d.code, d.value, d.min_order, d.valid_until, d.used_count, d.max_uses, v.voided
         FROM discount_codes d JOIN earned_vouchers v ON v.code = d.code WHERE d.earned_by_order = ?1`,
    )
    .bind(orderId)
    .first<VoucherRow>();
  if (!row) return null;
  const state: OrderVoucher["state"] = row.used_count >= row.max_uses ? "used" : row.voided ? "voided" : today > row.valid_until ? "expired" : "available";
  return { code: row.code, value: row.value, min_order: row.min_order, valid_until: row.valid_until, state };
}

export interface NewsletterCredit {
  code: string;
  value: number;
  min_order: number;
  valid_until: string;
  /** True when this call issued it (mail it); false when the address had one before. */
  created: boolean;
  /** The address's key (worker/store/mail-budget.ts mailBudgetKey), also the mail's once-only id. */
  emailHash: string;
}

/**
 * The newsletter credit of an address, issued once per address ever (newsletter_credits keeps the hash after
 * unsubscribing): one batch inserts the code and its claim only while the address has none, so two confirms
 * at once issue one. Answers the address's credit, `created` telling whether this call issued it.
 */
export async function issueNewsletterCredit(db: D1Database, email: string, nowS: number): Promise<NewsletterCredit> {
  // The mail budget's key of the address: a hash of it normalised (case, +tag, Gmail dots), so every variant of one mailbox earns one credit.
  const hash = await mailBudgetKey(email);
  const code = voucherCode("newsletter");
  const none = "NOT EXISTS (SELECT 1 FROM newsletter_credits WHERE email_hash = ?)";
  // The claim is stored only when the code insert just before it stored a row (a taken random code stores neither).
  const results = await db.batch([
    insertCode(db, "newsletter", code, nowS, null, none, [hash]),
    db
      .prepare(`INSERT INTO newsletter_credits (email_hash, code, created_at) SELECT ?1, ?2, ?3 WHERE changes() = 1 ON CONFLICT DO NOTHING`)
      .bind(hash, code, nowS),
  ]);
  const row = await db
    .prepare("SELECT d.code, d.value, d.min_order, d.valid_until FROM newsletter_credits n JOIN discount_codes d ON d.code = n.code WHERE n.email_hash = ?1")
    .bind(hash)
    .first<{ code: string; value: number; min_order: number; valid_until: string }>();
  if (!row) throw new Error("newsletter credit: not stored");
  return { ...row, created: results[1]!.meta.changes === 1 && row.code === code, emailHash: hash };
}
