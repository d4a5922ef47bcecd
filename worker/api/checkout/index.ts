import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { paymentUrlRoutes } from "./payment-url";
import { postcodeRoutes } from "./postcode";
import { stateRoutes } from "./state";
import { vatRoutes } from "./vat";

/** /v1/checkout (spec section 7): state and steps, postcode lookup, VAT check, the order and its payment. */
export const checkoutApi = new Hono<AppEnv>();
checkoutApi.route("/", postcodeRoutes);
checkoutApi.route("/", stateRoutes);
checkoutApi.route("/", vatRoutes);
checkoutApi.route("/", paymentUrlRoutes);
