/**
 * The order part of a Mollie payment request (Payments API v2): `lines`, `billingAddress`, `shippingAddress`
 * and `consumerDateOfBirth`, which Mollie's pay-later and instalment methods (riverty, in3, alma, klarna,
 * billie) require. Built from the frozen order (amounts from D1, never from the client). Pure: no I/O.
 *
 * Invariant: the lines' totalAmounts add up to the payment amount (the order's grand_total): products, a
 * discount line (negative), the delivery costs (insured delivery included) and the payment costs. Each
 * line's totalAmount = unitPrice x quantity - discountAmount, and vatAmount = totalAmount x rate / (100 + rate).
 * Reverse charge (intra-community supply): the order's amounts are excl. VAT; every line is at 0 %, the
 * product lines' excl. amounts fitted to the order's sub_total.
 */
import type { Address } from "../../../app/lib/api/types/account";
import type { Order } from "../../../app/lib/api/types/order";
import { decimalAmount, VAT_RATE_PERCENT, vatIncluded, withoutVat } from "../../../app/kernel/money";
import type { PaymentConsumer } from "./types";
import { DELIVERY_MESSAGES } from "../../../app/lib/delivery/messages";

export interface MollieAmount {
  currency: "EUR";
  value: string;
}

export function mollieAmount(cents: number): MollieAmount {
  return { currency: "EUR", value: decimalAmount(cents) };
}

export interface MollieLine {
  type: "physical" | "discount" | "shipping_fee" | "surcharge";
  description: string;
  quantity: number;
  unitPrice: MollieAmount;
  discountAmount?: MollieAmount;
  totalAmount: MollieAmount;
  vatRate: string;
  vatAmount: MollieAmount;
  sku?: string;
}

export interface MollieAddress {
  givenName: string;
  familyName: string;
  organizationName?: string;
  email: string;
  phone?: string;
  streetAndNumber: string;
  postalCode: string;
  city: string;
  country: "NL" | "BE";
}

/** One line in cents before it becomes Mollie's strings. */
interface CentsLine {
  type: MollieLine["type"];
  description: string;
  sku?: string;
  quantity: number;
  unit: number;
  total: number;
  rate: number;
}

/** Our description field is at most 100 characters at Mollie. */
const describe = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

function toMollie(l: CentsLine): MollieLine {
  // totalAmount = unitPrice x quantity - discountAmount; a row that does not divide goes as one unit.
  let quantity = l.quantity;
  let unit = l.unit;
  let discount = unit * quantity - l.total;
  let description = l.description;
  if (discount < 0 || (discount > 0 && l.type !== "physical")) {
    description = quantity > 1 ? `${quantity} x ${description}` : description;
    quantity = 1;
    unit = l.total;
    discount = 0;
  }
  return {
    type: l.type,
    description: describe(description),
    quantity,
    unitPrice: mollieAmount(unit),
    ...(discount > 0 ? { discountAmount: mollieAmount(discount) } : {}),
    totalAmount: mollieAmount(l.total),
    vatRate: l.rate.toFixed(2),
    vatAmount: mollieAmount(l.rate === 0 ? 0 : vatIncluded(l.total, l.rate)),
    ...(l.sku ? { sku: l.sku } : {}),
  };
}

/** The order's lines as cents, adding up to its grand_total. */
export function orderLinesInCents(order: Order): CentsLine[] {
  const rc = order.totals.reverse_charge;
  const products: CentsLine[] = order.lines.map((l) => {
    const total = rc ? withoutVat(l.row_total, l.vat_rate) : l.row_total;
    const unit = rc ? withoutVat(l.unit_price, l.vat_rate) : l.unit_price;
    return { type: "physical", description: l.title, sku: l.sku, quantity: l.quantity, unit, total, rate: rc ? 0 : l.vat_rate };
  });
  // The rounding of per-line amounts may differ from the order's sub_total by a few cents: the largest line takes it.
  const diff = order.totals.sub_total - products.reduce((s, l) => s + l.total, 0);
  if (diff !== 0 && products.length > 0) {
    const largest = products.reduce((a, b) => (b.total > a.total ? b : a));
    largest.total += diff;
  }
  const rate = rc ? 0 : VAT_RATE_PERCENT;
  const cost = (type: CentsLine["type"], description: string, amount: number): CentsLine[] =>
    amount === 0 ? [] : [{ type, description, quantity: 1, unit: amount, total: amount, rate }];
  const discountLabel = order.discounts.length > 0 ? `Korting (${order.discounts.map((d) => d.label).join(", ")})` : "Korting";
  return [
    ...products,
    ...cost("discount", discountLabel, -order.totals.discount_total),
    ...cost("shipping_fee", `Verzendkosten (${order.shipping_method.title})`, order.totals.shipping_costs),
    ...cost("surcharge", `Betaalkosten (${order.payment_method.title})`, order.totals.payment_costs),
    // The old mattresses taken back (docs/decisions/029): a service, part of the grand total.
    ...cost("surcharge", DELIVERY_MESSAGES.takeBackLine(order.delivery?.take_back_count ?? 0), order.delivery?.take_back_costs ?? 0),
  ];
}

/** Mollie's `lines` of an order (their totalAmounts add up to order.totals.grand_total). */
export function mollieLines(order: Order): MollieLine[] {
  return orderLinesInCents(order).map(toMollie);
}

/** Mollie wants E.164 (+31612345678); our phones are normalised to 0612345678 or 0032... */
export function e164(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/gu, "");
  if (digits === "") return undefined;
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return undefined;
}

function phoneFor(phone: string, country: "NL" | "BE"): string | undefined {
  const compact = phone.replace(/[\s-]/gu, "");
  if (compact.startsWith("0") && !compact.startsWith("00")) return `+${country === "BE" ? "32" : "31"}${compact.slice(1)}`;
  return e164(compact);
}

export function mollieAddress(address: Address, email: string, phone: string): MollieAddress {
  const number = [address.house_number, address.extension].filter(Boolean).join(" ");
  const tel = phoneFor(phone, address.country_code);
  return {
    givenName: address.first_name,
    familyName: address.last_name,
    ...(address.company ? { organizationName: address.company } : {}),
    email,
    ...(tel ? { phone: tel } : {}),
    streetAndNumber: `${address.street} ${number}`.trim(),
    postalCode: address.zipcode,
    city: address.city,
    country: address.country_code,
  };
}

/** The order part of the payment request: lines, both addresses and (pay later, in3) the date of birth. */
export function mollieOrderFields(order: Order, consumer: PaymentConsumer | undefined) {
  const phone = consumer?.phone || order.customer.phone_number;
  return {
    lines: mollieLines(order),
    billingAddress: mollieAddress(order.billing_address, order.email, phone),
    shippingAddress: mollieAddress(order.shipping_address, order.email, phone),
    ...(consumer?.dob ? { consumerDateOfBirth: consumer.dob } : {}),
  };
}
