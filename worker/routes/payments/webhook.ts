/**
 * POST /webhooks/payments: the PSP's status call (form-encoded `id`, sent cross-site by the PSP, so it is
 * exempt from the CSRF and JSON rules; see worker/middleware/csrf.ts). The body is never trusted: the status
 * is fetched from the PSP through the adapter, and the order moves through the state machine exactly once
 * (worker/api/order/payment-status.ts). Unknown ids answer 200 too (a webhook never tells whether an id
 * exists) and are logged. A known id makes the shop call the PSP at most WEBHOOK_STATUS_FETCH_LIMIT times a
 * minute; beyond that 429 (the PSP retries).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { PAYMENT_WEBHOOK_PATH } from "../../http/api-paths";
import { logFor } from "../../http/log";
import { ApiHttpError } from "../../http/errors";
import { enforceRateLimits } from "../../middleware/rate-limit";
import { paymentWebhookSchema } from "../../../app/lib/schemas/checkout";
import { applyPaymentStatus } from "../../api/order/payment-status";
import { mailLinkOrigin } from "../../edge/mail";
import { recordWebhookFailure, resolveWebhookFailures } from "../../store/webhook-failures";

export const WEBHOOK_PATH = PAYMENT_WEBHOOK_PATH;

/**
 * How often one payment id may make the shop fetch its status from the PSP: a PSP calls once per status
 * change (and retries a call that failed), so more than this in a minute is someone replaying the id.
 */
export const WEBHOOK_STATUS_FETCH_LIMIT = { limit: 5, windowS: 60 } as const;

export const paymentWebhook = new Hono<AppEnv>();

const nowS = () => Math.floor(Date.now() / 1000);

paymentWebhook.post(WEBHOOK_PATH, async (c) => {
  const log = logFor(c);
  // Exempt from the page-form rules, so its own size limit: an id is a few bytes.
  if (Number(c.req.header("Content-Length") ?? "0") > 4096) return c.text("", 413);
  const form = await c.req.formData().catch(() => null);
  const parsed = paymentWebhookSchema.safeParse({ id: form?.get("id") ?? "" });
  if (!parsed.success) {
    log.warn("payment webhook without a valid id");
    return c.text("", 200);
  }
  const id = parsed.data.id;
  // At most WEBHOOK_STATUS_FETCH_LIMIT PSP calls per payment id a minute. Over it: 429 without calling the
  // PSP; Mollie retries a webhook that is not answered 2xx (later, with back-off), so a real status change
  // still arrives, while a replayed id costs one D1 read and one counter.
  const limitPerId = () => enforceRateLimits(c, { name: "payment-webhook-id", ...WEBHOOK_STATUS_FETCH_LIMIT, key: () => id });
  try {
    await applyPaymentStatus(c.env, id, mailLinkOrigin(c.env, new URL(c.req.url).origin), log, limitPerId);
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 429) {
      const retryAfter = error.headers["Retry-After"];
      return c.text("", 429, retryAfter ? { "Retry-After": retryAfter } : {});
    }
    // The PSP retries a webhook that does not answer 2xx: a provider or D1 hiccup is worth a retry.
    log.error("payment webhook failed", { provider_id: parsed.data.id, error: String(error) });
    // The dashboard's "failed webhooks" (docs/decisions/043); D1 may be what failed, so this is best effort.
    await recordWebhookFailure(c.env.DB, id, String(error), nowS()).catch((e: unknown) => log.error("webhook failure not recorded", { error: String(e) }));
    return c.text("", 503);
  }
  await resolveWebhookFailures(c.env.DB, id, nowS()).catch((e: unknown) => log.error("webhook failures not resolved", { error: String(e) }));
  return c.text("", 200);
});
