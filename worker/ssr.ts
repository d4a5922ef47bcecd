import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApiClient } from "../app/lib/api/server-client";
import { SESSION_COOKIE } from "../app/lib/constants";
import { edgeContext, type EdgeContext } from "../app/lib/context";
import { readCookie } from "../app/lib/cookies";
import { newsletterActionUrl } from "../app/lib/newsletter/signup";
import type { Env, Vars } from "./env";
import { v1Fetch } from "./api";
import { beheerFetch } from "./api/beheer";
import { createBeheerClient } from "../app/lib/api/beheer-client";
import { ACCESS_JWT_HEADER } from "../app/lib/beheer/constants";
import { memoisedProductRead, memoisedShellData, memoisedV1Get, memoisedWizardStart } from "./ssr-memo";
import { findSession } from "./store/sessions";
import type { RenderHooks } from "./edge/page-cache";
import { publicOrigin } from "./routes/seo";

const loadBuild = () => import("virtual:react-router/server-build");
type Handler = ReturnType<typeof createRequestHandler>;
let built: Promise<Handler> | null = null;
/**
 * React Router's request handler. Given a function, it derives its data routes and static handler again on
 * every request (for development's hot reload): about a tenth of a render's CPU (docs/decisions/023).
 * A built Worker's server build never changes within an isolate, so it is resolved once and handed over as
 * an object, and the handler derives once.
 */
function requestHandler(): Promise<Handler> | Handler {
  if (import.meta.env.DEV) return createRequestHandler(loadBuild, import.meta.env.MODE);
  return (built ??= loadBuild().then((build) => createRequestHandler(build, import.meta.env.MODE)));
}

let assetsVersion: Promise<string> | null = null;
/**
 * The version of this build's browser assets (React Router's manifest hash). The page cache keys carry it:
 * a cached page names its /assets/ files, so a new build (locally there is no deployment id) must not be
 * answered with pages of the previous one.
 */
export function buildAssetsVersion(): Promise<string> {
  return (assetsVersion ??= loadBuild().then((b) => b.assets.version));
}

/**
 * Hands a request to React Router with the edge context: in-process API client, nonce, session.
 * hooks.onApiResponse sees every in-process /v1 answer (the page cache keeps a page with a failed or
 * cookie-setting call out of the cache).
 */
export async function renderApp(request: Request, env: Env, ctx: ExecutionContext, vars: Vars, hooks: RenderHooks = {}): Promise<Response> {
  const origin = new URL(request.url).origin;
  // Cookies the in-process API sets (e.g. a new cart cookie on a form post) go out on the page response,
  // and later in-process calls of the same request see them, exactly as a browser would.
  const setCookies: string[] = [];
  let cookie = request.headers.get("Cookie") ?? "";
  // A page read (GET) may use the product memo; a form post's page and a copy for the page cache show D1 as it is.
  const pageRead = (request.method === "GET" || request.method === "HEAD") && !hooks.shared;
  const api = createApiClient(async (path, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Request-Id", vars.requestId);
    // The API sees the shopper's cookies (session, cart), exactly as a browser call would.
    if (cookie) headers.set("Cookie", cookie);
    const forwarded = request.headers.get("CF-Connecting-IP");
    if (forwarded) headers.set("CF-Connecting-IP", forwarded);
    // Shell content, category overviews and sub-navigation come from the isolate's copy while their KV entry
    // is fresh; a wizard's first step while the category policy keeps it fresh; a product page's reads for
    // the page cache's freshness, unless the page itself is a form post (its answer shows D1 as it is).
    const apiRequest = new Request(new URL(path, origin), { ...init, headers });
    const load = () => v1Fetch(apiRequest, env, ctx);
    const viaMemo = pageRead ? () => memoisedProductRead({ env }, apiRequest, load) : load;
    const res = await (apiRequest.method === "GET" ? memoisedV1Get({ env }, apiRequest, viaMemo) : memoisedWizardStart({ env }, apiRequest, init?.body, load));
    hooks.onApiResponse?.(path, res);
    for (const set of res.headers.getSetCookie()) {
      setCookies.push(set);
      const pair = set.split(";")[0]!;
      const name = pair.split("=")[0]!;
      cookie = [...cookie.split(/;\s*/u).filter((p) => p && !p.startsWith(`${name}=`)), pair].join("; ");
    }
    // An action that logged in or out, or changed the customer (e.g. the first name): the loaders that
    // run after it in this request (the header's name) see the session as it is now.
    const write = (init?.method ?? "GET") !== "GET" || path.startsWith("/v1/customer/logout");
    if (res.ok && write && path.startsWith("/v1/customer")) {
      edge.session = await findSession(env.DB, readCookie(cookie, SESSION_COOKIE), Math.floor(Date.now() / 1000));
    }
    return res;
  }, {
    // The shell's documents (navigation, footer, USPs, ...) straight from the memo as frozen data while it has a
    // fresh copy: a 200 without cookies, so the hooks and the cookie handling above have nothing to see.
    parsed: (path) => memoisedShellData({ env }, path),
  });
  // The back office's API (docs/decisions/035), in-process, with the staff identity of the request: the session
  // cookie of the development sign-in, or Cloudflare Access's token.
  const beheer = createBeheerClient(async (path, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Request-Id", vars.requestId);
    if (cookie) headers.set("Cookie", cookie);
    const access = request.headers.get(ACCESS_JWT_HEADER);
    if (access) headers.set(ACCESS_JWT_HEADER, access);
    // A write carries the page's own origin: it is the page's form post, already past the CSRF rule.
    if ((init?.method ?? "GET") !== "GET") headers.set("Origin", origin);
    return beheerFetch(new Request(new URL(path, origin), { ...init, headers }), env, ctx);
  });
  const context = new RouterContextProvider();
  const edge: EdgeContext = {
    api,
    nonce: vars.nonce,
    requestId: vars.requestId,
    session: vars.session,
    newsletterActionUrl: newsletterActionUrl(env.NEWSLETTER_ACTION_URL),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    beheer,
    staff: vars.staff ?? null,
  };
  context.set(edgeContext, edge);
  const handle = await requestHandler();
  const response = await handle(request, context);
  if (setCookies.length === 0) return response;
  const out = new Response(response.body, response);
  for (const set of setCookies) out.headers.append("Set-Cookie", set);
  return out;
}
