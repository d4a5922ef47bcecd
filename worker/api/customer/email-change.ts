/**
 * Changing the account's e-mail address (PUT /v1/customer with another `email`; docs/decisions/014 and
 * 013): the current password is asked (a taken-over session cannot move the account to another mailbox),
 * attempts are limited per client address and per account, the new address gets its confirmation link,
 * the old address is told, and every other session of the account ends (this one stays).
 */
import type { Context } from "hono";
import { EMAIL_CONFIRM_TTL_S } from "../../../app/lib/account/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { verifyPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { mailAdapter } from "../../edge/mail";
import { emailChangeConfirmMail, emailChangedMail } from "../../edge/mail-templates/email-change";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { clientIp, enforceRateLimits } from "../../middleware/rate-limit";
import { createAccountToken } from "../../store/account-tokens";
import { deleteCustomerSessions, sha256Hex } from "../../store/sessions";
import { linkOrigin } from "./account-mails";
import { sessionToken } from "./session";

/** E-mail change attempts per client address: a household's few changes, not a script's. */
export const EMAIL_CHANGE_IP_LIMIT = { limit: 10, windowS: 3600 } as const;
/** E-mail change attempts per account (each checks the current password: a slow guess at most). */
export const EMAIL_CHANGE_ACCOUNT_LIMIT = { limit: 5, windowS: 3600 } as const;

/** True when two addresses are the same account address (trimmed, any letter case). */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Checks an e-mail change before anything is saved: counts it against the limits (429 with the Dutch
 * message), then the current password: missing is a 422 and wrong a 400, each with the field message.
 */
export async function checkEmailChange(c: Context<AppEnv>, customer: { id: number; password_hash: string | null }, currentPassword: string): Promise<void> {
  await enforceRateLimits(
    c,
    { name: "email-change-ip", ...EMAIL_CHANGE_IP_LIMIT, key: clientIp },
    { name: "email-change-account", ...EMAIL_CHANGE_ACCOUNT_LIMIT, key: () => String(customer.id) },
  );
  if (!currentPassword) {
    throw new ApiHttpError(422, "current_password_required", ACCOUNT_MESSAGES.currentPasswordForEmail, {}, { current_password: ACCOUNT_MESSAGES.currentPasswordForEmail });
  }
  if (!(await verifyPassword(currentPassword, customer.password_hash)).ok) {
    throw new ApiHttpError(400, "current_password_wrong", ACCOUNT_MESSAGES.currentPasswordWrong, {}, { current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
}

/**
 * After the address changed: the confirmation link to the new address (kind email_change, the token of
 * POST /v1/customer/email/confirm), the notice to the old one (email_changed), and the other sessions end.
 */
export async function finishEmailChange(c: Context<AppEnv>, change: { customerId: number; oldEmail: string; newEmail: string }, nowS: number): Promise<void> {
  const token = await createAccountToken(c.env.DB, { kind: "email_confirm", customerId: change.customerId, email: change.newEmail, nowS, ttlS: EMAIL_CONFIRM_TTL_S });
  const tokenId = await sha256Hex(token);
  const url = `${linkOrigin(c)}/account/confirm-email/?${new URLSearchParams({ token })}`;
  const mail = mailAdapter(c.env, { log: logFor(c) });
  await mail.send(emailChangeConfirmMail({ to: change.newEmail, url, tokenId }));
  await mail.send(emailChangedMail({ to: change.oldEmail, changeId: tokenId }));
  await deleteCustomerSessions(c.env.DB, change.customerId, sessionToken(c));
  logFor(c).info("account e-mail address changed; other sessions ended", { customer: change.customerId });
}
