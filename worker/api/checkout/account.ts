/**
 * "Maak een account aan" in the checkout (issue 9 1.3): the account of POST /v1/customer made from the
 * checkout's details (the same store call, password hash and confirmation mail), then the login of
 * worker/api/customer/login-flow.ts, so the rest of the checkout runs as that customer. An address that
 * already has an account is not refused (that would tell a stranger it has one, docs/decisions/014): the
 * checkout goes on as a guest and the owner is mailed, as POST /v1/customer does.
 */
import type { Context } from "hono";
import { hashPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { createCustomer } from "../../store/customers";
import type { StoredDetails } from "../../store/checkout-state";
import { sendAccountExistsMail, sendConfirmMail } from "../customer/account-mails";
import { login, nowSeconds } from "../customer/login-flow";

/**
 * Registers and logs in; returns the customer id. An address that has an account: nothing stored, nobody
 * logged in, the owner mailed; returns null (the checkout goes on as a guest).
 */
export async function registerFromCheckout(c: Context<AppEnv>, details: StoredDetails, password: string): Promise<number | null> {
  const nowS = nowSeconds();
  const company = details.type === "company";
  const id = await createCustomer(
    c.env.DB,
    {
      type: details.type,
      first_name: details.first_name,
      last_name: details.last_name,
      email: details.email,
      phone: details.phone_number,
      company: company ? details.company : "",
      vat_number: company ? details.vat_number : "",
      coc_number: company ? details.coc_number : "",
      password,
      password_confirmation: password,
    },
    await hashPassword(password),
    nowS,
  );
  if (id === null) {
    await sendAccountExistsMail(c, details.email, nowS);
    return null;
  }
  await sendConfirmMail(c, { id, email: details.email, first_name: details.first_name }, nowS);
  await login(c, { email: details.email, password, remember: false }, nowS);
  return id;
}
