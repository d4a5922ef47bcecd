/**
 * The development sign-in's list of staff, GET /beheer/api/aanmelden (docs/decisions/035): the one back-office
 * API path without identity, and only in development (there is no Cloudflare Access locally). Elsewhere 403.
 * Signing in itself is the form post of worker/routes/beheer-sign-in.ts.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { isDevelopment } from "../../config/env-schema";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { activeStaff } from "../../store/backoffice/staff";
import { SIGN_IN_MESSAGES } from "../../../app/lib/beheer/messages/access";
import type { SignInList } from "../../../app/lib/beheer/types/access";

export const signInApi = new Hono<AppEnv>();

signInApi.use("*", async (c, next) => {
  if (!isDevelopment(c.env)) throw new ApiHttpError(403, "development_only", SIGN_IN_MESSAGES.refused);
  await next();
});

signInApi.get("/", async (c) => ok<SignInList>(c, { staff: await activeStaff(c.env.DB) }));
