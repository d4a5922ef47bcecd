import { DurableObject } from "cloudflare:workers";
import { CART_MAX_LINES } from "../../app/lib/constants";
import { clampQuantity } from "../domain/cart/stock";
import type { CountryCode } from "../domain/cart/types";

/** A line as the cart object stores it; everything else about the line is read from D1 at every read. */
export interface StoredLine {
  id: string;
  variant_id: number;
  /** Canonical JSON of the configurator's custom data ("" for a normal product). */
  custom: string;
  quantity: number;
  /** Unit price when the line was last added or changed, for the "price changed" notice. */
  price_at_add: number;
  added_at: number;
}

export interface CartState {
  /** null until the first write: such a cart does not exist. */
  created_at: number | null;
  updated_at: number | null;
  code: string | null;
  country: CountryCode;
  lines: StoredLine[];
}

export type AddOutcome =
  | { ok: true; state: CartState; lineId: string; message: string | null }
  | { ok: false; reason: "max_lines" | "unavailable" };

export type LineOutcome = { ok: true; state: CartState; message: string | null } | { ok: false; reason: "line_not_found" };

const nowS = () => Math.floor(Date.now() / 1000);

/**
 * One Durable Object per cart (SQLite storage), the single writer of that cart. Each method reads and
 * writes its storage synchronously, without an await in between, so concurrent requests on one cart are
 * applied one after another and never lose an update. Prices and stock come from the caller (read from
 * D1 just before); the object only keeps what the shopper chose.
 */
