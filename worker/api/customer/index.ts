import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { addressesRoutes } from "./addresses";
import { authRoutes } from "./auth";
import { cartRemindersRoutes } from "./cart-reminders";
import { favouritesRoutes } from "./favourites";
import { ordersRoutes } from "./orders";
import { privacyRoutes } from "./privacy";
import { subscriptionRoutes } from "./subscription";

/** /v1/customer (spec section 7): account, login, passwords, addresses, newsletter, favourites, privacy. */
export const customerApi = new Hono<AppEnv>();
customerApi.route("/", authRoutes);
customerApi.route("/", addressesRoutes);
customerApi.route("/", subscriptionRoutes);
customerApi.route("/", favouritesRoutes);
customerApi.route("/", privacyRoutes);
customerApi.route("/", ordersRoutes);
customerApi.route("/", cartRemindersRoutes);
