import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { mailAdapter } from "../edge/mail";
import { hasQueued, takeQueued } from "../edge/mail-delivery";
import { afterResponse } from "../http/after-response";
import { logFor } from "../http/log";

/**
 * Mail a request queued goes to the provider after its response (docs/decisions/034): no shopper waits on
 * a mail provider, whatever the route (register, forgot password, contact, checkout, the payment webhook).
 * A failed or slow delivery stays due in the outbox for the Cron (worker/edge/mail-delivery.ts).
 */
export function mailAfterResponse(): MiddlewareHandler<AppEnv> {
  return async function mailAfterResponseMiddleware(c, next) {
    await next();
    if (hasQueued()) afterResponse(c, "mail delivery", () => deliverQueuedMail(c));
  };
}

/**
 * Delivers the mail queued so far in this isolate. Work that itself runs after the response and queues
 * mail (the forgot-password mail, docs/decisions/014) calls it when done: the middleware has answered by then.
 */
export async function deliverQueuedMail(c: Context<AppEnv>): Promise<void> {
  const ids = takeQueued();
  if (ids.length > 0) await mailAdapter(c.env, { log: logFor(c) }).deliverDue({ onlyIds: ids });
}
