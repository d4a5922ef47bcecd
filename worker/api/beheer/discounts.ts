/**
 * /beheer/api/discounts (docs/decisions/042), permission "discounts" (the owner): the codes (vouchers apart,
 * read-only), one code with its usage, create, edit, pause/activate/end, and the campaign rules. Refusals are
 * Dutch, per field, and change nothing; every write carries its audit row in its batch.
 */
import { Hono, type Context } from "hono";
import { z } from "../../../app/lib/schemas/zod";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../../app/lib/beheer/messages/discounts";
import type { BeheerCampaignRule, BeheerDiscountCode, BeheerDiscountDetail, DiscountCodeInput, DiscountList } from "../../../app/lib/beheer/types/discounts";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { campaignRule, listCampaignRules, updateCampaignRule } from "../../store/backoffice/campaigns";
import { categoryExists, categoryOptions, createDiscountCode, discountCode, discountDetail, listDiscountCodes, moveDiscountCode, updateDiscountCode } from "../../store/backoffice/discounts";
import { campaignBodySchema, campaignParams, CODE_PATTERN, discountCreateSchema, discountUpdateSchema, normaliseCode, stateMoveSchema } from "./discounts-schema";

export const discountsApi = new Hono<AppEnv>();
discountsApi.use("*", requirePermission("discounts"));

const PER_PAGE = 50;
const nowS = () => Math.floor(Date.now() / 1000);

const listQuery = z.object({
  soort: z.enum(["codes", "vouchers"], { error: M.invalid }).optional().default("codes"),
  state: z.enum(["active", "paused", "ended"], { error: M.invalid }).optional(),
  page: z.coerce.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(10_000, M.invalid).optional().default(1),
});

discountsApi.get("/", zv("query", listQuery), async (c) => {
  const { soort, state, page } = c.req.valid("query");
  const db = c.env.DB;
  const [{ items, total }, categories, campaigns] = await Promise.all([listDiscountCodes(db, { vouchers: soort === "vouchers", state: state ?? null, page, perPage: PER_PAGE }), categoryOptions(db), listCampaignRules(db)]);
  return ok<DiscountList>(c, { items, total, page, per_page: PER_PAGE, categories, campaigns });
});

async function found(c: Context<AppEnv>): Promise<BeheerDiscountCode> {
  const code = normaliseCode(decodeURIComponent(c.req.param("code") ?? ""));
  const row = CODE_PATTERN.test(code) ? await discountCode(c.env.DB, code) : null;
  if (!row) throw new ApiHttpError(404, "discount_not_found", M.notFound);
  return row;
}

/** The checks that need D1: the category exists (refused per field, 422). */
async function checkCategory(c: Context<AppEnv>, input: DiscountCodeInput): Promise<void> {
  if (input.category_id !== null && !(await categoryExists(c.env.DB, input.category_id))) {
    throw new ApiHttpError(422, "invalid_input", M.categoryUnknown, {}, { category_id: M.categoryUnknown });
  }
}

discountsApi.get("/:code", async (c) => {
  const row = await found(c);
  return ok<BeheerDiscountDetail>(c, (await discountDetail(c.env.DB, row.code))!);
});

discountsApi.post("/", zv("json", discountCreateSchema, { fields: true }), async (c) => {
  const { code, ...input } = c.req.valid("json");
  await checkCategory(c, input);
  if (!(await createDiscountCode(c.env.DB, c.get("staff")!, code, input, nowS()))) {
    throw new ApiHttpError(409, "discount_code_taken", M.codeTaken, {}, { code: M.codeTaken });
  }
  return ok<BeheerDiscountCode>(c, (await discountCode(c.env.DB, code))!, 201);
});

function refuseReadOnly(row: BeheerDiscountCode): void {
  if (row.voucher) throw new ApiHttpError(409, "discount_voucher", M.voucherReadOnly);
  if (row.state === "ended") throw new ApiHttpError(409, "discount_ended", M.endedFinal);
}

discountsApi.put("/:code", zv("json", discountUpdateSchema, { fields: true }), async (c) => {
  const row = await found(c);
  refuseReadOnly(row);
  const input = c.req.valid("json");
  await checkCategory(c, input);
  const tooLow = () => new ApiHttpError(422, "invalid_input", M.maxBelowUsed(row.used_count), {}, { max_uses: M.maxBelowUsed(row.used_count) });
  if (input.max_uses !== null && input.max_uses < row.used_count) throw tooLow();
  if (!(await updateDiscountCode(c.env.DB, c.get("staff")!, row, input, nowS()))) {
    // The guard lost a race: a use was counted, or the code was ended, in the meantime.
    const now = (await discountCode(c.env.DB, row.code))!;
    refuseReadOnly(now);
    if (input.max_uses !== null && input.max_uses < now.used_count) throw new ApiHttpError(422, "invalid_input", M.maxBelowUsed(now.used_count), {}, { max_uses: M.maxBelowUsed(now.used_count) });
  }
  return ok<BeheerDiscountCode>(c, (await discountCode(c.env.DB, row.code))!);
});

discountsApi.post("/:code/state", zv("json", stateMoveSchema), async (c) => {
  const row = await found(c);
  refuseReadOnly(row);
  // Pausing a paused code or activating an active one changes nothing and answers the code as it is.
  await moveDiscountCode(c.env.DB, c.get("staff")!, row.code, c.req.valid("json").state, nowS());
  return ok<BeheerDiscountCode>(c, (await discountCode(c.env.DB, row.code))!);
});

discountsApi.put("/campaigns/:campaign{.+}", zv("json", campaignBodySchema), async (c) => {
  const before = await campaignRule(c.env.DB, decodeURIComponent(c.req.param("campaign")));
  if (!before) throw new ApiHttpError(404, "campaign_not_found", M.campaignNotFound);
  const body = c.req.valid("json");
  const params = campaignParams(before.kind, body.params);
  if (!params.ok) throw new ApiHttpError(422, "invalid_input", params.message, {}, params.fields);
  await updateCampaignRule(c.env.DB, c.get("staff")!, before, { params: params.params, active: body.active }, nowS());
  return ok<BeheerCampaignRule>(c, (await campaignRule(c.env.DB, before.campaign))!);
});
