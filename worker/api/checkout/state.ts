import { Hono } from "hono";
import type { AppEnv } from "../../env";

// Skeleton created by the lead; the owning helper fills it in.
export const stateRoutes = new Hono<AppEnv>();
