/**
 * The token of an abandoned-cart restore link (/cart/restore/<token>): 32 random bytes, url-safe base64
 * (43 characters). It names nothing: not the cart, not the shopper. D1 keeps only its SHA-256
 * (cart_restore_links.token_hash, migration 0018) with a snapshot of the mailed lines, so a token cannot be
 * forged, guessed or turned back into a cart id, and a leaked copy of the table opens no link.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/u;

/** A fresh restore token. */
export function newRestoreToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

/** Whether a string has the shape of a restore token (anything else is not looked up). */
export function isRestoreToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The stored key of a token: its SHA-256 in hex; null when it cannot be one of ours. */
export async function restoreTokenHash(token: string): Promise<string | null> {
  if (!isRestoreToken(token)) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
