/**
 * The back office's JSON API, /beheer/api/* (docs/decisions/035): the Worker's own, never sent to an
 * upstream host (API_ORIGIN is the shop's /v1 only). Every request needs a member of staff
 * (worker/middleware/staff-identity.ts); each area is one sub-app with its permission
 * (worker/middleware/staff-permission.ts), and every write puts its audit row in the same D1 batch
 * (worker/store/backoffice/audit.ts). Answers are `{ data }` or the house's Dutch `{ error }`.
 */
import { Hono } from "hono";
import { bodySizeLimit } from "../../middleware/body-limit";
import type { AppEnv, Env } from "../../env";
import { errorResponse, onApiError } from "../../http/errors";
import { ok } from "../../http/respond";
import { staffIdentity } from "../../middleware/staff-identity";
import type { StaffMe } from "../../../app/lib/beheer/types/common";
import { permissionsOf } from "../../domain/backoffice/permissions";
import { ordersApi } from "./orders";
import { shipmentsApi } from "./shipments";
import { refundsApi } from "./refunds";
import { returnsApi } from "./returns";
import { discountsApi } from "./discounts";
import { reviewsApi } from "./reviews";
import { productsApi } from "./products";
import { productImagesApi } from "./product-images";
import { isUploadApiPath } from "../../http/api-paths";
import { signInApi } from "./sign-in";
import { reportsApi } from "./reports";
import { auditApi, overviewApi, settingsApi, staffApi } from "./access";
import { documentsApi } from "./documents";
import { CATALOGUE_UPLOAD_API_PATH, catalogueApi } from "./catalogue";

/** Back-office bodies are small JSON (a label or an import has its own route and limit). */
export const BEHEER_BODY_LIMIT_BYTES = 64 * 1024;

export const beheerApi = new Hono<AppEnv>();
beheerApi.use("*", staffIdentity("api"));
const smallBodies = bodySizeLimit(BEHEER_BODY_LIMIT_BYTES);
// A catalogue file (worker/api/beheer/catalogue.ts) and an image upload (worker/api/beheer/product-images.ts)
// have their own, larger limits.
const ownLimit = (path: string, method: string) => isUploadApiPath(path) || (path === CATALOGUE_UPLOAD_API_PATH && method === "POST");
beheerApi.use("*", (c, next) => (ownLimit(c.req.path, c.req.method) ? next() : smallBodies(c, next)));

/** Who is signed in, and what the role may open (the layout's nav shows only those). */
beheerApi.get("/me", (c) => {
  const staff = c.get("staff")!;
  return ok<StaffMe>(c, { staff, permissions: permissionsOf(staff) });
});

beheerApi.route("/orders", ordersApi);
beheerApi.route("/shipments", shipmentsApi);
beheerApi.route("/refunds", refundsApi);
// Returns under the right of withdrawal and proefslapen (docs/decisions/038).
beheerApi.route("/returns", returnsApi);
// Discount codes, campaigns and review moderation (docs/decisions/042).
beheerApi.route("/discounts", discountsApi);
beheerApi.route("/reviews", reviewsApi);
// Products, prices and stock (docs/decisions/039).
beheerApi.route("/products", productsApi);
beheerApi.route("/aanmelden", signInApi);
// Uploaded product images (docs/decisions/041).
beheerApi.route("/product-images", productImagesApi);
beheerApi.route("/overview", overviewApi);
beheerApi.route("/audit", auditApi);
beheerApi.route("/staff", staffApi);
beheerApi.route("/settings", settingsApi);
// The invoice and credit note PDFs of a period as one ZIP (docs/decisions/043).
beheerApi.route("/documents", documentsApi);
// The accountant's CSV exports and the VAT overview (docs/decisions/044).
beheerApi.route("/reports", reportsApi);
// Catalogue import and export (docs/decisions/040).
beheerApi.route("/catalogue", catalogueApi);

beheerApi.notFound((c) => errorResponse(404, "not_found", `Deze beheer-route bestaat niet: ${c.req.method} ${new URL(c.req.url).pathname}.`));
beheerApi.onError(onApiError);

const root = new Hono<AppEnv>().route("/beheer/api", beheerApi);

/** The in-process way into /beheer/api (worker/ssr.ts: the back office's loaders and actions). */
export function beheerFetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  return Promise.resolve(root.fetch(request, env, ctx));
}
