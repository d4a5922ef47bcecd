import { Hono } from "hono";
import { CONTACT_RATE_LIMIT } from "../../app/lib/constants";
import type { ContactAccepted } from "../../app/lib/api/types/contact";
import { CONTACT_MESSAGES, contactMessageSchema } from "../../app/lib/schemas/contact";
import type { AppEnv } from "../env";
import { mailAdapter } from "../edge/mail";
import { contactConfirmationMail, contactServiceMail } from "../edge/mail-templates/contact";
import { ApiHttpError } from "../http/errors";
import { logFor } from "../http/log";
import { ok } from "../http/respond";
import { zv } from "../http/validate";
import { clientIp } from "../middleware/rate-limit";
import { countRecentFrom, storeContactMessage } from "../store/contact";
import { sha256Hex } from "../store/sessions";

/**
 * /v1/contact: the contact form of the klantenservice-contact page (spec section 2, service pages). The message is stored in
 * D1 (contact_messages) and two mails are queued through the mail adapter: an acknowledgement to the typed
 * address (without anything typed in it) and the question to customer service. A double submit stores and
 * mails once. Rate-limited per client address, IPv6 by /64 (CONTACT_RATE_LIMIT): 429 with a Dutch message.
 */
export const contactApi = new Hono<AppEnv>();

contactApi.post("/", zv("json", contactMessageSchema), async (c) => {
  const message = c.req.valid("json");
  const now = Math.floor(Date.now() / 1000);
  const ipHash = await sha256Hex(`contact:${clientIp(c)}`);
  if ((await countRecentFrom(c.env.DB, ipHash, now - CONTACT_RATE_LIMIT.windowS)) >= CONTACT_RATE_LIMIT.max) {
    throw new ApiHttpError(429, "rate_limited", CONTACT_MESSAGES.rateLimited, { "Retry-After": String(CONTACT_RATE_LIMIT.windowS) });
  }
  const { id, created } = await storeContactMessage(c.env.DB, message, ipHash, now);
  const log = logFor(c);
  const mail = mailAdapter(c.env, { log });
  // Both mails carry the message id as related_id: a repeated submit queues nothing new.
  await mail.send(contactConfirmationMail(id, message.email));
  await mail.send(contactServiceMail(id, message));
  log.info("contact message stored", { contact_id: id, new: created });
  return ok<ContactAccepted>(c, { reference: `C-${id}`, message: CONTACT_MESSAGES.success }, created ? 201 : 200);
});
