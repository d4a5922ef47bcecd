/**
 * The logged-in customer's addresses (spec section 3 Address): GET /v1/customer/addresses,
 * PUT /v1/customer/address/billing and PUT /v1/customer/address/shipping. Only the session's own rows are
 * read or written: the customer id comes from the session, never from the request. A Dutch address is
 * looked up again and kept flagged when the lookup cannot confirm it (../checkout/address-check.ts).
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { Address, Addresses, BillingAddress } from "../../../app/lib/api/types/account";
import { billingAddressSchema, shippingAddressSchema } from "../../../app/lib/schemas/account";
import type { AppEnv } from "../../env";
import { postcodeAdapter } from "../../edge/postcode";
import { logFor } from "../../http/log";
import { checkDutchAddress } from "../checkout/address-check";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { findAddresses, saveBillingAddress, saveShippingAddress } from "../../store/addresses";
import { requireCustomer } from "./session";

const nowS = () => Math.floor(Date.now() / 1000);

/** An anonymous write is a 401 before its body is read (a 422 would tell it what to fix). */
const loggedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireCustomer(c);
  await next();
};

export const addressesRoutes = new Hono<AppEnv>();

addressesRoutes.get("/addresses", async (c) => {
  const { customerId } = await requireCustomer(c);
  c.header("Cache-Control", "private, no-store");
  return ok<Addresses>(c, await findAddresses(c.env.DB, customerId));
});

addressesRoutes.put("/address/billing", loggedIn, zv("json", billingAddressSchema, { fields: true }), async (c) => {
  const { customerId } = await requireCustomer(c);
  const address = await checkDutchAddress(postcodeAdapter(c.env, { log: logFor(c) }), c.req.valid("json"));
  return ok<BillingAddress>(c, await saveBillingAddress(c.env.DB, customerId, address, nowS()));
});

addressesRoutes.put("/address/shipping", loggedIn, zv("json", shippingAddressSchema, { fields: true }), async (c) => {
  const { customerId } = await requireCustomer(c);
  const address = await checkDutchAddress(postcodeAdapter(c.env, { log: logFor(c) }), c.req.valid("json"));
  return ok<Address>(c, await saveShippingAddress(c.env.DB, customerId, address, nowS()));
});
