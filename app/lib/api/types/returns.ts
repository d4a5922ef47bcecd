/** Returns under the right of withdrawal and proefslapen, as the API answers them (docs/decisions/038). */
import type { ExclusionCode, ReturnKind } from "../../../kernel/withdrawal";

export type ReturnStatus = "requested" | "received" | "rejected" | "refunded";

/** The EU model withdrawal form (Directive 2011/83/EU, Annex I(B)) as the shopper filled it in. */
export interface WithdrawalForm {
  /** "Aan": the shop's name, postal address and e-mail (app/lib/shop-identity.ts). */
  to: string;
  /** ik (one consumer) or wij (more than one). */
  person: "ik" | "wij";
  /** The goods withdrawn from (the chosen lines, as the order names them). */
  goods: string[];
  order_number: string;
  /** Besteld op / ontvangen op, as dates (YYYY-MM-DD, Amsterdam). */
  ordered_on: string;
  received_on: string;
  name: string;
  address: string;
  /** The date of the withdrawal (YYYY-MM-DD). */
  date: string;
  /** Proefslapen: money back or an exchange. */
  preference?: "refund" | "exchange";
}

/** A line of an order as the return form shows it. */
export interface ReturnableLine {
  position: number;
  title: string;
  options: { title: string; value: string }[];
  quantity: number;
  /** Units that may still go back now. */
  max: number;
  kind: ReturnKind | null;
  /** ISO time until when (null: never). */
  deadline: string | null;
  exclusion: ExclusionCode | null;
  /** The note of the exclusion (article 13), shown next to the line. */
  exclusion_note: string | null;
  seal_required: boolean;
  refusal: string | null;
}

export interface ReturnLineView {
  position: number;
  title: string;
  quantity: number;
  restock: boolean;
  seal_intact: boolean;
}

export interface ReturnView {
  number: string;
  order: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: string;
  created_at: string;
  refund_due_at: string;
  received_at: string | null;
  decided_at: string | null;
  decision_note: string | null;
  lines: ReturnLineView[];
}

/** GET /v1/order/{number}/returns: what may go back, the form prefilled, the returns made so far. */
export interface ReturnPage {
  order: string;
  ordered_on: string;
  delivered_at: string | null;
  withdrawal_deadline: string | null;
  trial_deadline: string | null;
  lines: ReturnableLine[];
  form: Pick<WithdrawalForm, "to" | "name" | "address" | "ordered_on" | "received_on">;
  returns: ReturnView[];
}

/** POST /v1/order/{number}/returns. */
export interface ReturnCreated {
  return: ReturnView;
  message: string;
}
