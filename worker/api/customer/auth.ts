import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { LoginResult, LoginStatus, MessageResult, RegisterResult } from "../../../app/lib/api/types/account";
import type { LoggedOut } from "../../../app/lib/api/types/common";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { loginSchema, registerSchema, tokenSchema } from "../../../app/lib/schemas/account";
import { hashPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { passwordPolicy } from "../../http/password-policy";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { consumeAccountToken } from "../../store/account-tokens";
import { confirmEmail, createCustomer } from "../../store/customers";
import { sendAccountExistsMail, sendConfirmMail } from "./account-mails";
import { login, nowSeconds } from "./login-flow";
import { loginIpLimit } from "./login-limit";
import { logoutBrowser } from "./logout";
import { passwordRoutes } from "./password";
import { profileRoutes } from "./profile";
import { currentCustomer } from "./session";

/** /v1/customer: register, e-mail confirmation, login, status, logout; profile and passwords are mounted. */
export const authRoutes = new Hono<AppEnv>();

// Account answers are personal: no browser or shared cache keeps them.
authRoutes.use("*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
});

/** Registrations per client address: enough for an office behind one router (or an e2e run), not for a script. */
export const REGISTER_LIMIT = { limit: 30, windowS: 600 } as const;
const registerLimit = rateLimits({ name: "register-ip", ...REGISTER_LIMIT, key: clientIp });

/**
 * POST /v1/customer: a new account (spec section 3, Register form); the confirmation link is mailed. An
 * address that already has an account gets exactly the same answer (no enumeration, docs/decisions/014):
 * nothing is stored, and its owner is mailed that someone tried to register with it.
 */
authRoutes.post("/", registerLimit, passwordPolicy(registerSchema), zv("json", registerSchema, { fields: true }), async (c) => {
  const input = c.req.valid("json");
  const nowS = nowSeconds();
  const id = await createCustomer(c.env.DB, input, await hashPassword(input.password), nowS);
  if (id === null) await sendAccountExistsMail(c, input.email, nowS);
  else await sendConfirmMail(c, { id, email: input.email, first_name: input.first_name }, nowS);
  return ok<RegisterResult>(c, { message: ACCOUNT_MESSAGES.registered, email: input.email }, 201);
});

/** POST /v1/customer/email/confirm: the mailed link, once, before it expires. */
authRoutes.post("/email/confirm", zv("json", tokenSchema, { code: "token_invalid" }), async (c) => {
  const nowS = nowSeconds();
  const owner = await consumeAccountToken(c.env.DB, "email_confirm", c.req.valid("json").token, nowS);
  if (!owner?.customerId || !(await confirmEmail(c.env.DB, owner.customerId, owner.email, nowS))) {
    throw new ApiHttpError(400, "token_invalid", ACCOUNT_MESSAGES.tokenInvalid);
  }
  return ok<MessageResult>(c, { message: ACCOUNT_MESSAGES.emailConfirmed });
});

authRoutes.use("/login", loginIpLimit);

/** POST /v1/customer/login (spec section 7): username is the e-mail address; sets the session cookie. */
authRoutes.post("/login", zv("json", loginSchema, { fields: true }), async (c) => {
  const { username, password, remember } = c.req.valid("json");
  const { user } = await login(c, { email: username, password, remember });
  return ok<LoginResult>(c, { loggedIn: true, user });
});

/** GET /v1/customer/login/status */
authRoutes.get("/login/status", async (c) => ok<LoginStatus>(c, { loggedIn: (await currentCustomer(c)) !== null }));

/** GET /v1/customer/logout (spec section 7): ends the session; the order-access and cart cookies go too. */
authRoutes.get("/logout", async (c) => {
  const site = c.req.header("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new ApiHttpError(403, "csrf_rejected", "Dit verzoek komt niet van deze website en is geweigerd.");
  }
  await logoutBrowser(c, getCookie(c, SESSION_COOKIE));
  return ok<LoggedOut>(c, { loggedIn: false });
});

authRoutes.route("/", passwordRoutes);
authRoutes.route("/", profileRoutes);
