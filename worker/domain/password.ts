/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto with a random 16-byte salt, stored as a versioned
 * string `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` (ADR 014). Workers refuse PBKDF2
 * above 100 000 iterations (stack notes), so that is the current parameter; a stored hash with other
 * parameters still verifies and is reported as needing a re-hash, which the login does.
 * No I/O: WebCrypto only.
 */

export const PASSWORD_ALGORITHM = "pbkdf2-sha256";
/** The Workers maximum for PBKDF2 and the parameter every new hash gets. */
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface HashOptions {
  /** Test seam: only tests of the upgrade path pass a lower count; the default is PASSWORD_ITERATIONS. */
  iterations?: number;
}

export interface VerifyResult {
  ok: boolean;
  /** True when the password matched but the stored hash has other (older) parameters. */
  needsRehash: boolean;
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    const s = atob(value);
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Equal length and content, compared without an early exit (the time does not tell where they differ). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** A new versioned hash of a password with a fresh random salt. */
export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const iterations = options.iterations ?? PASSWORD_ITERATIONS;
  const salt = new Uint8Array(SALT_BYTES);
  crypto.getRandomValues(salt);
  const hash = await derive(password, salt, iterations);
  return `${PASSWORD_ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== PASSWORD_ALGORITHM) return null;
  const iterations = Number(parts[1]);
  // Never derive above the Workers limit: such a hash could not be checked in production either.
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PASSWORD_ITERATIONS) return null;
  const salt = fromBase64(parts[2]!);
  const hash = fromBase64(parts[3]!);
  if (!salt || !hash || salt.length === 0 || hash.length !== HASH_BITS / 8) return null;
  return { iterations, salt, hash };
}

/** Checks a password against a stored hash in constant time. An unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<VerifyResult> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await dummyVerify(password);
    return { ok: false, needsRehash: false };
  }
  const derived = await derive(password, parsed.salt, parsed.iterations);
  const ok = constantTimeEqual(derived, parsed.hash);
  return { ok, needsRehash: ok && (parsed.iterations !== PASSWORD_ITERATIONS || parsed.salt.length !== SALT_BYTES) };
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES);

/**
 * The same work as a real check, for a login with an unknown address or an account without a password,
 * so the answer time does not tell whether the address exists.
 */
export async function dummyVerify(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, PASSWORD_ITERATIONS);
}
