/**
 * Signed restore token of the abandoned-cart mail: `<cartId>.<expiresAtS>.<base64url HMAC-SHA256>`.
 * Url-safe (hex, digits, base64url), valid for CART_RESTORE_TTL_S after signing. Pure WebCrypto, no I/O.
 */
import { CART_RESTORE_TTL_S } from "../../../app/lib/constants";

const CART_ID = /^[0-9a-f]{64}$/u;
const EXPIRES = /^[0-9]{1,12}$/u;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/u;
const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/gu, "+").replace(/_/gu, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret) throw new Error("CART_RESTORE_SECRET is not set");
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** A token naming the cart, expiring CART_RESTORE_TTL_S seconds after nowS. */
export async function signRestoreToken(secret: string, cartId: string, nowS: number): Promise<string> {
  if (!CART_ID.test(cartId)) throw new Error("cart id must be 64 hex characters");
  const payload = `${cartId}.${Math.floor(nowS) + CART_RESTORE_TTL_S}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The cart a token names, or null when it is malformed, forged or expired. */
export async function verifyRestoreToken(secret: string, token: string, nowS: number): Promise<{ cartId: string } | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [cartId, expires, signature] = parts as [string, string, string];
  if (!CART_ID.test(cartId) || !EXPIRES.test(expires) || !SIGNATURE.test(signature)) return null;
  // HMAC verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64Url(signature), encoder.encode(`${cartId}.${expires}`));
  if (!valid) return null;
  if (Number(expires) <= nowS) return null;
  return { cartId };
}
