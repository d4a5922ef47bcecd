/**
 * Discount codes in the back office (docs/decisions/042, migration 0005, 0017, 0022, 0038): the list (codes
 * and vouchers apart), one code with its usage, and the owner's writes. Every write is one D1 batch with its
 * audit row, guarded by the write's own condition (a code that is a voucher, ended, or whose used_count
 * passed the new maximum in the meantime is not written, and leaves no audit row). The cart and the checkout
 * read the same row (worker/store/cart/pricing.ts), so a pause or end stops the code at once; the triggers of
 * 0017 keep max_uses and max_uses_per_customer under concurrency.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import type { BeheerDiscountCode, BeheerDiscountDetail, CategoryOption, DiscountCodeInput, DiscountState } from "../../../app/lib/beheer/types/discounts";
import { auditStatement } from "./audit";

/** A voucher: earned by an order, or a newsletter credit (docs/decisions/027). */
const IS_VOUCHER = "(d.earned_by_order IS NOT NULL OR EXISTS (SELECT 1 FROM newsletter_credits n WHERE n.code = d.code))";
const STATE = "CASE WHEN d.ended_at IS NOT NULL THEN 'ended' WHEN d.active = 1 THEN 'active' ELSE 'paused' END";
const SELECT = `SELECT d.code, d.kind, d.value, d.min_order, d.valid_from, d.valid_until, d.max_uses, d.max_uses_per_customer,
       d.category_id, c.title AS category_title, d.label, ${STATE} AS state, d.used_count,
       ${IS_VOUCHER} AS voucher, d.edited_at IS NOT NULL AS edited
  FROM discount_codes d LEFT JOIN categories c ON c.id = d.category_id`;

type Row = Omit<BeheerDiscountCode, "voucher" | "edited"> & { voucher: number; edited: number };
const view = (r: Row): BeheerDiscountCode => ({ ...r, voucher: r.voucher === 1, edited: r.edited === 1 });

export interface DiscountFilter {
  vouchers: boolean;
  state: DiscountState | null;
  page: number;
  perPage: number;
}

