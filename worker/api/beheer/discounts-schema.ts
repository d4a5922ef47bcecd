/**
 * What a discount code and a campaign rule may be (docs/decisions/042, migration 0005), with the Dutch message
 * of every refusal per field: a percentage 1-100, a fixed amount in cents, the dates as YYYY-MM-DD with the
 * end not before the start, limits as whole numbers or null, the per-customer limit not above the total. The
 * rules that need the row (the maximum not below used_count, the category exists) are the handler's.
 */
import { z } from "../../../app/lib/schemas/zod";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../../app/lib/beheer/messages/discounts";

/** A code as staff type it, normalised: trimmed, upper case. */
export const normaliseCode = (raw: string): string => raw.trim().toUpperCase();
export const CODE_PATTERN = /^[A-Z0-9=_-]{2,64}$/u;

const isoDate = z
  .string({ error: M.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, M.dateFormat)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), M.dateFormat)
  .nullable();
const limit = z.number({ error: M.limitRange }).int(M.limitRange).min(1, M.limitRange).max(1_000_000, M.limitRange).nullable();

const fields = {
  kind: z.enum(["percentage", "fixed", "free_shipping"], { error: M.kindInvalid }),
  value: z.number({ error: M.amountFormat }).int(M.amountFormat).min(0, M.amountFormat),
  min_order: z.number({ error: M.minOrderRange }).int(M.minOrderRange).min(0, M.minOrderRange).max(10_000_000, M.minOrderRange),
  valid_from: isoDate,
  valid_until: isoDate,
  max_uses: limit,
  max_uses_per_customer: limit,
  category_id: z.number({ error: M.categoryUnknown }).int(M.categoryUnknown).min(1, M.categoryUnknown).nullable(),
  label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(120, M.labelRequired),
};

type Fields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

function crossChecks(v: Fields, ctx: z.RefinementCtx): void {
  if (v.kind === "percentage" && (v.value < 1 || v.value > 100)) ctx.addIssue({ code: "custom", path: ["value"], message: M.percentRange });
  if (v.kind === "fixed" && (v.value < 1 || v.value > 1_000_000)) ctx.addIssue({ code: "custom", path: ["value"], message: M.fixedRange });
  if (v.valid_from !== null && v.valid_until !== null && v.valid_until < v.valid_from) ctx.addIssue({ code: "custom", path: ["valid_until"], message: M.untilBeforeFrom });
  if (v.max_uses !== null && v.max_uses_per_customer !== null && v.max_uses_per_customer > v.max_uses) ctx.addIssue({ code: "custom", path: ["max_uses_per_customer"], message: M.perCustomerAboveTotal });
}

/** Free shipping takes nothing off the lines: its value is stored as 0. */
const normalised = <T extends Fields>(v: T): T => (v.kind === "free_shipping" ? { ...v, value: 0 } : v);

export const discountUpdateSchema = z.strictObject(fields, { error: M.invalid }).superRefine(crossChecks).transform(normalised);

export const discountCreateSchema = z
  .strictObject({ ...fields, code: z.string({ error: M.codeFormat }).transform(normaliseCode).pipe(z.string().regex(CODE_PATTERN, M.codeFormat)) }, { error: M.invalid })
  .superRefine(crossChecks)
  .transform(normalised);

export const stateMoveSchema = z.strictObject({ state: z.enum(["pause", "activate", "end"], { error: M.invalid }) }, { error: M.invalid });

const cheapestFreeParams = z.strictObject({ group: z.number({ error: M.groupRange }).int(M.groupRange).min(2, M.groupRange).max(10, M.groupRange) }, { error: M.invalid });
const freeWithParams = z.strictObject(
  {
    free_type: z.string({ error: M.freeTypeFormat }).trim().regex(/^[a-z][a-z0-9-]{1,39}$/u, M.freeTypeFormat),
    count: z.number({ error: M.freeCountRange }).int(M.freeCountRange).min(1, M.freeCountRange).max(10, M.freeCountRange),
  },
  { error: M.invalid },
);

export const campaignBodySchema = z.strictObject({ params: z.record(z.string(), z.unknown(), { error: M.invalid }), active: z.boolean({ error: M.invalid }) }, { error: M.invalid });

/** The parameters of a rule of this kind, or the Dutch message per field. */
export function campaignParams(kind: "cheapest_free" | "free_with", raw: unknown): { ok: true; params: { group?: number; free_type?: string; count?: number } } | { ok: false; message: string; fields: Record<string, string> } {
  const parsed = (kind === "cheapest_free" ? cheapestFreeParams : freeWithParams).safeParse(raw);
  if (parsed.success) return { ok: true, params: parsed.data };
  const fieldsOut: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    fieldsOut[key] ??= issue.message;
  }
  return { ok: false, message: parsed.error.issues[0]?.message ?? M.invalid, fields: fieldsOut };
}
