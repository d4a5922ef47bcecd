import { Hono, type Context } from "hono";
import type { VatValidation } from "../../../app/lib/api/types/checkout";
import { vatValidateSchema } from "../../../app/lib/schemas/checkout";
import { prefixedVatNumber, type VatCountry } from "../../domain/vat-number";
import { vatAdapter } from "../../edge/vat";
import type { AppEnv } from "../../env";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, RATE_LIMIT_BINDINGS, rateLimits } from "../../middleware/rate-limit";

/** VAT checks per IP: a form checks on blur and on save; more than this is a script. */
export const VAT_RATE_LIMIT = RATE_LIMIT_BINDINGS.RL_VAT_IP;

/**
 * A VAT number checked through the adapter (embedded checksum, or VIES): the prefix NL/BE of the input,
 * else the billing country's. Not an NL/BE number in form: invalid without asking.
 */
export async function checkVatNumber(c: Context<AppEnv>, raw: string, billingCountry: VatCountry): Promise<VatValidation> {
  const prefixed = prefixedVatNumber(raw, billingCountry);
  if (!prefixed) return { valid: false, vat_number: raw.trim().toUpperCase(), checked: true };
  const answer = await vatAdapter(c.env, { log: logFor(c) }).check(prefixed);
  return { valid: answer.valid, vat_number: prefixed, checked: answer.checked };
}

/**
 * GET /v1/checkout/vat/validate?country_code&vat_number (spec section 7, reads data.valid): a technical
 * failure of the service answers valid with checked false (spec section 5).
 */
export const vatRoutes = new Hono<AppEnv>();

vatRoutes.get("/vat/validate", rateLimits({ name: "vat-ip", binding: "RL_VAT_IP", key: clientIp }), zv("query", vatValidateSchema), async (c) => {
  const { country_code, vat_number } = c.req.valid("query");
  c.header("Cache-Control", "private, no-store");
  return ok<VatValidation>(c, await checkVatNumber(c, vat_number, country_code));
});
