import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { postcodeRoutes } from "./postcode";

/** /v1/checkout (spec section 7): the postcode lookup; the checkout issue adds the checkout itself here. */
export const checkoutApi = new Hono<AppEnv>();
checkoutApi.route("/", postcodeRoutes);
