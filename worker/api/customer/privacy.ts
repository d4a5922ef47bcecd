/**
 * Privacy (AVG/GDPR): GET /v1/customer/export answers everything the shop keeps about
 * the logged-in customer as a JSON attachment; POST /v1/customer/delete {password} erases the account's
 * personal data and logs out (worker/store/privacy.ts; ADR 016 on what orders keep for tax law).
 */
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { MessageResult } from "../../../app/lib/api/types/account";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { deleteAccountSchema } from "../../../app/lib/schemas/privacy";
import { verifyPassword } from "../../domain/password";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { findLoginCustomerById } from "../../store/customers";
import { eraseCustomer, exportCustomer } from "../../store/privacy";
import { cartRef } from "../cart/service";
import { requireCustomer } from "./session";
import { countCustomerDownload, downloadIpLimit, EXPORT_LIMITS } from "./download-limits";

export const privacyRoutes = new Hono<AppEnv>();

/** Deletion attempts per IP (each checks a password). */
export const DELETE_RATE_LIMIT = { limit: 10, windowS: 600 } as const;

const nowS = () => Math.floor(Date.now() / 1000);
const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());

/** Unix seconds in columns named *_at (and expires/window times) as ISO dates; other values as stored. */
function readable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === "number" && /(_at|^window_start|^locked_until)$/u.test(k) && v > 0 ? iso(v) : v]),
  );
}

/**
 * GET /export: everything D1 and the cart objects hold about the customer (worker/store/personal-data.ts:
 * one section per personal table; the cart's lines from its Durable Object, never its id). Content-
 * Disposition makes browsers save it as a file. Rate limited per IP and customer.
 */
privacyRoutes.get("/export", downloadIpLimit("customer-export", EXPORT_LIMITS), async (c) => {
  const { customerId } = await requireCustomer(c);
  await countCustomerDownload(c, "customer-export", EXPORT_LIMITS, customerId);
  const records = await exportCustomer(c.env.DB, customerId, nowS());
  if (!records) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  const { customers, carts, ...sections } = records;
  const customer = readable(customers![0]!);
  const withLines = await Promise.all(
    (carts ?? []).slice(0, 20).map(async ({ ref, ...cart }) => {
      const stub = typeof ref === "string" ? cartRef(c.env, ref) : null;
      const state = stub ? await stub.stub.state() : null;
      return {
        ...readable(cart),
        discount_code: state?.code ?? null,
        lines: (state?.lines ?? []).map((l) => ({ variant_id: l.variant_id, quantity: l.quantity, custom: l.custom ? (JSON.parse(l.custom) as unknown) : null, added_at: new Date(l.added_at).toISOString() })),
      };
    }),
  );
  const body = {
    exported_at: new Date().toISOString(),
    customer,
    ...Object.fromEntries(Object.entries(sections).map(([name, rows]) => [name, rows.map(readable)])),
    carts: withLines,
  };
  c.header("Content-Disposition", `attachment; filename="droomnest-gegevens-${customerId}.json"`);
  c.header("Cache-Control", "private, no-store");
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
