import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { mailAdapter } from "../edge/mail";
import { takeQueued } from "../edge/mail-delivery";
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
    const ids = takeQueued();
    if (ids.length === 0) return;
    afterResponse(c, "mail delivery", async () => {
      await mailAdapter(c.env, { log: logFor(c) }).deliverDue({ onlyIds: ids });
    });
  };
}
