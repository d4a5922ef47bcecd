import { Hono } from "hono";
import type { AppEnv } from "../../env";

// Skeleton created by the lead; the owning helper fills it in.
/** /v1/order (spec section 7): an order and its status for its customer or the browser that placed it; pay again. */
export const orderApi = new Hono<AppEnv>();
