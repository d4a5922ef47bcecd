/** /v1/catalog (spec section 7, Catalog): one sub-app per sub-resource. */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { guidedSellingRoutes } from "./guided-selling";
import { configuratorRoutes } from "./configurator";
import { listRoutes } from "./lists";
import { overviewRoutes } from "./overview";
import { productRoutes } from "./product";
import { reviewRoutes } from "./reviews";
import { searchRoutes } from "./search";

export const catalogApi = new Hono<AppEnv>();

catalogApi.route("/", overviewRoutes);
catalogApi.route("/", productRoutes);
catalogApi.route("/", reviewRoutes);
catalogApi.route("/", searchRoutes);
catalogApi.route("/", listRoutes);
catalogApi.route("/", guidedSellingRoutes);
catalogApi.route("/", configuratorRoutes);
