import { Hono } from "hono";
import type { PostcodeLookup } from "../../../app/lib/api/types/account";
import { FIELD_MESSAGES } from "../../../app/lib/form/messages";
import { normalizeZipcode, postcodeLookupSchema } from "../../../app/lib/schemas/account";
import type { AppEnv } from "../../env";
import { postcodeAdapter } from "../../edge/postcode";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, enforceRateLimits, RATE_LIMIT_BINDINGS, type RateLimitOptions } from "../../middleware/rate-limit";

/** Lookups per IP: generous (a form asks once per postcode + house number change; shoppers share NATs). */
export const POSTCODE_RATE_LIMIT = RATE_LIMIT_BINDINGS.RL_POSTCODE_IP;

const NOT_FOUND: PostcodeLookup = { valid: false, street: "", city: "" };

/**
 * GET /v1/checkout/postcode/autocomplete?zipcode&house_number&extension&country_code (spec sections 4 and 5):
 * NL is looked up: found gives street and city (valid), not found or a failed lookup valid:false with both
 * empty (the form flags the zip code). BE is not looked up: a well-formed BE zip code is valid with empty
 * street and city (the shopper types them). A zip code of the wrong format is a 400 'Postcode onjuist'.
 */
export const postcodeRoutes = new Hono<AppEnv>();

const POSTCODE_LIMIT: RateLimitOptions = { name: "postcode-ip", binding: "RL_POSTCODE_IP", key: clientIp };

postcodeRoutes.get("/postcode/autocomplete", zv("query", postcodeLookupSchema), async (c) => {
  const query = c.req.valid("query");
  const zipcode = normalizeZipcode(query.zipcode, query.country_code);
  if (!zipcode) throw new ApiHttpError(400, "invalid_parameter", FIELD_MESSAGES.zipcode);
  const adapter = postcodeAdapter(c.env, { log: logFor(c) });
  // The embedded set is one indexed read of our own D1: it starts alongside the rate-limit count, and its
  // answer is only given when the count allows it. An upstream provider is asked only after the count.
  const early = query.country_code === "NL" && adapter.name === "embedded" ? adapter.lookup({ ...query, zipcode }) : null;
  early?.catch(() => undefined);
  await enforceRateLimits(c, POSTCODE_LIMIT);
  if (query.country_code !== "NL") return ok<PostcodeLookup>(c, { valid: true, street: "", city: "" });
  const found = await (early ?? adapter.lookup({ ...query, zipcode }));
  return ok<PostcodeLookup>(c, found ? { valid: true, ...found } : NOT_FOUND);
});
