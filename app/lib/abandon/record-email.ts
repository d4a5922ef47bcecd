/**
 * Records the shopper's address for their cart where they gave it with the reminder statement under the
 * field (docs/decisions/028): checkout step 1 when the e-mail field is left, the newsletter pop-up when it
 * is sent. Only a valid address goes out, each address and source once per page life; a failure is
 * ignored (spec section 8, "Newsletter email save failure": ignored). Loaded on demand by the forms.
 */
import { abandonEmailSchema } from "../schemas/abandon";
import type { ReminderConsentSource } from "./constants";
import { sendAbandon, type SendOptions } from "./send";

const sent = new Set<string>();

/** Sends POST /v1/abandon/email with the consent of the form; true when the API took it. */
export async function recordReminderEmail(value: string, consent: ReminderConsentSource, options: SendOptions = {}): Promise<boolean> {
  const parsed = abandonEmailSchema.safeParse({ email: value, consent });
  if (!parsed.success) return false;
  const key = `${consent}:${parsed.data.email}`;
  if (sent.has(key)) return false;
  sent.add(key);
  const ok = await sendAbandon("email", { email: parsed.data.email, consent }, options);
  if (!ok) sent.delete(key);
  return ok;
}
