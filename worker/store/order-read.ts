/**
 * Reading orders as the API answers them (Order, OrderSummary of app/lib/api/types/order.ts) from the frozen
 * rows of migration 0009. Who may read an order is the caller's decision: these functions return the owner
 * fields (customer_id, access_hash) next to the order so the API can refuse without a second query.
 */
import type { Address, BillingAddress } from "../../app/lib/api/types/account";
import type { CartDiscount } from "../../app/lib/api/types/cart";
import type { FulfilmentCode, Order, OrderLine, OrderStatusCode, OrderSummary } from "../../app/lib/api/types/order";
import { paymentMethodTitle, SHIPPING_METHOD_TITLES } from "../../app/lib/checkout/constants";
import { deliveryDayLabel } from "../domain/delivery-calendar";
import type { PaymentMethodCode } from "../../app/lib/schemas/checkout";
import type { VatScheme } from "../../app/kernel/tax";
import type { OrderLineRow } from "./orders";
import { voucherOfOrder } from "./vouchers";
import { shipmentsOfOrder } from "./backoffice/shipments";

export interface StoredOrder {
  id: number;
  customerId: number | null;
  accessHash: string;
  order: Order;
  /** Invoice date (unix seconds) once paid. */
  invoiceCreatedAt: number | null;
}

export interface OrderRow {
  id: number;
  number: string;
  customer_id: number | null;
  access_hash: string;
  status: OrderStatusCode;
  email: string;
  customer: string;
  billing_address: string;
  shipping_address: string;
  shipping_method: string;
  payment_method: string;
  sub_total: number;
  discount_total: number;
  discounts: string;
  shipping_costs: number;
  payment_costs: number;
  grand_total: number;
  vat_total: number;
  reverse_charge: number;
  /** Migration 0040 (docs/decisions/044). */
  vat_scheme: VatScheme;
  created_at: number;
  paid_at: number | null;
  invoice_number: string | null;
  invoice_created_at: number | null;
  /** Migration 0024: 1 when an address was typed by hand because the postcode lookup could not confirm it. */
  address_unverified: number;
  delivery_day: string | null;
  take_back_count: number | null;
  take_back_costs: number | null;
  /** Migration 0029: fulfilment after payment (docs/decisions/036). */
  fulfilment: FulfilmentCode;
}

/** An order line as the read selects it (without its position). */
export type LineRow = Omit<OrderLineRow, "position">;

const iso = (s: number) => new Date(s * 1000).toISOString();

const EMPTY_CUSTOMER: Order["customer"] = { type: "private", first_name: "", last_name: "", company: "", vat_number: "", coc_number: "", phone_number: "" };

export function toOrder(row: OrderRow, lines: LineRow[]): Order {
  const customer = { ...EMPTY_CUSTOMER, ...(JSON.parse(row.customer) as Partial<Order["customer"]>) };
  return {
    number: row.number,
    status: row.status,
    created_at: iso(row.created_at),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    email: row.email,
    customer: {
      type: customer.type === "company" ? "company" : "private",
      first_name: customer.first_name,
      last_name: customer.last_name,
      company: customer.company,
      vat_number: customer.vat_number,
      coc_number: customer.coc_number,
      phone_number: customer.phone_number,
    },
    billing_address: JSON.parse(row.billing_address) as BillingAddress,
    shipping_address: JSON.parse(row.shipping_address) as Address,
    shipping_method: { code: row.shipping_method, title: SHIPPING_METHOD_TITLES[row.shipping_method] ?? row.shipping_method },
    payment_method: { code: row.payment_method as PaymentMethodCode, title: paymentMethodTitle(row.payment_method) },
    lines: lines.map(
      (l): OrderLine => ({
        product_id: l.product_id,
        variant_id: l.variant_id,
        sku: l.sku,
        title: l.title,
        options: JSON.parse(l.options) as OrderLine["options"],
        quantity: l.quantity,
        unit_price: l.unit_price,
        row_total: l.row_total,
        vat_rate: l.vat_rate,
      }),
    ),
    discounts: JSON.parse(row.discounts) as CartDiscount[],
    totals: {
      sub_total: row.sub_total,
      discount_total: row.discount_total,
      shipping_costs: row.shipping_costs,
      payment_costs: row.payment_costs,
      grand_total: row.grand_total,
      vat_total: row.vat_total,
      reverse_charge: row.reverse_charge === 1,
      vat_scheme: row.reverse_charge === 1 ? "reverse_charge" : row.vat_scheme,
    },
    invoice: row.invoice_number,
    address_unverified: row.address_unverified === 1,
    delivery:
      row.delivery_day === null
        ? null
        : { day: row.delivery_day, day_label: deliveryDayLabel(row.delivery_day), take_back_count: row.take_back_count ?? 0, take_back_costs: row.take_back_costs ?? 0 },
  };
}

export const ORDER_SELECT = `SELECT o.*, i.number AS invoice_number, i.created_at AS invoice_created_at,
    d.delivery_day, d.take_back_count, d.take_back_costs
  FROM orders o LEFT JOIN invoices i ON i.order_id = o.id LEFT JOIN order_deliveries d ON d.order_id = o.id`;

/** An order with its lines by its number (KJD1234567), or null. */
export async function readOrderByNumber(db: D1Database, number: string): Promise<StoredOrder | null> {
  const row = await db.prepare(`${ORDER_SELECT} WHERE o.number = ?1`).bind(number).first<OrderRow>();
  if (!row) return null;
  const { results } = await db
    .prepare("SELECT product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate FROM order_lines WHERE order_id = ?1 ORDER BY position")
    .bind(row.id)
    .all<LineRow>();
  const order = toOrder(row, results);
  // The voucher the order earned when paid (docs/decisions/027), with its standing now.
  order.voucher = row.status === "paid" ? await voucherOfOrder(db, row.id) : null;
  // Fulfilment and parcels with their track & trace (docs/decisions/036), once paid.
  if (row.status === "paid") {
    order.fulfilment = row.fulfilment;
    order.shipments = (await shipmentsOfOrder(db, row.id)).map((s) => ({
      carrier: s.carrier,
      carrier_title: s.carrier_title,
      tracking_code: s.tracking_code,
      tracking_url: s.tracking_url,
      shipped_at: s.created_at,
      delivered_at: s.delivered_at,
      lines: s.lines.map((l) => ({ title: l.title, quantity: l.quantity })),
    }));
  }
  return { id: row.id, customerId: row.customer_id, accessHash: row.access_hash, order, invoiceCreatedAt: row.invoice_created_at };
}

/** A customer's orders, newest first (the account's order list). */
export async function listCustomerOrders(db: D1Database, customerId: number): Promise<OrderSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT o.number, o.status, o.created_at, o.grand_total, i.number AS invoice, o.fulfilment,
              (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS item_count
         FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
        WHERE o.customer_id = ?1
        ORDER BY o.created_at DESC, o.id DESC`,
    )
    .bind(customerId)
    .all<{ number: string; status: OrderStatusCode; created_at: number; grand_total: number; invoice: string | null; item_count: number; fulfilment: FulfilmentCode }>();
  return results.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}
