/**
 * Upstream mode (API_ORIGIN set): /v1 is answered by an external commerce API. At the first call the
 * Worker logs in with the service account (POST /login {email, password} -> access_token), keeps the
 * token in KV until it expires and sends it as a Bearer token on every call. See docs/decisions/005.
 * The secrets are read here only and never leave the edge. The shopper's identity (cart and session
 * cookies) travels as described in docs/decisions/012-upstream-identity.md.
 */
import { CART_COOKIE, SESSION_COOKIE } from "../../app/lib/constants";
import type { Env } from "../env";
import { errorResponse } from "../http/errors";
import { createLogger, type Logger } from "../http/log";

export const TOKEN_KEY = "upstream:service-token";
/** Used when the login response has no expires_in. */
const DEFAULT_TOKEN_TTL_S = 3600;
/** Renew this long before the token expires. */
const TOKEN_MARGIN_S = 60;

interface StoredToken {
  token: string;
  expiresAt: number;
}

export interface UpstreamDeps {
  fetch?: typeof fetch;
  now?: () => number;
  /** Where errors go; a logger without a request id by default. */
  logger?: Logger;
}

let pendingLogin: Promise<string | null> | null = null;
/** Per-isolate copy, also for tokens too short-lived for KV's 60 s minimum TTL. */
let memo: StoredToken | null = null;

/** For tests: forget the per-isolate token. */
export function resetServiceTokenMemo(): void {
  memo = null;
}

async function login(env: Env, deps: UpstreamDeps): Promise<string | null> {
  const doFetch = deps.fetch ?? fetch;
  const log = deps.logger ?? createLogger();
  const origin = env.API_ORIGIN ?? "";
  if (!env.API_SERVICE_EMAIL || !env.API_SERVICE_PASSWORD) {
    log.error("upstream service login failed", { reason: "API_SERVICE_EMAIL or API_SERVICE_PASSWORD is not set" });
    return null;
  }
  try {
    const res = await doFetch(new URL("/login", origin), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: env.API_SERVICE_EMAIL, password: env.API_SERVICE_PASSWORD }),
    });
    if (!res.ok) {
      log.error("upstream service login failed", { status: res.status });
      return null;
    }
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string" || body.access_token.length === 0) {
      log.error("upstream service login failed", { reason: "no access_token in response" });
      return null;
    }
    const ttl = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : DEFAULT_TOKEN_TTL_S;
    const nowS = Math.floor((deps.now?.() ?? Date.now()) / 1000);
    const stored: StoredToken = { token: body.access_token, expiresAt: nowS + ttl };
    const kvTtl = ttl - TOKEN_MARGIN_S;
    memo = stored;
    if (kvTtl >= 60) await env.CACHE.put(TOKEN_KEY, JSON.stringify(stored), { expirationTtl: kvTtl });
    return stored.token;
  } catch (err) {
    log.error("upstream service login failed", { error: String(err) });
    return null;
  }
}

/** The service token: from KV while valid, else a new login (one at a time per isolate). */
export async function serviceToken(env: Env, deps: UpstreamDeps = {}): Promise<string | null> {
  const nowS = Math.floor((deps.now?.() ?? Date.now()) / 1000);
  // Short-lived tokens use a smaller margin so that they are used at all.
  const usable = (t: StoredToken | null) => t !== null && t.expiresAt - Math.min(TOKEN_MARGIN_S, 5) > nowS;
  if (usable(memo)) return memo!.token;
  const stored = await env.CACHE.get<StoredToken>(TOKEN_KEY, "json");
  if (stored && stored.expiresAt - TOKEN_MARGIN_S > nowS) {
    memo = stored;
    return stored.token;
  }
  pendingLogin ??= login(env, deps).finally(() => {
    pendingLogin = null;
  });
  return pendingLogin;
}

const FORWARDED_HEADERS = ["accept", "content-type", "accept-language", "x-request-id", "cf-connecting-ip"];

/** The shop's own cookies: the only ones that travel to the upstream and back (docs/decisions/012). */
export const IDENTITY_COOKIES: readonly string[] = [CART_COOKIE, SESSION_COOKIE];

const cookieName = (pair: string) => pair.split("=", 1)[0]!.trim();

/** The Cookie header for the upstream: only the identity cookies of the incoming request, or null. */
export function identityCookieHeader(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const kept = cookieHeader
    .split(";")
    .map((p) => p.trim())
    .filter((p) => IDENTITY_COOKIES.includes(cookieName(p)));
  return kept.length > 0 ? kept.join("; ") : null;
}

/**
 * Whether an upstream Set-Cookie may reach the browser: an identity cookie with the `__Host-` rules
 * (Secure, Path=/, no Domain). Anything else the upstream sets is dropped.
 */
export function isIdentitySetCookie(setCookie: string): boolean {
  const [pair = "", ...attrs] = setCookie.split(";").map((p) => p.trim());
  if (!IDENTITY_COOKIES.includes(cookieName(pair))) return false;
  const lower = attrs.map((a) => a.toLowerCase());
  return lower.includes("secure") && lower.includes("path=/") && !lower.some((a) => a.startsWith("domain="));
}

/** The upstream's answer with only the identity Set-Cookie headers left. */
function withIdentityCookiesOnly(res: Response): Response {
  const cookies = res.headers.getSetCookie();
  if (cookies.length === 0) return res;
  const headers = new Headers(res.headers);
  headers.delete("Set-Cookie");
  for (const c of cookies) if (isIdentitySetCookie(c)) headers.append("Set-Cookie", c);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Forwards a /v1 request to the upstream host with the service token, the shopper's cart and session
 * cookies and nothing else of the browser's; the upstream's Set-Cookie comes back only for those two.
 */
export async function upstreamFetch(env: Env, request: Request, deps: UpstreamDeps = {}): Promise<Response> {
  const doFetch = deps.fetch ?? fetch;
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, env.API_ORIGIN);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const send = async (token: string) => {
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const v = request.headers.get(name);
      if (v) headers.set(name, v);
    }
    const cookie = identityCookieHeader(request.headers.get("Cookie"));
    if (cookie) headers.set("Cookie", cookie);
    headers.set("Authorization", `Bearer ${token}`);
    return doFetch(target, { method: request.method, headers, body });
  };
  let token = await serviceToken(env, deps);
  if (!token) return errorResponse(503, "upstream_unavailable", "De verbinding met de winkel is tijdelijk niet beschikbaar.");
  let res = await send(token);
  if (res.status === 401) {
    // The token was revoked or expired early: log in once more.
    await env.CACHE.delete(TOKEN_KEY);
    memo = null;
    token = await serviceToken(env, deps);
    if (!token) return errorResponse(503, "upstream_unavailable", "De verbinding met de winkel is tijdelijk niet beschikbaar.");
    res = await send(token);
  }
  return withIdentityCookiesOnly(res);
}
