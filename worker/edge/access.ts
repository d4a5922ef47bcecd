/**
 * Cloudflare Access in front of the back office (docs/decisions/035, docs/operations/back-office.md). Access
 * signs every request it lets through with a JWT in the `Cf-Access-Jwt-Assertion` header; the Worker checks it
 * itself instead of trusting that Access is in front: the signature against the team's published keys
 * (https://<ACCESS_TEAM_DOMAIN>/cdn-cgi/access/certs), the audience (the Access application's AUD tag), the
 * issuer (the team domain) and the expiry. What it answers is the signed-in e-mail address, or a named failure.
 *
 * The embedded default is development's sign-in (worker/middleware/staff-identity.ts): there is no Access
 * locally, so this adapter is used only in staging and production, where both settings are required
 * (worker/config/providers.ts).
 */
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { ACCESS_JWT_HEADER } from "../../app/lib/beheer/constants";

/** Why a request carries no valid Access identity. */
export type AccessFailure =
  | "not_configured"
  | "missing"
  | "malformed"
  | "expired"
  | "audience"
  | "issuer"
  | "signature"
  | "keys_unavailable"
  | "no_email";

export type AccessResult = { ok: true; email: string } | { ok: false; failure: AccessFailure };

export interface AccessConfig {
  /** The team's domain, e.g. "droomnest.cloudflareaccess.com" (a full https URL is accepted too). */
  teamDomain: string;
  /** The Access application's Application Audience (AUD) tag. */
  aud: string;
}

/** "https://droomnest.cloudflareaccess.com" from "droomnest.cloudflareaccess.com" or a URL with a trailing slash. */
export function teamOrigin(teamDomain: string): string {
  const host = teamDomain.trim().replace(/^https?:\/\//iu, "").replace(/\/+$/u, "");
  return `https://${host.toLowerCase()}`;
}

export const certsUrl = (teamDomain: string): string => `${teamOrigin(teamDomain)}/cdn-cgi/access/certs`;

/** The team's key sets, one per team domain and isolate: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The team's published keys. `fetchImpl`: a test double (the keys served offline); without it the set is
 * cached for the isolate.
 */
export function accessKeys(teamDomain: string, fetchImpl?: typeof fetch): JWTVerifyGetKey {
  const url = certsUrl(teamDomain);
  if (fetchImpl) return createRemoteJWKSet(new URL(url), { timeoutDuration: 3000, [customFetch]: (u, init) => fetchImpl(u, init) });
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 3000 });
    keySets.set(url, keys);
  }
  return keys;
}

function failureOf(err: unknown): AccessFailure {
  if (err instanceof errors.JWTExpired) return "expired";
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "aud") return "audience";
    if (err.claim === "iss") return "issuer";
    // nbf / iat in the future: not (yet) valid, like an expired token.
    return "expired";
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JOSEAlgNotAllowed) return "signature";
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || err instanceof errors.JOSENotSupported) return "keys_unavailable";
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return "malformed";
  // A fetch of the keys that failed: a network error (not a JOSE error) or a non-200 answer (jose's generic error).
  if (!(err instanceof errors.JOSEError) || err.code === "ERR_JOSE_GENERIC") return "keys_unavailable";
  return "malformed";
}

/**
 * Checks an Access token. `keys`: the key set to check the signature against (default: the team's published
 * keys); `nowS`: the clock in unix seconds (tests move it). Never throws.
 */
export async function verifyAccessToken(
  token: string | null | undefined,
  config: AccessConfig | null,
  options: { keys?: JWTVerifyGetKey; nowS?: number } = {},
): Promise<AccessResult> {
  if (!config || !config.teamDomain.trim() || !config.aud.trim()) return { ok: false, failure: "not_configured" };
  if (!token) return { ok: false, failure: "missing" };
  try {
    const { payload } = await jwtVerify(token, options.keys ?? accessKeys(config.teamDomain), {
      audience: config.aud.trim(),
      issuer: teamOrigin(config.teamDomain),
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
      ...(options.nowS === undefined ? {} : { currentDate: new Date(options.nowS * 1000) }),
    });
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!email || !email.includes("@")) return { ok: false, failure: "no_email" };
    return { ok: true, email };
  } catch (err) {
    return { ok: false, failure: failureOf(err) };
  }
}

/** The Access settings of an environment, or null when either is missing. */
export function accessConfigOf(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }): AccessConfig | null {
  const teamDomain = env.ACCESS_TEAM_DOMAIN?.trim() ?? "";
  const aud = env.ACCESS_AUD?.trim() ?? "";
  return teamDomain && aud ? { teamDomain, aud } : null;
}

/** The identity Access vouches for on this request (the header checked as above). */
export function accessIdentity(request: Request, env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }, options: { keys?: JWTVerifyGetKey; nowS?: number } = {}): Promise<AccessResult> {
  return verifyAccessToken(request.headers.get(ACCESS_JWT_HEADER), accessConfigOf(env), options);
}
