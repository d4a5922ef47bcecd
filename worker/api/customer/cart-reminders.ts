/**
 * /v1/customer/cart-reminders: the account's choice for the abandoned-cart reminder (docs/decisions/028),
 * shown as a checkbox on /account/subscription/. Only for the logged-in customer, about their own address.
 * On: carts they own are reminded at the account's address and the address leaves the opt-out list. Off:
 * the address joins the opt-out list.
 */
import { Hono } from "hono";
import type { CartReminderChoice } from "../../../app/lib/api/types/abandon";
import { cartReminderChoiceSchema } from "../../../app/lib/schemas/abandon";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { customerReminderChoice, setCustomerReminderChoice } from "../../store/reminder-optouts";
import { requireCustomer } from "./session";

export const cartRemindersRoutes = new Hono<AppEnv>();

// Logged in first: a stranger gets the 401, never a validation answer.
cartRemindersRoutes.use("/cart-reminders", async (c, next) => {
  await requireCustomer(c);
  await next();
});

cartRemindersRoutes.get("/cart-reminders", async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok<CartReminderChoice>(c, { enabled: await customerReminderChoice(c.env.DB, customerId) });
});

cartRemindersRoutes.put("/cart-reminders", zv("json", cartReminderChoiceSchema), async (c) => {
  const { customerId } = await requireCustomer(c);
  const { enabled } = c.req.valid("json");
  await setCustomerReminderChoice(c.env.DB, customerId, enabled, Math.floor(Date.now() / 1000));
  return ok<CartReminderChoice>(c, { enabled: await customerReminderChoice(c.env.DB, customerId) });
});
