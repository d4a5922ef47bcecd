/** The refund panel's data (GET /beheer/api/refunds/{number}) and the refund API's answers (docs/decisions/037). Cents. */
export type RefundStatus = "pending" | "refunded" | "failed";

export interface RefundSummary {
  id: number;
  amount: number;
  shipping: number;
  lines: { position: number; quantity: number; amount: number; restock: boolean }[];
  reason: string | null;
  status: RefundStatus;
  return_id: number | null;
  /** Unix seconds. */
  created_at: number;
  credit_note: { number: string; invoice_number: string; created_at: number } | null;
}

export interface RefundPanelLine {
  position: number;
  title: string;
  quantity: number;
  /** Units not refunded yet. */
  left: number;
  row_total: number;
}

export interface RefundPanelData {
  order: string;
  status: "pending" | "paid" | "failed" | "cancelled" | "expired";
  fulfilment: "new" | "processing" | "partially_shipped" | "shipped" | "delivered" | "cancelled";
  grand_total: number;
  /** What refunds that did not fail add up to, and what can still be refunded. */
  refunded: number;
  refundable: number;
  shipping_costs: number;
  shipping_left: number;
  lines: RefundPanelLine[];
  refunds: RefundSummary[];
  /** Cancel is offered (fulfilment new or processing, not cancelled yet). */
  cancellable: boolean;
}

/** POST /beheer/api/refunds/{number} and .../cancel. */
export interface RefundAnswer {
  refund: { id: number; amount: number; status: RefundStatus; credit_note: string | null } | null;
  created: boolean;
  cancelled?: boolean;
}
