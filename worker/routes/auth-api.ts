/**
 * The Auth calls of spec section 7 for clients that keep a token themselves (apps, scripts):
 * POST /api/auth/login (answers the token and sets the session cookie), GET /api/auth/user (cookie or
 * `Authorization: Bearer`), POST /api/auth/logout, and POST /login (the spec's start-up login: JSON
 * {email, password}, answers access_token). The token is the session token: the same D1 session, the
 * same expiry, ended by any logout. These answers are the bare objects the spec's clients read
 * (`token`, `user`), not the /v1 `{ data }` envelope; errors have the /v1 error shape (ADR 014).
 */
import { Hono, type Context } from "hono";
import { bodySizeLimit } from "../middleware/body-limit";
import { z } from "../../app/lib/schemas/zod";
import type { AuthUser, TokenLoginResult } from "../../app/lib/api/types/account";
import type { LoggedOut } from "../../app/lib/api/types/common";
import { API_BODY_LIMIT_BYTES } from "../../app/lib/constants";
import { AUTH_COOKIE_MAX_AGE_S } from "../../app/lib/account/constants";
import { ACCOUNT_MESSAGES } from "../../app/lib/account/messages";
import { loginSchema } from "../../app/lib/schemas/account";
import { login } from "../api/customer/login-flow";
import { loginIpLimit } from "../api/customer/login-limit";
import { logoutBrowser } from "../api/customer/logout";
import { currentCustomer, sessionToken } from "../api/customer/session";
import type { AppEnv } from "../env";
import { ApiHttpError, onApiError } from "../http/errors";
import { zv } from "../http/validate";
import { authUser, findLoginCustomerById } from "../store/customers";

/** The login form's fields, or the spec's {email, password}: email stands in for username. */
const authLoginSchema = z.preprocess((value) => {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const body = value as Record<string, unknown>;
    if (body.username === undefined && body.email !== undefined) return { ...body, username: body.email };
  }
  return value;
}, loginSchema);

export const authApi = new Hono<AppEnv>();
const limit = bodySizeLimit(API_BODY_LIMIT_BYTES);
authApi.use("/api/auth/*", limit);
authApi.use("/login", limit);
const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
};
authApi.use("/api/auth/*", noStore);
authApi.use("/login", noStore);
authApi.use("/api/auth/login", loginIpLimit);
authApi.use("/login", loginIpLimit);

async function tokenLogin(c: Context<AppEnv>, body: z.output<typeof loginSchema>): Promise<TokenLoginResult> {
  const { token, user } = await login(c, { email: body.username, password: body.password, remember: body.remember });
  return { loggedIn: true, user, token, access_token: token, expires_in: AUTH_COOKIE_MAX_AGE_S };
}

authApi.post("/api/auth/login", zv("json", authLoginSchema, { fields: true }), async (c) => c.json(await tokenLogin(c, c.req.valid("json"))));

authApi.post("/login", zv("json", authLoginSchema, { fields: true }), async (c) => c.json(await tokenLogin(c, c.req.valid("json"))));

authApi.get("/api/auth/user", async (c) => {
  const session = await currentCustomer(c);
  const customer = session ? await findLoginCustomerById(c.env.DB, session.customerId) : null;
  if (!customer) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  return c.json<{ user: AuthUser }>({ user: authUser(customer) });
});

authApi.post("/api/auth/logout", async (c) => {
  await logoutBrowser(c, sessionToken(c));
  return c.json<LoggedOut>({ loggedIn: false });
});

authApi.all("/api/auth/*", () => {
  throw new ApiHttpError(404, "not_found", "Deze API-route bestaat niet.");
});

authApi.onError(onApiError);
