/**
 * /v1/customer/subscription: the newsletter with double opt-in, for the pop-up and /account/subscription/.
 * A sign-up is pending and gets a mailed link (/nieuwsbrief/bevestigen/?token=...; single use, hashed,
 * EMAIL_CONFIRM_TTL_S); POST /subscription/confirm with that token subscribes. Reading and unsubscribing
 * are for the logged-in owner of the address only.
 * No enumeration (docs/decisions/013): a sign-up answers a stranger the same for a new, pending, confirmed
 * or unsubscribed address; only the logged-in owner of the address is told its state. A pending address
 * gets one opt-in mail per link validity, however often it is signed up; the mail budget
 * (worker/domain/mail-budget.ts) caps the rest.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "../../../app/lib/schemas/zod";
import type { Subscription } from "../../../app/lib/api/types/account";
import { STRINGS } from "../../../app/lib/constants";
import { EMAIL_CONFIRM_TTL_S } from "../../../app/lib/account/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { tokenSchema } from "../../../app/lib/schemas/account";
import { newsletterSignupSchema } from "../../../app/lib/schemas/newsletter";
import type { AppEnv } from "../../env";
import { mailAdapter } from "../../edge/mail";
import { newsletterConfirmMail } from "../../edge/mail-templates/newsletter-confirm";
import { newsletterCreditMail } from "../../edge/mail-templates/newsletter-credit";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { consumeAccountToken, createAccountToken } from "../../store/account-tokens";
import { findLoginCustomerById } from "../../store/customers";
import {
  claimOptInMail,
  confirmSubscription,
  findSubscription,
  findSubscriptionById,
  releaseOptInMail,
  subscriptionStatus,
  subscriptionView,
  unsubscribe,
  type SubscriptionRow,
} from "../../store/newsletter";
import { sha256Hex } from "../../store/sessions";
import { issueNewsletterCredit } from "../../store/vouchers";
import { linkOrigin } from "./account-mails";
import { currentCustomer, requireCustomer } from "./session";

export const subscriptionRoutes = new Hono<AppEnv>();

/** Sign-ups per IP (each pending one sends a mail). */
export const SUBSCRIPTION_RATE_LIMIT = { limit: 20, windowS: 600 } as const;

const nowS = () => Math.floor(Date.now() / 1000);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The logged-in customer's e-mail address (401 when not logged in). */
async function ownEmail(c: Context<AppEnv>): Promise<{ id: number; email: string }> {
  const session = await requireCustomer(c);
  const customer = await findLoginCustomerById(c.env.DB, session.customerId);
  if (!customer) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  return customer;
}

/** Reading and unsubscribing: 401 before anything else when not logged in. */
const loggedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireCustomer(c);
  await next();
};

const notYours = () => new ApiHttpError(403, "forbidden", ACCOUNT_MESSAGES.newsletterNotYours);

/**
 * Mails the opt-in link of a pending sign-up, unless one was mailed within the link's validity (the first
 * link still works) or the recipient's mail budget is used up (the claim is then given back).
 */
async function mailOptIn(c: Context<AppEnv>, row: SubscriptionRow): Promise<void> {
  const now = nowS();
  if (!(await claimOptInMail(c.env.DB, row.id, now, EMAIL_CONFIRM_TTL_S))) return;
  const token = await createAccountToken(c.env.DB, { kind: "newsletter_confirm", customerId: row.customer_id, email: row.email, nowS: now, ttlS: EMAIL_CONFIRM_TTL_S });
  const url = `${linkOrigin(c)}/nieuwsbrief/bevestigen/?${new URLSearchParams({ token })}`;
  const sent = await mailAdapter(c.env, { log: logFor(c) }).send(newsletterConfirmMail({ to: row.email, url, tokenId: await sha256Hex(token) }));
  if (sent.withheld) await releaseOptInMail(c.env.DB, row.id, now);
}

/**
 * POST: a sign-up (pop-up or account page). Pending gets the opt-in mail; a confirmed address stays so.
 * The logged-in owner of the address is told its state (the account page); anyone else gets one answer
 * for every address: pending, no id, the pop-up's message (spec section 4).
 */
subscriptionRoutes.post(
  "/subscription",
  rateLimits({ name: "newsletter-ip", ...SUBSCRIPTION_RATE_LIMIT, key: clientIp }),
  zv("json", newsletterSignupSchema, { code: "invalid_email" }),
  async (c) => {
    const { email } = c.req.valid("json");
    const session = await currentCustomer(c);
    const customer = session ? await findLoginCustomerById(c.env.DB, session.customerId) : null;
    const customerId = customer && sameEmail(customer.email, email) ? customer.id : null;
    const row = await mailAdapter(c.env, { log: logFor(c) }).subscribe(email, customerId ? "account" : "newsletter-popup", customerId);
    if (subscriptionStatus(row) === "pending") await mailOptIn(c, row);
    c.header("Cache-Control", "private, no-store");
    if (customerId) return ok<Subscription>(c, { ...subscriptionView(email, row), message: STRINGS.newsletterSuccess }, 201);
    return ok<Subscription>(c, { id: null, email, status: "pending", message: STRINGS.newsletterSuccess }, 201);
  },
);

/**
 * POST /subscription/confirm {token}: the mailed link's token, once. A confirmed address earns the pop-up's
 * credit (docs/decisions/027), once per address ever: a later sign-up after unsubscribing earns nothing new.
 */
subscriptionRoutes.post("/subscription/confirm", zv("json", tokenSchema, { code: "token_invalid" }), async (c) => {
  const owner = await consumeAccountToken(c.env.DB, "newsletter_confirm", c.req.valid("json").token, nowS());
  const row = owner ? await confirmSubscription(c.env.DB, owner.email, nowS()) : null;
  if (!owner || !row) throw new ApiHttpError(400, "token_invalid", ACCOUNT_MESSAGES.tokenInvalid);
  const credit = await issueNewsletterCredit(c.env.DB, row.email, nowS());
  if (credit.created) await mailAdapter(c.env, { log: logFor(c) }).send(newsletterCreditMail(row.email, credit));
  return ok<Subscription>(c, { ...subscriptionView(owner.email, row), message: ACCOUNT_MESSAGES.newsletterConfirmed });
});

/** GET /subscription?email=: the state of the logged-in customer's own address. */
subscriptionRoutes.get("/subscription", loggedIn, zv("query", newsletterSignupSchema, { code: "invalid_email" }), async (c) => {
  const { email } = c.req.valid("query");
  const own = await ownEmail(c);
  if (!sameEmail(own.email, email)) throw notYours();
  return ok<Subscription>(c, subscriptionView(own.email, await findSubscription(c.env.DB, own.email)));
});

const idParam = z.object({ id: z.coerce.number({ error: ACCOUNT_MESSAGES.newsletterNotFound }).int().positive(ACCOUNT_MESSAGES.newsletterNotFound) });

/** DELETE /subscription/{id}: the owner unsubscribes (idempotent). */
subscriptionRoutes.delete("/subscription/:id", loggedIn, zv("param", idParam, { status: 404, code: "not_found" }), async (c) => {
  const own = await ownEmail(c);
  const row = await findSubscriptionById(c.env.DB, c.req.valid("param").id);
  if (!row) throw new ApiHttpError(404, "not_found", ACCOUNT_MESSAGES.newsletterNotFound);
  if (!sameEmail(row.email, own.email)) throw notYours();
  const done = await unsubscribe(c.env.DB, row.id, nowS());
  return ok<Subscription>(c, { ...subscriptionView(own.email, done), message: ACCOUNT_MESSAGES.newsletterUnsubscribed });
});
