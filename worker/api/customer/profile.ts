/** GET/PUT /v1/customer: the customer form of spec section 3 for the logged-in customer only. */
import { Hono } from "hono";
import type { CustomerProfile } from "../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { customerSchema } from "../../../app/lib/schemas/account";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { findLoginCustomerById, getProfile, updateProfile } from "../../store/customers";
import { checkEmailChange, finishEmailChange, sameAddress } from "./email-change";
import { nowSeconds } from "./login-flow";
import { requireCustomer } from "./session";

export const profileRoutes = new Hono<AppEnv>();

const notLoggedIn = () => new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);

profileRoutes.get("/", async (c) => {
  const session = await requireCustomer(c);
  const profile = await getProfile(c.env.DB, session.customerId);
  if (!profile) throw notLoggedIn();
  return ok<CustomerProfile>(c, profile);
});

/**
 * PUT /v1/customer: saves the form (birthdate stored ISO, phone normalised). Another e-mail address needs
 * the current password (worker/api/customer/email-change.ts; missing or wrong: nothing changed); one that
 * another account uses: 409, nothing changed. A changed address is unconfirmed again and gets a new link,
 * the old address is told, and the account's other sessions end.
 */
profileRoutes.put("/", zv("json", customerSchema, { fields: true }), async (c) => {
  const session = await requireCustomer(c);
  const update = c.req.valid("json");
  const customer = await findLoginCustomerById(c.env.DB, session.customerId);
  if (!customer) throw notLoggedIn();
  if (!sameAddress(customer.email, update.email)) await checkEmailChange(c, customer, update.current_password);
  const nowS = nowSeconds();
  const outcome = await updateProfile(c.env.DB, session.customerId, update, nowS);
  if (outcome.kind === "not_found") throw notLoggedIn();
  if (outcome.kind === "email_taken") {
    throw new ApiHttpError(409, "email_taken", ACCOUNT_MESSAGES.emailTaken, {}, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  const profile = await getProfile(c.env.DB, session.customerId);
  if (!profile) throw notLoggedIn();
  if (outcome.emailChanged) await finishEmailChange(c, { customerId: profile.id, oldEmail: customer.email, newEmail: profile.email }, nowS);
  c.set("session", { customerId: profile.id, firstName: profile.first_name });
  return ok<CustomerProfile>(c, profile);
});
