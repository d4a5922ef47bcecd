/**
 * Droomnest edge Worker: the Hono app in front of everything (see docs/decisions/002).
 * Order: request id + log -> security headers -> trailing slash -> CSRF -> auth guard -> page forms -> JSON bodies
 * -> /v1 | SSR.
 * Static files in public/ are served by Workers Static Assets before this code runs.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { v1Fetch } from "./api";
import { errorResponse, INTERNAL_MESSAGE } from "./http/errors";
import { logFor } from "./http/log";
import { authGuard } from "./middleware/auth-guard";
import { csrf } from "./middleware/csrf";
import { pageForm } from "./middleware/page-form";
import { jsonBody } from "./middleware/json-body";
import { mailAfterResponse } from "./middleware/mail-after-response";
import { drainUnread } from "./http/body";
import { personalNoStore } from "./middleware/no-store";
import { requestId } from "./middleware/request-id";
import { configuredSources, securityHeaders } from "./middleware/security-headers";
import { trailingSlash } from "./middleware/trailing-slash";
import { stagingLock } from "./middleware/staging-lock";
import { checkoutClosedPage } from "./middleware/checkout-closed";
import { imagesApp } from "./routes/images";
import { productUploadsApp } from "./routes/product-uploads";
import { feedsApp } from "./routes/feeds";
import { isUploadPagePath } from "./http/api-paths";
import { PRODUCT_IMAGE_BODY_LIMIT } from "./api/beheer/product-images";
import { seoApp } from "./routes/seo";
import { devMailbox } from "./routes/dev-mailbox";
import { authApi } from "./routes/auth-api";
import { paymentWebhook } from "./routes/payments/webhook";
import { sandboxPage } from "./routes/payments/sandbox-page";
import { trackApp } from "./routes/track";
import { scheduled } from "./scheduled";
import { buildAssetsVersion, renderApp } from "./ssr";
import { answeredFromCache, cachedPage, defaultCache } from "./edge/page-cache";
import { makeNonce } from "./middleware/security-headers";
import { withDbSession } from "./store/db-session";
import { beheerApi } from "./api/beheer";
import { staffIdentity } from "./middleware/staff-identity";
import { backofficeHostRule } from "./middleware/backoffice-host";
import { beheerSignIn } from "./routes/beheer-sign-in";
import { BEHEER_API_PREFIX } from "../app/lib/beheer/constants";
import { IMPORT_MAX_BYTES, IMPORT_PAGE_PATH } from "../app/lib/beheer/types/import";

export { CartObject } from "./objects/cart-object";
export { RateLimiter } from "./objects/rate-limiter";

export const app = new Hono<AppEnv>();

/** The request with one header set (the body moves along unread). */
function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request, { headers });
}

// The request line of a page-cache answer and of a catalogue read (search, suggestions, listings: the same for
// everybody, asked while typing) is written just after the answer is handed over (docs/measurements/022-page-cache.md,
// "Hit path, second pass"; docs/measurements/031-search.md).
const CATALOG_READS = "/v1/catalog/";
app.use(requestId({ logAfterResponse: (c) => answeredFromCache(c.res) || (c.req.method === "GET" && c.req.path.startsWith(CATALOG_READS)) }));
// Staging and production: the back office only on its own host, that host only the back office (docs/decisions/035).
app.use(backofficeHostRule());
// Staging: basic auth and noindex on every answer (docs/decisions/033-environments.md).
app.use(stagingLock());
// Mail the request queued goes to the provider after the response, whichever middleware answered (docs/decisions/034).
app.use(mailAfterResponse());
app.use(securityHeaders({ extra: configuredSources }));
app.use(personalNoStore());
app.use(trailingSlash());
app.use(csrf());
app.use(authGuard());
// The forms that take a file may be larger than others: the catalogue import (docs/decisions/040) and a product
// image (docs/decisions/041); their API then says in Dutch what is allowed.
app.use(
  pageForm({
    uploads: [
      { test: (pathname) => pathname === IMPORT_PAGE_PATH, maxBytes: IMPORT_MAX_BYTES + 64 * 1024 },
      { test: isUploadPagePath, maxBytes: 2 * PRODUCT_IMAGE_BODY_LIMIT },
    ],
  }),
);
app.use(jsonBody());
// Outside development a configuration problem closes the checkout with a Dutch 503 (docs/decisions/033-environments.md).
app.use(checkoutClosedPage());
// The back office: a member of staff on every page and data request (its API checks again, docs/decisions/035).
const staffPage = staffIdentity("page");
app.use("/beheer/*", (c, next) => (c.req.path.startsWith(BEHEER_API_PREFIX) ? next() : staffPage(c, next)));

app.all("/v1/*", async (c) => {
  // The API's log lines carry the request id the middleware chose (or kept).
  const id = c.get("requestId");
  const request = c.req.header("X-Request-Id") === id ? c.req.raw : withHeader(c.req.raw, "X-Request-Id", id);
  const res = await v1Fetch(request, c.env, c.executionCtx as ExecutionContext);
  // A body nobody read (an unknown route, a 413, a GET-only handler) is drained, so the runtime does not
  // end the connection mid-request.
  await drainUnread(request);
  return res;
});
app.route("/", imagesApp);
app.route("/", productUploadsApp);
app.route("/", feedsApp);
app.route("/", seoApp);
app.route("/", devMailbox);
app.route("/", authApi);
app.route("/", paymentWebhook);
app.route("/", sandboxPage);
app.route("/", trackApp);
app.route("/beheer/api", beheerApi);
app.route("/", beheerSignIn);

// Pages: anonymous GETs through the page cache (docs/decisions/022-page-cache.md), the rest rendered.
app.all("*", async (c) => {
  const ctx = c.executionCtx as ExecutionContext;
  const vars = { requestId: c.get("requestId"), nonce: c.get("nonce"), session: c.get("session"), staff: c.get("staff") };
  // The deployment and the build's assets: a cached page never names /assets/ files of another build.
  const deployVersion = `${c.env.CF_VERSION_METADATA?.id ?? ""}.${await buildAssetsVersion()}`;
  const deps = { cache: defaultCache(), kv: c.env.CACHE, waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p), deployVersion, logger: logFor(c), makeNonce };
  return cachedPage(deps, c.req.raw, vars.nonce, (request, nonce, hooks) => renderApp(request, c.env, ctx, { ...vars, nonce }, hooks));
});

app.onError((err, c) => {
  logFor(c).error("unhandled", { error: String(err), stack: err.stack });
  if (new URL(c.req.url).pathname.startsWith("/v1/")) return errorResponse(500, "internal_error", INTERNAL_MESSAGE);
  return c.text("Oeps, er ging iets mis! Vernieuw de pagina om het nogmaals te proberen.", 500);
});

export default {
  // One D1 session per request (read replicas, the shopper's own writes visible): worker/store/db-session.ts.
  fetch: (request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext) => withDbSession(request, env, (sessionEnv) => app.fetch(request, sessionEnv, ctx)),
  scheduled,
} satisfies ExportedHandler<AppEnv["Bindings"]>;
