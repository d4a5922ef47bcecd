/**
 * The back office's order answers (GET /beheer/api/orders, GET /beheer/api/orders/{number}): what the list
 * and the detail page show (docs/decisions/035). Money in cents, VAT included unless named _excl; times ISO.
 */
import type { BeheerShipment } from "./shipments";
import type { RefundSummary } from "./refunds";
import type { BeheerReturn } from "./returns";
import type { Address, BillingAddress } from "../../api/types/account";
import type { CartDiscount } from "../../api/types/cart";
import type { FulfilmentCode, Order, OrderDelivery, OrderLine, OrderStatusCode } from "../../api/types/order";

export type { FulfilmentCode };

/** One row of the list. */
export interface OrderListItem {
  number: string;
  created_at: string;
  status: OrderStatusCode;
  fulfilment: FulfilmentCode;
  /** "Sanne de Vries", or the company with the name for a company order. */
  name: string;
  email: string;
  country_code: "NL" | "BE";
  payment_method: { code: string; title: string };
  grand_total: number;
  item_count: number;
}

export interface OrderListPage {
  items: OrderListItem[];
  /** Orders that match the filters (all pages). */
  total: number;
  /** Cursor of the next page (newest first), null on the last page. */
  next: string | null;
}

export interface OrderVatGroup {
  rate: number;
  base: number;
  vat: number;
}

export interface PaymentEvent {
  created_at: string;
  provider_id: string;
  status: string;
  amount: number;
  refunded: number;
  source: "webhook" | "status" | "return";
}

export type OutboxState = "queued" | "sent" | "retry" | "dead";

export interface OrderMail {
  id: number;
  kind: string;
  subject: string;
  to: string;
  created_at: string;
  state: OutboxState;
  sent_at: string | null;
  attempts: number;
}

export interface OrderNote {
  id: number;
  body: string;
  staff_name: string | null;
  created_at: string;
}

export interface OrderAuditEntry {
  id: number;
  staff_email: string;
  action: string;
  before: unknown;
  after: unknown;
  created_at: string;
}


export interface OrderDetail {
  number: string;
  status: OrderStatusCode;
  fulfilment: FulfilmentCode;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  email: string;
  customer: {
    type: "private" | "company";
    first_name: string;
    last_name: string;
    company: string;
    vat_number: string;
    coc_number: string;
    phone_number: string;
    reverse_charge: boolean;
    /** VIES result of a reverse-charged order's VAT number (migration 0021), null when none was needed. */
    vat_check: "confirmed" | "unconfirmed" | "invalid" | null;
  };
  billing_address: BillingAddress;
  shipping_address: Address;
  address_unverified: boolean;
  shipping_method: { code: string; title: string };
  payment_method: { code: string; title: string };
  lines: (OrderLine & { position: number })[];
  discounts: CartDiscount[];
  discount_code: string | null;
  totals: Order["totals"] & {
    refunded_amount: number;
    /** VAT per rate as the invoice states it (worker/domain/invoice.ts). */
    vat_groups: OrderVatGroup[];
    total_excl: number;
  };
  delivery: OrderDelivery | null;
  invoice: { number: string; created_at: string } | null;
  payments: PaymentEvent[];
  mails: OrderMail[];
  notes: OrderNote[];
  audit: OrderAuditEntry[];
  /** The parcels (worker/store/backoffice/shipments.ts `shipmentsOfOrder`, docs/decisions/036). */
  shipments: BeheerShipment[];
  /** The refunds, each with its credit note (worker/store/backoffice/refunds.ts `refundsOfOrder`, docs/decisions/037). */
  refunds: RefundSummary[];
  /** The returns (worker/store/backoffice/returns.ts `returnsOfOrder`, docs/decisions/038). */
  returns: BeheerReturn[];
}
