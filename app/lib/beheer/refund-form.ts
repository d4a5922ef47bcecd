/**
 * The refund panel's form (app/components/beheer/refund-panel.tsx) read into the refund API's request
 * (docs/decisions/037): field names shared by the form and its action. Only what to refund travels: which lines,
 * how many, restock, shipping, an optional lower amount; the server computes the money from D1.
 */
import { euroToCents } from "../../kernel/euro-input";
import type { CancelRequestBody, RefundRequestBody } from "../schemas/beheer-refunds";

export const REFUND_FIELDS = {
  intent: "intent",
  key: "idempotency_key",
  quantity: (position: number) => `aantal-${position}`,
  restock: (position: number) => `voorraad-${position}`,
  shipping: "verzendkosten",
  full: "alles",
  amount: "bedrag",
  reason: "reden",
} as const;

export type RefundIntent = "refund" | "cancel";

/** The form as the API's request; `amount` null when the text is not a euro amount (the action refuses it). */
export function refundBodyFromForm(form: FormData, positions: readonly number[]): { body: RefundRequestBody; amountInvalid: boolean } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const amountText = text(REFUND_FIELDS.amount);
  const amount = amountText === "" ? undefined : euroToCents(amountText);
  const lines = positions.map((position) => ({
    position,
    quantity: Math.max(0, Math.floor(Number(text(REFUND_FIELDS.quantity(position)) || "0")) || 0),
    restock: form.get(REFUND_FIELDS.restock(position)) === "1",
  }));
  return {
    body: {
      idempotency_key: text(REFUND_FIELDS.key),
      full: form.get(REFUND_FIELDS.full) === "1",
      lines: lines.filter((l) => l.quantity > 0),
      shipping: form.get(REFUND_FIELDS.shipping) === "1",
      ...(amount ? { amount } : {}),
      ...(text(REFUND_FIELDS.reason) ? { reason: text(REFUND_FIELDS.reason) } : {}),
    },
    amountInvalid: amount === null,
  };
}

export function cancelBodyFromForm(form: FormData, positions: readonly number[]): CancelRequestBody {
  const reason = String(form.get(REFUND_FIELDS.reason) ?? "").trim();
  return {
    idempotency_key: String(form.get(REFUND_FIELDS.key) ?? ""),
    ...(reason ? { reason } : {}),
    restock: Object.fromEntries(positions.map((p) => [String(p), form.get(REFUND_FIELDS.restock(p)) === "1"])),
  };
}

/** A fresh form key (one per rendered form: a double submit of it makes one refund). */
export function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}
