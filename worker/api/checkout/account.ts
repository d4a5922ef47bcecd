/**
 * "Maak een account aan" in the checkout: the account of POST /v1/customer made from the checkout's details
 * (the same store call, password hash and confirmation mail). The checkout then goes on as a guest whether
 * the address was new or already had an account (whose owner is mailed, as POST /v1/customer does), so the
 * answer never tells a stranger which (docs/decisions/025). The new account is not logged in: once its
 * owner confirms the address, the guest orders placed with it join the account (confirmEmail).
 */
import type { Context } from "hono";
import { hashPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { createCustomer } from "../../store/customers";
import type { StoredDetails } from "../../store/checkout-state";
import { sendAccountExistsMail, sendConfirmMail } from "../customer/account-mails";
import { nowSeconds } from "../customer/login-flow";

/** Registers the checkout's shopper (or mails the owner of a known address); nobody is logged in. */
export async function registerFromCheckout(c: Context<AppEnv>, details: StoredDetails, password: string): Promise<void> {
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
  if (id === null) await sendAccountExistsMail(c, details.email, nowS);
  else await sendConfirmMail(c, { id, email: details.email, first_name: details.first_name }, nowS);
}