export async function listDiscountCodes(db: D1Database, f: DiscountFilter): Promise<{ items: BeheerDiscountCode[]; total: number }> {
  const where = `WHERE ${f.vouchers ? "" : "NOT "}${IS_VOUCHER}${f.state ? ` AND ${STATE} = ?1` : ""}`;
  const bind = f.state ? [f.state] : [];
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} ${where} ORDER BY d.code LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`).bind(...bind),
    db.prepare(`SELECT COUNT(*) AS n FROM discount_codes d ${where}`).bind(...bind),
  ]);
  return { items: (rows!.results as Row[]).map(view), total: (count!.results[0] as { n: number }).n };
}

export async function discountCode(db: D1Database, code: string): Promise<BeheerDiscountCode | null> {
  const row = await db.prepare(`${SELECT} WHERE d.code = ?1`).bind(code).first<Row>();
  return row ? view(row) : null;
}

/** One code with its usage: used_count, the distinct customers (by checkout address) and its orders, newest first. */
export async function discountDetail(db: D1Database, code: string): Promise<BeheerDiscountDetail | null> {
  const [row, customers, orders] = await db.batch([
    db.prepare(`${SELECT} WHERE d.code = ?1`).bind(code),
    // Every order's use has an 'e:' key (the checkout address), guest or not (migration 0017).
    db.prepare("SELECT COUNT(DISTINCT customer_key) AS n FROM discount_code_uses WHERE code = ?1 AND customer_key GLOB 'e:*'").bind(code),
    db
      .prepare(
        `SELECT o.number, o.created_at, o.status, o.discount_total FROM orders o
          WHERE o.id IN (SELECT order_id FROM discount_code_uses WHERE code = ?1) ORDER BY o.id DESC LIMIT 200`,
      )
      .bind(code),
  ]);
  const found = row!.results[0] as Row | undefined;
  if (!found) return null;
  const code_ = view(found);
  type OrderRow = { number: string; created_at: number | string; status: string; discount_total: number };
  return {
    ...code_,
    usage: {
      used_count: code_.used_count,
      customers: (customers!.results[0] as { n: number }).n,
      orders: (orders!.results as OrderRow[]).map((o) => ({ ...o, created_at: typeof o.created_at === "number" ? new Date(o.created_at * 1000).toISOString() : o.created_at })),
    },
  };
}

export async function categoryOptions(db: D1Database): Promise<CategoryOption[]> {
  return (await db.prepare("SELECT id, title FROM categories WHERE kind <> 'home' ORDER BY title").all<CategoryOption>()).results;
}

export async function categoryExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM categories WHERE id = ?1").bind(id).first("x")) === 1;
}

const FIELDS = ["kind", "value", "min_order", "valid_from", "valid_until", "max_uses", "max_uses_per_customer", "category_id", "label"] as const;
const values = (i: DiscountCodeInput) => FIELDS.map((f) => i[f]);

/** Creates a code; false when it exists already (the primary key decides, also under concurrency). */
export async function createDiscountCode(db: D1Database, staff: Staff, code: string, input: DiscountCodeInput, nowS: number): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        `INSERT INTO discount_codes (code, ${FIELDS.join(", ")}, active, used_count, edited_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 1, 0, ?11) ON CONFLICT (code) DO NOTHING`,
      )
      .bind(code, ...values(input), nowS),
    auditStatement(db, staff, { action: "discount.create", entity: "discount_code", entityId: code, after: { ...input, code } }, nowS, "changes() = 1"),
  ]);
  return insert!.meta.changes === 1;
}

const EDITABLE = `code = ?1 AND ended_at IS NULL AND earned_by_order IS NULL AND NOT EXISTS (SELECT 1 FROM newsletter_credits n WHERE n.code = discount_codes.code)`;

/**
 * Writes the editable fields; the guard in the UPDATE (not a voucher, not ended, the new maximum not below
 * used_count) holds against a checkout counting a use at the same moment. Answers whether it was written.
 */
export async function updateDiscountCode(db: D1Database, staff: Staff, before: BeheerDiscountCode, input: DiscountCodeInput, nowS: number): Promise<boolean> {
  const set = FIELDS.map((f, i) => `${f} = ?${i + 2}`).join(", ");
  const [update] = await db.batch([
    db
      .prepare(`UPDATE discount_codes SET ${set}, edited_at = ?11 WHERE ${EDITABLE} AND (?7 IS NULL OR ?7 >= used_count)`)
      .bind(before.code, ...values(input), nowS),
    auditStatement(db, staff, { action: "discount.update", entity: "discount_code", entityId: before.code, before: pick(before), after: input }, nowS, "changes() = 1"),
  ]);
  return update!.meta.changes === 1;
}

const pick = (c: BeheerDiscountCode): DiscountCodeInput => Object.fromEntries(FIELDS.map((f) => [f, c[f]])) as unknown as DiscountCodeInput;

export type StateMove = "pause" | "activate" | "end";

/** Pauses, activates or ends a code (ended is for good: migration 0038's trigger); false when nothing moved. */
export async function moveDiscountCode(db: D1Database, staff: Staff, code: string, move: StateMove, nowS: number): Promise<boolean> {
  const sql = {
    pause: `UPDATE discount_codes SET active = 0, edited_at = ?2 WHERE ${EDITABLE} AND active = 1`,
    activate: `UPDATE discount_codes SET active = 1, edited_at = ?2 WHERE ${EDITABLE} AND active = 0`,
    end: `UPDATE discount_codes SET active = 0, ended_at = ?2, edited_at = ?2 WHERE ${EDITABLE}`,
  }[move];
  const [update] = await db.batch([
    db.prepare(sql).bind(code, nowS),
    auditStatement(db, staff, { action: `discount.${move}`, entity: "discount_code", entityId: code }, nowS, "changes() = 1"),
  ]);
  return update!.meta.changes === 1;
}
