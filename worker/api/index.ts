import { Hono } from "hono";
import type { AppEnv, Env } from "../env";
import { CACHE_POLICIES, swr, type CachePolicy } from "../edge/cache";
import { upstreamFetch } from "../edge/upstream";
import { catalogScopedName, SUGGESTIONS_PATH } from "../edge/catalog-version";
import { memoisedSuggestions } from "../edge/suggestions-memo";
import { cartApi } from "./cart";
import { catalogApi } from "./catalog";
import { checkoutApi } from "./checkout";
import { contentApi } from "./content";
import { customerApi } from "./customer";
import { healthApi } from "./health";
import { bodySizeLimit } from "../middleware/body-limit";
import { errorResponse, onApiError } from "../http/errors";
import { checkoutClosed, checkoutClosedResponse, configErrorResponse, configProblem } from "../http/config";
import { isCheckoutApi } from "../middleware/checkout-closed";
import { logForRequest } from "../http/log";
import { API_BODY_LIMIT_BYTES } from "../../app/lib/constants";
import { abandonApi } from "./abandon";
import { contactApi } from "./contact";
import { orderApi } from "./order";
import { assistantApi, chatApi } from "./chat";
import { vitalsApi } from "./vitals";

/** The embedded /v1 backend: one sub-app per area (spec section 7). */
export function createEmbeddedApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // The chat carries whole conversations: routed before the 16 KB limit, it applies its own (worker/api/chat/limits.ts).
  api.route("/v1/assistant", assistantApi);
  api.route("/v1/chat", chatApi);
  // Every /v1 body is small JSON: anything larger is refused before it is parsed.
  api.use("/v1/*", bodySizeLimit(API_BODY_LIMIT_BYTES));
  api.route("/v1/health", healthApi);
  api.route("/v1/content", contentApi);
  api.route("/v1/customer", customerApi);
  api.route("/v1/cart", cartApi);
  api.route("/v1/catalog", catalogApi);
  api.route("/v1/checkout", checkoutApi);
  api.route("/v1/abandon", abandonApi);
  api.route("/v1/contact", contactApi);
  api.route("/v1/order", orderApi);
  api.route("/v1/vitals", vitalsApi);
  api.notFound((c) => errorResponse(404, "not_found", `Deze API-route bestaat niet: ${c.req.method} ${new URL(c.req.url).pathname}.`));
  api.onError(onApiError);
  return api;
}

const embedded = createEmbeddedApi();

/**
 * The content documents of the shell and the home page, read by (nearly) every render: the notification bar
 * and the home page's sections joined navigation, footer, USPs and promo banner (docs/decisions/023).
 */
const SHELL_CONTENT = new Set(["/v1/content/navigation", "/v1/content/footer", "/v1/content/usps", "/v1/content/promo-banner", "/v1/content/notification", "/v1/content/homepage"]);

const SUB_NAVIGATION = new Set(["/v1/content/sub-navigation", "/v1/content/sub-navigation/"]);
const CATEGORY_HEADER = new Set(["/v1/content/category", "/v1/content/category/"]);

/** A shell content document's path (without a query: the KV layer keeps it under that path alone). */
export function isShellContent(path: string): boolean {
  return SHELL_CONTENT.has(path);
}

/** Which GET responses go through the KV cache layer, and with what policy. */
export function cachePolicyFor(url: URL): { name: string; policy: CachePolicy } | null {
  const { pathname, search } = url;
  if (isShellContent(pathname)) {
    if (search) return null;
    return { name: pathname, policy: CACHE_POLICIES.content };
  }
  if (pathname === "/v1/catalog/overview/category") return { name: `${pathname}${search}`, policy: CACHE_POLICIES.category };
  // A category's sub-navigation is the same for everybody and changes with the catalogue (seed): read by every category render.
  if (SUB_NAVIGATION.has(pathname)) return { name: `/v1/content/sub-navigation/${search}`, policy: CACHE_POLICIES.category };
  // A category's header (GET /v1/content/category) changes with the catalogue too: one key per category path.
  if (CATEGORY_HEADER.has(pathname)) return { name: `/v1/content/category/${search}`, policy: CACHE_POLICIES.category };
  return null;
}

/**
 * The single way into /v1, used by the Worker's /v1 route and, in-process, by the SSR API client:
 * the KV cache layer (for suggestions the isolate memo) in front of either the embedded backend or the upstream
 * host (API_ORIGIN).
 */
export async function v1Fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (configProblem(env)) return configErrorResponse();
  const url = new URL(request.url);
  if (isCheckoutApi(url.pathname, request.method) && checkoutClosed(env)) return checkoutClosedResponse();
  const logger = logForRequest(request);
  const source = () =>
    env.API_ORIGIN ? upstreamFetch(env, request, { logger }) : Promise.resolve(embedded.fetch(request, env, ctx));
  // Suggestions are kept in the isolate, not in KV (docs/decisions/045).
  if (request.method === "GET" && url.pathname === SUGGESTIONS_PATH) return memoisedSuggestions({ env }, url, source);
  const cacheable = request.method === "GET" ? cachePolicyFor(url) : null;
  if (!cacheable) return source();
  let name: string;
  try {
    // Category listings carry their catalogue version (docs/decisions/039).
    name = await catalogScopedName(env.CACHE, url, cacheable.name);
  } catch (err) {
    logger.warn("kv cache read failed", { key: "catalog version", error: String(err) });
    return source();
  }
  return swr(
    { kv: env.CACHE, waitUntil: (p) => ctx.waitUntil(p), deployVersion: env.CF_VERSION_METADATA?.id ?? "", logger },
    name,
    cacheable.policy,
    source,
  );
}
