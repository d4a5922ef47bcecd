/**
 * The mailed links of an account (confirm e-mail, reset password): a one-time token and its mail; and the
 * mail to the owner of an address someone tried to register again (account_exists).
 */
import type { Context } from "hono";
import { EMAIL_CONFIRM_TTL_S, PASSWORD_RESET_TTL_S } from "../../../app/lib/account/constants";
import { LOGIN_PATH } from "../../../app/kernel/login-target";
import type { AppEnv } from "../../env";
import { mailAdapter, mailLinkOrigin } from "../../edge/mail";
import { accountConfirmMail } from "../../edge/mail-templates/account-confirm";
import { accountExistsMail } from "../../edge/mail-templates/account-exists";
import { accountResetMail } from "../../edge/mail-templates/account-reset";
import { logFor } from "../../http/log";
import { createAccountToken } from "../../store/account-tokens";
import { findLoginCustomer } from "../../store/customers";
import { sha256Hex } from "../../store/sessions";

interface Recipient {
  id: number;
  email: string;
  first_name: string;
}

/** The origin of links in mails (worker/edge/mail.ts mailLinkOrigin) for the request's own origin. */
export function linkOrigin(c: Context<AppEnv>): string {
  return mailLinkOrigin(c.env, new URL(c.req.url).origin);
}

/** Mails the e-mail confirmation link (/account/confirm-email/?token=...). */
export async function sendConfirmMail(c: Context<AppEnv>, customer: Recipient, nowS: number): Promise<void> {
  const token = await createAccountToken(c.env.DB, { kind: "email_confirm", customerId: customer.id, email: customer.email, nowS, ttlS: EMAIL_CONFIRM_TTL_S });
  const url = `${linkOrigin(c)}/account/confirm-email/?${new URLSearchParams({ token })}`;
  await mailAdapter(c.env, { log: logFor(c) }).send(
    accountConfirmMail({ to: customer.email, firstName: customer.first_name, url, tokenId: await sha256Hex(token) }),
  );
}

/** Mails the password reset link (/account/reset-password/?token=...). */
export async function sendResetMail(c: Context<AppEnv>, customer: Recipient, nowS: number): Promise<void> {
  const token = await createAccountToken(c.env.DB, { kind: "password_reset", customerId: customer.id, email: customer.email, nowS, ttlS: PASSWORD_RESET_TTL_S });
  const url = `${linkOrigin(c)}/account/reset-password/?${new URLSearchParams({ token })}`;
  await mailAdapter(c.env, { log: logFor(c) }).send(
    accountResetMail({ to: customer.email, firstName: customer.first_name, url, tokenId: await sha256Hex(token) }),
  );
}

/**
 * Registering an address that has an account answers as for a new one (docs/decisions/014); the owner
 * gets this mail instead, with the login and forgot-password links. At most one a day per account (the
 * outbox keeps one mail per kind and subject).
 */
export async function sendAccountExistsMail(c: Context<AppEnv>, email: string, nowS: number): Promise<void> {
  const owner = await findLoginCustomer(c.env.DB, email);
  if (!owner) return;
  const origin = linkOrigin(c);
  const day = new Date(nowS * 1000).toISOString().slice(0, 10);
  await mailAdapter(c.env, { log: logFor(c) }).send(
    accountExistsMail({
      to: owner.email,
      firstName: owner.first_name,
      loginUrl: `${origin}${LOGIN_PATH}`,
      forgotUrl: `${origin}/account/forgot-password/`,
      relatedId: `${owner.id}:${day}`,
    }),
  );
}
