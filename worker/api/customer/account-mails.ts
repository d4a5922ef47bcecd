/** The mailed links of an account (confirm e-mail, reset password): a one-time token and its mail. */
import type { Context } from "hono";
import { EMAIL_CONFIRM_TTL_S, PASSWORD_RESET_TTL_S } from "../../../app/lib/account-constants";
import type { AppEnv } from "../../env";
import { mailAdapter } from "../../edge/mail";
import { accountConfirmMail } from "../../edge/mail-templates/account-confirm";
import { accountResetMail } from "../../edge/mail-templates/account-reset";
import { logFor } from "../../http/log";
import { createAccountToken } from "../../store/account-tokens";
import { sha256Hex } from "../../store/sessions";

interface Recipient {
  id: number;
  email: string;
  first_name: string;
}

/** The origin of links in mails: SITE_ORIGIN, else the origin the request came in on. */
export function linkOrigin(c: Context<AppEnv>): string {
  return (c.env.SITE_ORIGIN || new URL(c.req.url).origin).replace(/\/+$/u, "");
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
