/**
 * D1 queries of review invitations (migration 0021): which paid orders are due an invitation, claiming an
 * order (one invitation per order), one opaque token per product of the order (only its SHA-256 kept), and
 * using a token for a review ('Geverifieerde koper'). The token format is the session token's: 32 random
 * bytes, base64url; anything else is never looked up.
 */
import { newSessionToken, sessionKey } from "./sessions";

export const newInvitationToken = newSessionToken;
/** The stored hash of a token, or null when the text cannot be one of ours. */
export const invitationKey = sessionKey;

export interface InvitationOrder {
  id: number;
  number: string;
  email: string;
  first_name: string;
}

/** Paid orders not invited yet, paid between paidAfterS (exclusive) and paidBeforeS (inclusive), oldest first. */
export async function dueInvitationOrders(db: D1Database, paidAfterS: number, paidBeforeS: number, limit: number): Promise<InvitationOrder[]> {
  const { results } = await db
    .prepare(
      `SELECT id, number, email, coalesce(json_extract(customer, '$.first_name'), '') AS first_name
         FROM orders
        WHERE status = 'paid' AND review_invited_at IS NULL AND paid_at > ?1 AND paid_at <= ?2
        ORDER BY paid_at LIMIT ?3`,
    )
    .bind(paidAfterS, paidBeforeS, limit)
    .all<InvitationOrder>();
  return results;
}

/** Claims the order's invitation for this run; only the run whose update changed the row mails. */
export async function claimInvitation(db: D1Database, orderId: number, nowS: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE orders SET review_invited_at = ?2 WHERE id = ?1 AND review_invited_at IS NULL AND status = 'paid'")
    .bind(orderId, nowS)
    .run();
  return res.meta.changes > 0;
}

/** Gives the claim back (the mail was not queued): the next run tries again. */
export async function releaseInvitation(db: D1Database, orderId: number, claimedAtS: number): Promise<void> {
  await db.prepare("UPDATE orders SET review_invited_at = NULL WHERE id = ?1 AND review_invited_at = ?2").bind(orderId, claimedAtS).run();
}

export interface InvitedProduct {
  product_id: number;
  title: string;
  /** The product page's path ("/<slug>.html"); null when the product is no longer in the catalogue. */
  slug: string | null;
}

/** The order's products, once each, in the order's line order. */
export async function orderProducts(db: D1Database, orderId: number): Promise<InvitedProduct[]> {
  const { results } = await db
    .prepare(
      `SELECT l.product_id, min(l.title) AS title, p.slug AS slug
         FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
        WHERE l.order_id = ?1 GROUP BY l.product_id ORDER BY min(l.position)`,
    )
    .bind(orderId)
    .all<InvitedProduct>();
  return results;
}

/**
 * Stores the token of one product of the order (a run that retries after a failed mail replaces the
 * unused token of the earlier try; a used one stays).
 */
export function storeInvitationStatement(db: D1Database, orderId: number, productId: number, tokenHash: string, nowS: number, expiresAtS: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO review_invitations (token_hash, order_id, product_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (order_id, product_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at, expires_at = excluded.expires_at
       WHERE review_invitations.used_at IS NULL`,
    )
    .bind(tokenHash, orderId, productId, nowS, expiresAtS);
}

/** What a token did for a review: "fresh" (used now), "again" (the same address's review used it before). */
export type InvitationUse = "fresh" | "again";

/**
 * Uses a token for a review of productId by the address hashed as emailHash: valid when it is known, for
 * this product, not expired, its order still paid, and unused (or used by this same address: a double
 * submit of the same review keeps its label). One conditional UPDATE: two posts at once use it once.
 * Null when it cannot be used.
 */
export async function useInvitation(db: D1Database, tokenHash: string, productId: number, emailHash: string, nowS: number): Promise<InvitationUse | null> {
  const valid = `token_hash = ?1 AND product_id = ?2 AND expires_at > ?4
    AND EXISTS (SELECT 1 FROM orders o WHERE o.id = review_invitations.order_id AND o.status = 'paid')`;
  const fresh = await db
    .prepare(`UPDATE review_invitations SET used_at = ?4, email_hash = ?3 WHERE ${valid} AND used_at IS NULL`)
    .bind(tokenHash, productId, emailHash, nowS)
    .run();
  if (fresh.meta.changes > 0) return "fresh";
  const again = await db
    .prepare(`SELECT 1 AS hit FROM review_invitations WHERE ${valid} AND email_hash = ?3`)
    .bind(tokenHash, productId, emailHash, nowS)
    .first<{ hit: number }>();
  return again ? "again" : null;
}

/** Gives a token back that was used for a review that was not stored after all. */
export async function releaseInvitationUse(db: D1Database, tokenHash: string, nowS: number): Promise<void> {
  await db.prepare("UPDATE review_invitations SET used_at = NULL, email_hash = NULL WHERE token_hash = ?1 AND used_at = ?2").bind(tokenHash, nowS).run();
}

/** True when the order's invitation mail is in the outbox already (its links hold the stored tokens). */
export async function invitationMailed(db: D1Database, orderNumber: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS hit FROM outbox WHERE kind = 'review_invitation' AND related_id = ?1").bind(orderNumber).first<{ hit: number }>();
  return row !== null;
}
