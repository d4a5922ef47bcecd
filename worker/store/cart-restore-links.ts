/**
 * Abandoned-cart restore links (migration 0018): the SHA-256 of the mailed token and a snapshot of the
 * mailed cart's lines. Nothing here names the cart or the shopper (docs/decisions/011, spec section 2).
 */
import { CART_RESTORE_TTL_S } from "../../app/lib/constants";
import { newRestoreToken, restoreTokenHash } from "../domain/cart/restore-token";
import type { CartObject } from "../objects/cart-object";

/** A line as the link keeps it: what was chosen, never a price (restoring reads today's from D1). */
export interface RestoreLine {
  variant_id: number;
  custom: string;
  quantity: number;
}

/** Stores a new link for these lines, valid CART_RESTORE_TTL_S from nowS; answers the token for the mail. */
export async function createRestoreLink(db: D1Database, lines: RestoreLine[], nowS: number): Promise<string> {
  const token = newRestoreToken();
  const snapshot = lines.map((l) => ({ variant_id: l.variant_id, custom: l.custom, quantity: l.quantity }));
  await db
    .prepare("INSERT INTO cart_restore_links (token_hash, lines, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(await restoreTokenHash(token), JSON.stringify(snapshot), nowS, nowS + CART_RESTORE_TTL_S)
    .run();
  return token;
}

/**
 * A link for the reminder of a cart: a snapshot of its lines as they are now (the mail's moment). Null when
 * the id is no cart of this namespace or the cart holds nothing (no mail then).
 */
export async function linkForCart(db: D1Database, carts: DurableObjectNamespace<CartObject>, cartId: string, nowS: number): Promise<string | null> {
  let stub: DurableObjectStub<CartObject>;
  try {
    stub = carts.get(carts.idFromString(cartId));
  } catch {
    return null;
  }
  const state = await stub.state();
  if (state.lines.length === 0) return null;
  return createRestoreLink(db, state.lines, nowS);
}

/** Removes a link again (its mail could not be queued). */
export async function deleteRestoreLink(db: D1Database, token: string): Promise<void> {
  const hash = await restoreTokenHash(token);
  if (hash) await db.prepare("DELETE FROM cart_restore_links WHERE token_hash = ?1").bind(hash).run();
}

function isLine(value: unknown): value is RestoreLine {
  if (!value || typeof value !== "object") return false;
  const l = value as Record<string, unknown>;
  return Number.isSafeInteger(l.variant_id) && typeof l.custom === "string" && Number.isSafeInteger(l.quantity) && (l.quantity as number) > 0;
}

/** The lines of a live link; null for a token of the wrong shape, unknown, or expired at nowS. */
export async function findRestoreLines(db: D1Database, token: string, nowS: number): Promise<RestoreLine[] | null> {
  const hash = await restoreTokenHash(token);
  if (!hash) return null;
  const row = await db.prepare("SELECT lines FROM cart_restore_links WHERE token_hash = ?1 AND expires_at > ?2").bind(hash, nowS).first<{ lines: string }>();
  if (!row) return null;
  const parsed: unknown = JSON.parse(row.lines);
  return Array.isArray(parsed) ? parsed.filter(isLine) : null;
}

/** Deletes links that expired at or before nowS (the Cron). */
export async function purgeExpiredRestoreLinks(db: D1Database, nowS: number): Promise<void> {
  await db.prepare("DELETE FROM cart_restore_links WHERE expires_at <= ?1").bind(nowS).run();
}