export class CartObject extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS lines (
      id TEXT PRIMARY KEY, variant_id INTEGER NOT NULL, custom TEXT NOT NULL DEFAULT '',
      quantity INTEGER NOT NULL, price_at_add INTEGER NOT NULL, added_at INTEGER NOT NULL,
      UNIQUE (variant_id, custom))`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  }

  private meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? row.value : null;
  }

  private setMeta(key: string, value: string | null): void {
    if (value === null) this.sql.exec("DELETE FROM meta WHERE key = ?", key);
    else this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
  }

  private touch(): void {
    const now = String(nowS());
    if (this.meta("created_at") === null) this.setMeta("created_at", now);
    this.setMeta("updated_at", now);
  }

  /** The cart as stored now. */
  state(): CartState {
    const created = this.meta("created_at");
    const updated = this.meta("updated_at");
    return {
      created_at: created === null ? null : Number(created),
      updated_at: updated === null ? null : Number(updated),
      code: this.meta("code"),
      country: this.meta("country") === "BE" ? "BE" : "NL",
      lines: this.sql.exec<StoredLine & Record<string, SqlStorageValue>>("SELECT id, variant_id, custom, quantity, price_at_add, added_at FROM lines ORDER BY added_at, rowid").toArray(),
    };
  }

  /** Adds units of a variant (the same variant and custom data: the existing line grows), clamped to stock. */
  add(variantId: number, quantity: number, custom: string, stock: number, price: number): AddOutcome {
    const existing = this.sql.exec<{ id: string; quantity: number }>("SELECT id, quantity FROM lines WHERE variant_id = ? AND custom = ?", variantId, custom).toArray()[0];
    const clamp = clampQuantity((existing?.quantity ?? 0) + quantity, stock);
    if (existing) {
      this.sql.exec("UPDATE lines SET quantity = ?, price_at_add = ? WHERE id = ?", clamp.quantity, price, existing.id);
      this.touch();
      return { ok: true, state: this.state(), lineId: existing.id, message: clamp.message };
    }
    if (clamp.quantity <= 0) return { ok: false, reason: "unavailable" };
    const count = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM lines").one().n;
    if (count >= CART_MAX_LINES) return { ok: false, reason: "max_lines" };
    const id = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
    this.sql.exec("INSERT INTO lines (id, variant_id, custom, quantity, price_at_add, added_at) VALUES (?, ?, ?, ?, ?, ?)", id, variantId, custom, clamp.quantity, price, Date.now());
    this.touch();
    return { ok: true, state: this.state(), lineId: id, message: clamp.message };
  }

  /** Sets a line's quantity (0 removes it), clamped to stock. */
  setQuantity(lineId: string, quantity: number, stock: number, price: number): LineOutcome {
    const existing = this.sql.exec("SELECT id FROM lines WHERE id = ?", lineId).toArray()[0];
    if (!existing) return { ok: false, reason: "line_not_found" };
    if (quantity === 0) return this.remove(lineId);
    const clamp = clampQuantity(quantity, stock);
    if (clamp.quantity <= 0) this.sql.exec("DELETE FROM lines WHERE id = ?", lineId);
    else this.sql.exec("UPDATE lines SET quantity = ?, price_at_add = ? WHERE id = ?", clamp.quantity, price, lineId);
    this.touch();
    return { ok: true, state: this.state(), message: clamp.message };
  }

  remove(lineId: string): LineOutcome {
    const removed = this.sql.exec("DELETE FROM lines WHERE id = ?", lineId).rowsWritten;
    if (removed === 0) return { ok: false, reason: "line_not_found" };
    this.touch();
    return { ok: true, state: this.state(), message: null };
  }

  /** Applies a code when none (or the same one) is applied: one code per cart. */
  applyCode(code: string): { applied: boolean; state: CartState } {
    const current = this.meta("code");
    if (current !== null && current !== code) return { applied: false, state: this.state() };
    this.setMeta("code", code);
    this.touch();
    return { applied: true, state: this.state() };
  }

  /** Empties the cart after its order was paid (lines and code; the country stays). */
  clear(): CartState {
    this.sql.exec("DELETE FROM lines");
    this.setMeta("code", null);
    this.touch();
    return this.state();
  }

  /**
   * Empties the cart of what a paid order was made from, retried until done (worker/api/order/followups.ts):
   * the lines added up to `frozenAtMs` (when the order was frozen; a line added later stays) and the order's
   * code. Idempotent: a second call finds nothing left to remove.
   */
  clearOrdered(frozenAtMs: number, code: string | null): CartState {
    const removed = this.sql.exec("DELETE FROM lines WHERE added_at <= ?", frozenAtMs).rowsWritten;
    const dropCode = code !== null && this.meta("code") === code;
    if (dropCode) this.setMeta("code", null);
    if (removed > 0 || dropCode) this.touch();
    return this.state();
  }

  /** Removes whatever code is applied. */
  clearCode(): CartState {
    if (this.meta("code") !== null) {
      this.setMeta("code", null);
      this.touch();
    }
    return this.state();
  }

  /** Removes the code, but only when it is still `code` (a code applied meanwhile stays). */
  removeCode(code: string): void {
    if (this.meta("code") !== code) return;
    this.setMeta("code", null);
    this.touch();
  }

  /**
   * Empties the cart and answers what it held, in one step (the guest cart merged at login): a second
   * login with the same guest cart finds it empty, so its lines are never merged twice.
   */
  take(): CartState {
    const state = this.state();
    this.sql.exec("DELETE FROM lines");
    this.sql.exec("DELETE FROM meta");
    return state;
  }

  /**
   * Adds another cart's lines (login merge): quantities of the same variant and custom data are added and
   * clamped to stock and the per-line limit like any add; a line over the cart's line limit is left out.
   * The other cart's code is taken when this cart has none.
   */
  merge(lines: { variant_id: number; custom: string; quantity: number; stock: number; price: number }[], code: string | null): CartState {
    for (const l of lines) if (l.stock > 0) this.add(l.variant_id, l.quantity, l.custom, l.stock, l.price);
    if (code !== null && this.meta("code") === null) this.setMeta("code", code);
    this.touch();
    return this.state();
  }

  /** Fills a new cart with lines (restoring an abandoned cart). */
  fill(lines: { variant_id: number; custom: string; quantity: number; price: number }[]): CartState {
    for (const l of lines) this.add(l.variant_id, l.quantity, l.custom, l.quantity, l.price);
    this.touch();
    return this.state();
  }
}
