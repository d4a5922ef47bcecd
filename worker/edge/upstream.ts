/**
 * Upstream mode (API_ORIGIN set): /v1 is answered by an external commerce API. At the first call the
 * Worker logs in with the service account (POST /login {email, password} -> access_token), keeps the
 * token in KV until it expires and sends it as a Bearer token on every call. See docs/decisions/005.
 * The secrets are read here only and never leave the edge.
 */
import type { Env } from "../env";
import { apiErrorResponse } from "../api/errors";

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
  log?: (line: string) => void;
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
  const log = deps.log ?? ((l: string) => console.log(l));
  const origin = env.API_ORIGIN ?? "";
  if (!env.API_SERVICE_EMAIL || !env.API_SERVICE_PASSWORD) {
    log(JSON.stringify({ level: "error", msg: "upstream service login failed", reason: "API_SERVICE_EMAIL or API_SERVICE_PASSWORD is not set" }));
    return null;
  }
  try {
    const res = await doFetch(new URL("/login", origin), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: env.API_SERVICE_EMAIL, password: env.API_SERVICE_PASSWORD }),
    });
    if (!res.ok) {
      log(JSON.stringify({ level: "error", msg: "upstream service login failed", status: res.status }));
      return null;
    }
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string" || body.access_token.length === 0) {
      log(JSON.stringify({ level: "error", msg: "upstream service login failed", reason: "no access_token in response" }));
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
    log(JSON.stringify({ level: "error", msg: "upstream service login failed", error: String(err) }));
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

const FORWARDED_HEADERS = ["accept", "content-type", "accept-language", "x-request-id"];

/** Forwards a /v1 request to the upstream host with the service token. */
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
    headers.set("Authorization", `Bearer ${token}`);
    return doFetch(target, { method: request.method, headers, body });
  };
  let token = await serviceToken(env, deps);
  if (!token) return apiErrorResponse(503, "upstream_unavailable", "De verbinding met de winkel is tijdelijk niet beschikbaar.");
  let res = await send(token);
  if (res.status === 401) {
    // The token was revoked or expired early: log in once more.
    await env.CACHE.delete(TOKEN_KEY);
    memo = null;
    token = await serviceToken(env, deps);
    if (!token) return apiErrorResponse(503, "upstream_unavailable", "De verbinding met de winkel is tijdelijk niet beschikbaar.");
    res = await send(token);
  }
  return res;
}
