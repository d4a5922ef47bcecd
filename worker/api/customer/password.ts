/** /v1/customer/password: forgot (mail a reset link), reset (with the link) and change (logged in). */
import type { Context } from "hono";
import { Hono } from "hono";
import type { MessageResult } from "../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "../../../app/lib/schemas/account";
import { hashPassword, verifyPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { afterResponse } from "../../http/after-response";
import { deliverQueuedMail } from "../../middleware/mail-after-response";
import { ApiHttpError } from "../../http/errors";
import { passwordPolicy } from "../../http/password-policy";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { consumeAccountToken, revokeAccountTokens } from "../../store/account-tokens";
import { confirmEmail, findLoginCustomer, findLoginCustomerById, setPasswordHash } from "../../store/customers";
import { attemptSucceeded, clearFailures, reserveAttempt } from "../../store/login-failures";
import { deleteCustomerSessions } from "../../store/sessions";
import { sendResetMail } from "./account-mails";
import { failureKeys, nowSeconds, throttled } from "./login-flow";
import { requireCustomer, sessionToken } from "./session";

export const passwordRoutes = new Hono<AppEnv>();

/** Reset mails asked per client address, and sent to one address (a mailbox cannot be flooded). */
export const FORGOT_IP_LIMIT = { limit: 20, windowS: 600 } as const;
export const FORGOT_ADDRESS_LIMIT = { limit: 3, windowS: 3600 } as const;

/** The address of a validated forgot request (the limit per address runs after validation). */
const forgotAddress = (c: Context<AppEnv>) => {
  const body = (c.req as unknown as { valid(t: "json"): { email: string } }).valid("json");
  return body.email.toLowerCase();
};

/**
 * Looks the address up and mails a reset link when it has an account; runs after the response for every
 * address (forgot-password below), so known and unknown addresses cost the request the same work.
 */
export async function mailResetLinkIfKnown(c: Context<AppEnv>, email: string, nowS: number): Promise<void> {
  const customer = await findLoginCustomer(c.env.DB, email);
  if (customer) await sendResetMail(c, customer, nowS);
}

/**
 * POST /v1/customer/password/forgot: the same answer whether or not the address has an account, so the
 * form does not tell who is a customer; only an existing account gets the mail. Both paths do the same
 * work before answering (validation and the limits): the look-up and the mail run after the response
 * (docs/decisions/014), so the answer takes as long for a known address as for an unknown one. Limited
 * per IP and per address (an address cannot be flooded with mails).
 */
passwordRoutes.post(
  "/password/forgot",
  zv("json", forgotPasswordSchema, { fields: true }),
  rateLimits(
    { name: "forgot-ip", ...FORGOT_IP_LIMIT, key: clientIp },
    { name: "forgot-address", ...FORGOT_ADDRESS_LIMIT, key: forgotAddress },
  ),
  async (c) => {
    const { email } = c.req.valid("json");
    const nowS = nowSeconds();
    afterResponse(c, "password reset mail", async () => {
      await mailResetLinkIfKnown(c, email, nowS);
      // Queued after the response: delivered here (worker/middleware/mail-after-response.ts).
      await deliverQueuedMail(c);
    });
    return ok<MessageResult>(c, { message: ACCOUNT_MESSAGES.forgotSent });
  },
);

/**
 * POST /v1/customer/password/reset: the mailed token (once, within PASSWORD_RESET_TTL_S) sets a new
 * password and ends every session of the customer; other reset links die with it.
 */
passwordRoutes.post("/password/reset", passwordPolicy(resetPasswordSchema), zv("json", resetPasswordSchema, { fields: true }), async (c) => {
  const { token, password } = c.req.valid("json");
  const db = c.env.DB;
  const nowS = nowSeconds();
  const owner = await consumeAccountToken(db, "password_reset", token, nowS);
  const customer = owner?.customerId ? await findLoginCustomerById(db, owner.customerId) : null;
  if (!owner || !customer) throw new ApiHttpError(400, "token_invalid", ACCOUNT_MESSAGES.tokenInvalid, {}, { token: ACCOUNT_MESSAGES.tokenInvalid });
  await setPasswordHash(db, customer.id, await hashPassword(password), nowS);
  await deleteCustomerSessions(db, customer.id);
  await revokeAccountTokens(db, customer.id, "password_reset", nowS);
  // The link reached the mailbox: that address is confirmed, and the account's login lock is lifted.
  await confirmEmail(db, customer.id, owner.email, nowS);
  await clearFailures(db, `account:${customer.email.toLowerCase()}`);
  return ok<MessageResult>(c, { message: ACCOUNT_MESSAGES.resetDone });
});

/** PUT /v1/customer/password: logged in, with the current password; ends the other sessions, keeps this one. */
passwordRoutes.put("/password", passwordPolicy(changePasswordSchema), zv("json", changePasswordSchema, { fields: true }), async (c) => {
  const session = await requireCustomer(c);
  const { current_password, password } = c.req.valid("json");
  const db = c.env.DB;
  const customer = await findLoginCustomerById(db, session.customerId);
  if (!customer) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  // Guessing the current password with a taken-over session counts against the account's login limit.
  const accountKey = (await failureKeys(clientIp(c), customer.email))[1]!;
  const nowS = nowSeconds();
  const attempt = await reserveAttempt(db, [accountKey], nowS);
  if (!attempt.allowed) throw throttled(attempt.retryAfterS);
  if (!(await verifyPassword(current_password, customer.password_hash)).ok) {
    throw new ApiHttpError(400, "current_password_wrong", ACCOUNT_MESSAGES.currentPasswordWrong, {}, {
      current_password: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  await attemptSucceeded(db, attempt);
  await setPasswordHash(db, customer.id, await hashPassword(password), nowS);
  await deleteCustomerSessions(db, customer.id, sessionToken(c));
  return ok<MessageResult>(c, { message: ACCOUNT_MESSAGES.passwordChanged });
});
