/** The fields of a discount code (docs/decisions/042): one form for creating and editing, every control labelled in Dutch. */
import { Form } from "react-router";
import type { BeheerDiscountCode, CategoryOption } from "../../lib/beheer/types/discounts";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../lib/beheer/messages/discounts";
import { centsText, valueText } from "../../lib/beheer/discount-form";
import { BeheerField } from "./text-field";

const KIND_OPTIONS = [
  ["percentage", M.kinds.percentage],
  ["fixed", M.kinds.fixed],
  ["free_shipping", M.kinds.free_shipping],
] as const;

interface Props {
  /** The form's id prefix. */
  form: string;
  intent: string;
  code?: BeheerDiscountCode;
  categories: CategoryOption[];
  fields?: Record<string, string>;
  submit: string;
  busy: boolean;
}

export function DiscountForm({ form, intent, code, categories, fields = {}, submit, busy }: Props) {
  const categoryOptions = [["", M.anyCategory] as const, ...categories.map((c) => [String(c.id), c.title] as const)];
  return (
    <Form method="post" className="beheer-form beheer-discount-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {code ? null : <BeheerField form={form} name="code" label={M.code} required error={fields.code} />}
      <BeheerField form={form} name="kind" label={M.kind} options={KIND_OPTIONS} defaultValue={code?.kind ?? "percentage"} error={fields.kind} />
      <BeheerField form={form} name="value" label={M.value} hint={M.valueHint} inputMode="decimal" defaultValue={code ? valueText(code.kind, code.value) : ""} error={fields.value} />
      <BeheerField form={form} name="min_order" label={M.minOrder} inputMode="decimal" defaultValue={code ? centsText(code.min_order) : ""} error={fields.min_order} />
      <BeheerField form={form} name="valid_from" label={M.validFrom} type="date" defaultValue={code?.valid_from ?? ""} error={fields.valid_from} />
      <BeheerField form={form} name="valid_until" label={M.validUntil} type="date" defaultValue={code?.valid_until ?? ""} error={fields.valid_until} />
      <BeheerField form={form} name="max_uses" label={M.maxUses} hint={M.limitHint} inputMode="decimal" defaultValue={code?.max_uses?.toString() ?? ""} error={fields.max_uses} />
      <BeheerField form={form} name="max_uses_per_customer" label={M.maxUsesPerCustomer} hint={M.limitHint} inputMode="decimal" defaultValue={code?.max_uses_per_customer?.toString() ?? ""} error={fields.max_uses_per_customer} />
      <BeheerField form={form} name="category_id" label={M.category} options={categoryOptions} defaultValue={code?.category_id?.toString() ?? ""} error={fields.category_id} />
      <BeheerField form={form} name="label" label={M.label} required defaultValue={code?.label ?? ""} error={fields.label} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

/** Pause or activate, and end (for good); none for a voucher or an ended code. */
export function DiscountStateActions({ code, busy }: { code: BeheerDiscountCode; busy: boolean }) {
  if (code.voucher || code.state === "ended") return null;
  const move = (state: "pause" | "activate" | "end", label: string, danger = false) => (
    <Form method="post" className="beheer-inline-form">
      <input type="hidden" name="intent" value="state" />
      <input type="hidden" name="code" value={code.code} />
      <input type="hidden" name="state" value={state} />
      <button type="submit" className={`btn btn--small${danger ? " btn--danger" : ""}`} disabled={busy} aria-label={`${label}: ${code.code}`}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="beheer-row-actions">
      {code.state === "active" ? move("pause", M.pause) : move("activate", M.activate)}
      {move("end", M.end, true)}
    </div>
  );
}
