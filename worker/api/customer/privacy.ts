/**
 * Privacy (AVG/GDPR, issue 8 section 4): GET /v1/customer/export answers everything the shop keeps about
 * the logged-in customer as a JSON attachment; POST /v1/customer/delete {password} erases the account's
 * personal data and logs out (worker/store/privacy.ts; ADR 016 on what orders keep for tax law).
 */
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { MessageResult } from "../../../app/lib/api/types/account";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account-messages";
import { deleteAccountSchema } from "../../../app/lib/schemas/privacy";
import { verifyPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { findLoginCustomerById } from "../../store/customers";
import { customerRecords, eraseCustomer } from "../../store/privacy";
import { cartRef } from "../cart/service";
import { requireCustomer } from "./session";
import { countCustomerDownload, downloadIpLimit, EXPORT_LIMITS } from "./download-limits";

export const privacyRoutes = new Hono<AppEnv>();

/** Deletion attempts per IP (each checks a password). */
export const DELETE_RATE_LIMIT = { limit: 10, windowS: 600 } as const;

const nowS = () => Math.floor(Date.now() / 1000);
const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());

/** GET /export: the customer's data; Content-Disposition makes browsers save it as a file. Rate limited per IP and customer. */
privacyRoutes.get("/export", downloadIpLimit("customer-export", EXPORT_LIMITS), async (c) => {
  const { customerId } = await requireCustomer(c);
  await countCustomerDownload(c, "customer-export", EXPORT_LIMITS, customerId);
  const records = await customerRecords(c.env.DB, customerId, nowS());
  if (!records) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  const { customer } = records;
  const carts = await Promise.all(
    records.carts.slice(0, 20).map(async ({ id, ...cart }) => {
      const ref = cartRef(c.env, id);
      const state = ref ? await ref.stub.state() : null;
      return {
        ...cart,
        created_at: iso(cart.created_at),
        updated_at: iso(cart.updated_at),
        ordered_at: iso(cart.ordered_at),
        discount_code: state?.code ?? null,
        lines: (state?.lines ?? []).map((l) => ({ variant_id: l.variant_id, quantity: l.quantity, custom: l.custom ? (JSON.parse(l.custom) as unknown) : null, added_at: new Date(l.added_at).toISOString() })),
      };
    }),
  );
  const body = {
    exported_at: new Date().toISOString(),
    customer: { ...customer, email_confirmed_at: iso(customer.email_confirmed_at), updated_at: iso(customer.updated_at) },
    addresses: records.addresses.map((a) => ({ ...a, same_delivery_address: a.same_delivery_address === 1, updated_at: iso(a.updated_at) })),
    newsletter: records.newsletter.map((n) => ({ ...n, confirmed_at: iso(n.confirmed_at), unsubscribed_at: iso(n.unsubscribed_at) })),
    favourites: records.favourites.map((f) => ({ product_id: f.product_id, added_at: iso(f.created_at) })),
    carts,
    sessions: { active: records.sessions },
  };
  c.header("Content-Disposition", `attachment; filename="droomnest-gegevens-${customer.id}.json"`);
  c.header("Cache-Control", "no-store");
  return ok(c, body);
});

/** POST /delete {password}: checks the password, erases the personal data, ends every session. */
privacyRoutes.post(
  "/delete",
  rateLimits({ name: "account-delete-ip", ...DELETE_RATE_LIMIT, key: clientIp }),
  zv("json", deleteAccountSchema, { fields: true }),
  async (c) => {
    const { customerId } = await requireCustomer(c);
    const customer = await findLoginCustomerById(c.env.DB, customerId);
    const check = await verifyPassword(c.req.valid("json").password, customer?.password_hash);
    if (!customer || !check.ok) throw new ApiHttpError(403, "wrong_password", ACCOUNT_MESSAGES.passwordWrong, {}, { password: ACCOUNT_MESSAGES.passwordWrong });
    await eraseCustomer(c.env.DB, customerId, nowS());
    logFor(c).info("account erased on request", { customer_id: customerId });
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    return ok<MessageResult>(c, { message: ACCOUNT_MESSAGES.accountDeleted });
  },
);
