import { Hono } from "hono";
import type { AppEnv } from "../env";

/** /v1/abandon: abandonment signals (spec section 7, Abandonment). */
export const abandonApi = new Hono<AppEnv>();
