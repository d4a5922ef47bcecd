/**
 * A discount-code form as the API's request (docs/decisions/042): the value as a percentage or a euro amount,
 * the minimum in euro, empty limits and dates as null. A text that is not a number is passed on as text, so
 * the API refuses it with its Dutch message for that field (one home for the rules: the API's schema).
 */
import { euroToCents } from "../../kernel/euro-input";
import { formText } from "./access-form";
import type { DiscountKind } from "./types/discounts";

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** A whole number, or the text itself when it is not one (the API refuses it). */
function whole(text: string): number | string | null {
  const t = text.trim();
  if (t === "") return null;
  return /^\d{1,9}$/u.test(t) ? Number(t) : t;
}

/** Euro to cents; "" and "0" are 0; a text that is not an amount stays text. */
function euro(text: string): number | string {
  const t = text.trim();
  if (t === "" || /^0+([.,]0{1,2})?$/u.test(t)) return 0;
  return euroToCents(t) ?? t;
}

export function discountFormBody(form: FormData, withCode: boolean): Record<string, unknown> {
  const kind = formText(form, "kind") as DiscountKind;
  const rawValue = formText(form, "value");
  const value = kind === "fixed" ? euro(rawValue) : kind === "free_shipping" ? 0 : (whole(rawValue) ?? rawValue);
  const category = formText(form, "category_id");
  return {
    ...(withCode ? { code: formText(form, "code") } : {}),
    kind,
    value,
    min_order: euro(formText(form, "min_order")),
    valid_from: orNull(formText(form, "valid_from")),
    valid_until: orNull(formText(form, "valid_until")),
    max_uses: whole(formText(form, "max_uses")),
    max_uses_per_customer: whole(formText(form, "max_uses_per_customer")),
    category_id: category === "" ? null : Number(category),
    label: formText(form, "label"),
  };
}

/** The value as the form shows it: a percentage as a number, an amount in euro with a comma. */
export function valueText(kind: DiscountKind, value: number): string {
  if (kind === "percentage") return String(value);
  if (kind === "fixed") return centsText(value);
  return "";
}

export const centsText = (cents: number): string => (cents === 0 ? "" : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`);
