import type { VatScheme } from "../../../kernel/tax";
/** Orders as the API answers them (ADR 018). Money in cents, VAT included. */
import type { Address, BillingAddress } from "./account";
import type { CartDiscount } from "./cart";
import type { PaymentMethodCode } from "../../schemas/checkout";
import type { CarrierCode } from "../../../kernel/carriers";

export type OrderStatusCode = "pending" | "paid" | "failed" | "cancelled" | "expired";

/** What happens to a paid order after payment (docs/decisions/036): worker/domain/backoffice/fulfilment.ts. */
export type FulfilmentCode = "new" | "processing" | "partially_shipped" | "shipped" | "delivered" | "cancelled";

/** One parcel of an order with its track & trace (docs/decisions/036). */
export interface OrderShipment {
  carrier: CarrierCode;
  /** The carrier's name ("PostNL"). */
  carrier_title: string;
  tracking_code: string;
  /** The carrier's public track page for this parcel and the delivery postcode. */
  tracking_url: string;
  shipped_at: string;
  delivered_at: string | null;
  /** What the parcel holds: the order line's title and the quantity in this parcel. */
  lines: { title: string; quantity: number }[];
}

/** GET /v1/order/{number}/status (the pending page polls it). */
export interface OrderStatus {
  order: string;
  status: OrderStatusCode;
  /** Where the shopper goes next: the thank-you page, pay again, or keep waiting. */
  next: "thankyou" | "retry" | "wait";
}

export interface OrderLine {
  product_id: number;
  variant_id: number;
  sku: string;
  title: string;
  options: { title: string; value: string }[];
  quantity: number;
  unit_price: number;
  row_total: number;
  vat_rate: number;
}

/** The delivery of an order's bulky goods (docs/decisions/029). Money in cents, like the order's totals. */
export interface OrderDelivery {
  /** ISO date (YYYY-MM-DD) and its Dutch label ("dinsdag 1 december 2026"). */
  day: string;
  day_label: string;
  /** Old mattresses taken back ("oude matras retour"; 0: none) and their costs, part of the grand total. */
  take_back_count: number;
  take_back_costs: number;
}

/** GET /v1/order/{number} and GET /v1/customer/orders/{number}. */
export interface Order {
  number: string;
  status: OrderStatusCode;
  created_at: string;
  paid_at: string | null;
  email: string;
  customer: { type: "private" | "company"; first_name: string; last_name: string; company: string; vat_number: string; coc_number: string; phone_number: string };
  billing_address: BillingAddress;
  shipping_address: Address;
  shipping_method: { code: string; title: string };
  payment_method: { code: PaymentMethodCode; title: string };
  lines: OrderLine[];
  discounts: CartDiscount[];
  totals: {
    sub_total: number;
    discount_total: number;
    shipping_costs: number;
    payment_costs: number;
    grand_total: number;
    vat_total: number;
    reverse_charge: boolean;
    /** Whose VAT the order carries (docs/decisions/044; app/kernel/tax.ts): absent on orders read before it existed. */
    vat_scheme?: VatScheme;
  };
  /** Invoice number once paid (the PDF: GET /v1/customer/orders/{number}/invoice). */
  invoice: string | null;
  /** The voucher this order earned when it was paid (docs/decisions/027); null before, or for older orders. */
  voucher?: OrderVoucher | null;
  /**
   * True when the billing or delivery address is a Dutch address typed by hand because the postcode lookup
   * could not confirm it (that address has `unverified: true`): whoever delivers checks it first.
   */
  address_unverified: boolean;
  /** Delivery day and take-back of bulky goods; null (or absent) for an order without them. */
  delivery?: OrderDelivery | null;
  /** Fulfilment after payment and the parcels with their track & trace (docs/decisions/036). */
  fulfilment?: FulfilmentCode;
  shipments?: OrderShipment[];
  /** The credit notes of the order's refunds (docs/decisions/037), oldest first; absent where not read. */
  credit_notes?: OrderCreditNote[];
}

/** A credit note (creditnota) of an order: the PDF is GET /v1/customer/orders/{number}/credit-notes/{number}. */
export interface OrderCreditNote {
  number: string;
  /** Cents refunded. */
  amount: number;
  /** ISO date-time. */
  created_at: string;
}

/** A paid order's single-use voucher for a later order, and whether it can still be used. */
export interface OrderVoucher {
  code: string;
  /** Cents off. */
  value: number;
  /** Minimum merchandise value (cents) of the order it is used on. */
  min_order: number;
  /** Last valid day, ISO yyyy-mm-dd (inclusive). */
  valid_until: string;
  /** voided: the earning order was cancelled or fully refunded. */
  state: "available" | "used" | "voided" | "expired";
}

/** GET /v1/customer/orders: the customer's orders, newest first. */
export interface OrderSummary {
  number: string;
  status: OrderStatusCode;
  created_at: string;
  grand_total: number;
  item_count: number;
  invoice: string | null;
  fulfilment?: FulfilmentCode;
}
