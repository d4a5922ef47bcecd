/**
 * The checkout state of a cart (spec section 3 "Checkout state"), table checkout_states (0009): one row per
 * cart, written by the checkout steps, read by GET /v1/checkout and by the order (POST /v1/checkout/payment-url).
 * - details carries the VAT verdict of step 1 (vat_valid, vat_checked): the reverse-charge rule reads it.
 * - shipping_address is the effective delivery address: the billing address itself when sameDeliveryAddress.
 * - payment keeps the payment form's personal fields (dob, gender, terms, phone, installment) only for the
 *   saved method and only until the order is made: forgetPaymentCustomer() empties them (ADR 017).
 */
import type { Address, BillingAddress } from "../../app/lib/api/types/account";
import type { CheckoutDetails } from "../../app/lib/api/types/checkout";
import type { PaymentMethodCode } from "../../app/lib/schemas/checkout";
import { parseDelivery, type StoredDelivery } from "./delivery";

export interface StoredDetails extends Omit<CheckoutDetails, "loaded"> {
  /** The VAT number's verdict at step 1 (false for private customers). */
  vat_valid: boolean;
  /** False when the VAT service could not answer (counted as valid, spec section 5). */
  vat_checked: boolean;
}

export interface PaymentCustomerFields {
  dob: string;
  gender: string;
  terms: boolean;
  phone: string;
  installment: number | null;
}

export interface StoredPayment {
  method: PaymentMethodCode;
  issuer: string;
  insurance: boolean;
  /** The saved method's own fields (empty for methods without a rule set). */
  customer: PaymentCustomerFields;
}

export interface StoredCheckout {
  cartId: string;
  customerId: number | null;
  details: StoredDetails | null;
  billing_address: BillingAddress | null;
  shipping_address: Address | null;
  shipping_method: string | null;
  payment: StoredPayment | null;
  /** Step 2's delivery day and take-back for bulky goods (migration 0025; null when none was chosen). */
  delivery: StoredDelivery | null;
  updatedAt: number;
}

export const NO_PAYMENT_CUSTOMER: PaymentCustomerFields = { dob: "", gender: "", terms: false, phone: "", installment: null };

interface Row {
  cart_id: string;
  customer_id: number | null;
  details: string;
  billing_address: string | null;
  shipping_address: string | null;
  shipping_method: string | null;
  payment: string | null;
  delivery?: string | null;
  updated_at: number;
}

function parse<T>(json: string | null): T | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

export async function readCheckoutState(db: D1Database, cartId: string): Promise<StoredCheckout | null> {
  const row = await db.prepare("SELECT * FROM checkout_states WHERE cart_id = ?1").bind(cartId).first<Row>();
  if (!row) return null;
  const details = parse<StoredDetails>(row.details);
  return {
    cartId: row.cart_id,
    customerId: row.customer_id,
    details: details && typeof details.type === "string" ? details : null,
    billing_address: parse<BillingAddress>(row.billing_address),
    shipping_address: parse<Address>(row.shipping_address),
    shipping_method: row.shipping_method,
    payment: parse<StoredPayment>(row.payment),
    delivery: parseDelivery(row.delivery ?? null),
    updatedAt: row.updated_at,
  };
}

/** Step 1: details and addresses (insert or replace); the choices of step 2 stay. */
export async function saveCheckoutCustomer(
  db: D1Database,
  cartId: string,
  customerId: number | null,
  step: { details: StoredDetails; billing_address: BillingAddress; shipping_address: Address },
  nowS: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO checkout_states (cart_id, customer_id, details, billing_address, shipping_address, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (cart_id) DO UPDATE SET customer_id = COALESCE(excluded.customer_id, customer_id), details = excluded.details,
         billing_address = excluded.billing_address, shipping_address = excluded.shipping_address, updated_at = excluded.updated_at`,
    )
    .bind(cartId, customerId, JSON.stringify(step.details), JSON.stringify(step.billing_address), JSON.stringify(step.shipping_address), nowS)
    .run();
}

/** Step 2: the shipping method and the payment (the row exists after step 1; false when it does not). */
export async function saveCheckoutPayment(db: D1Database, cartId: string, shippingMethod: string, payment: StoredPayment, nowS: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE checkout_states SET shipping_method = ?2, payment = ?3, updated_at = ?4 WHERE cart_id = ?1")
    .bind(cartId, shippingMethod, JSON.stringify(payment), nowS)
    .run();
  return result.meta.changes > 0;
}

/**
 * Empties the payment form's personal fields (dob, gender, phone, terms, installment) of a cart's state:
 * for the order (POST /v1/checkout/payment-url) once it has what it needs. The method and issuer stay.
 */
export function forgetPaymentCustomerStatement(db: D1Database, cartId: string, nowS: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE checkout_states SET payment = json_set(payment, '$.customer', json(?2)), updated_at = ?3
        WHERE cart_id = ?1 AND payment IS NOT NULL`,
    )
    .bind(cartId, JSON.stringify(NO_PAYMENT_CUSTOMER), nowS);
}

export async function forgetPaymentCustomer(db: D1Database, cartId: string, nowS: number): Promise<void> {
  await forgetPaymentCustomerStatement(db, cartId, nowS).run();
}

/** The catalogue types of products (e.g. "boxspring"): the shipping options depend on them. */
export async function productTypes(db: D1Database, productIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT DISTINCT type FROM products WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...ids)
    .all<{ type: string }>();
  return results.map((r) => r.type);
}
