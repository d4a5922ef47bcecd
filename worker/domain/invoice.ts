/**
 * What an invoice states (ADR 018), from a frozen order: every line and cost excl. VAT with its rate,
 * VAT per rate, totals excl./incl. Pure: no I/O. Money in cents.
 *
 * An order keeps its line prices incl. the line's VAT rate; its costs and totals are incl. VAT, except for an
 * intra-community supply (reverse charge), whose totals the checkout already made excl. VAT. VAT per rate
 * is computed over the rate's total (not per line), and the lines' excl. amounts are made to add up to it.
 * Reverse charge: everything at 0 % with the note "btw verlegd" and the customer's VAT number.
 */
import type { Order } from "../../app/lib/api/types/order";
import { VAT_RATE_PERCENT, vatIncluded, withoutVat } from "../../app/kernel/money";
import { DELIVERY_MESSAGES } from "../../app/lib/delivery/messages";
import { vatCountryOf, type VatCountry } from "../../app/kernel/tax";

export const REVERSE_CHARGE_NOTE = "btw verlegd";
/** A distance sale to a Belgian consumer above the One-Stop-Shop threshold (docs/decisions/044). */
export const OSS_NOTE = "Afstandsverkoop: Belgische btw, aangegeven via de One-Stop-Shop (OSS).";

export interface InvoiceLine {
  description: string;
  /** Options and SKU, e.g. "90 x 200 cm · SKU M-90200". */
  detail: string;
  quantity: number;
  unitPriceExcl: number;
  vatRate: number;
  amountExcl: number;
}

export interface VatGroup {
  rate: number;
  base: number;
  vat: number;
}

export interface InvoiceDocument {
  lines: InvoiceLine[];
  vatGroups: VatGroup[];
  totalExcl: number;
  totalVat: number;
  totalIncl: number;
  reverseCharge: boolean;
  /** The customer's VAT number (shown with the reverse-charge note; empty for private customers). */
  customerVatNumber: string;
  /** Whose VAT the invoice charges (docs/decisions/044): "BE" for a distance sale above the OSS threshold; null under reverse charge. */
  vatCountry: VatCountry | null;
}

interface Entry {
  description: string;
  detail: string;
  quantity: number;
  /** Row amount as the order states it (incl. VAT at `rate`, or excl. when already excl.). */
  amount: number;
  rate: number;
  alreadyExcl: boolean;
}

function entries(order: Order): Entry[] {
  const rc = order.totals.reverse_charge;
  const list: Entry[] = order.lines.map((l) => ({
    description: l.title,
    detail: [...l.options.map((o) => `${o.title}: ${o.value}`), `SKU ${l.sku}`].join(" · "),
    quantity: l.quantity,
    amount: l.row_total,
    rate: l.vat_rate,
    alreadyExcl: false,
  }));
  const cost = (description: string, amount: number, quantity = 1, detail = "") => {
    if (amount !== 0) list.push({ description, detail, quantity, amount, rate: VAT_RATE_PERCENT, alreadyExcl: rc });
  };
  const discountLabel = order.discounts.length > 0 ? `Korting (${order.discounts.map((d) => d.label).join(", ")})` : "Korting";
  cost(discountLabel, -order.totals.discount_total);
  cost(`Verzendkosten (${order.shipping_method.title})`, order.totals.shipping_costs);
  cost(`Betaalkosten (${order.payment_method.title})`, order.totals.payment_costs);
  // Bulky goods (docs/decisions/029): the old mattresses taken back, a service at the standard rate.
  const d = order.delivery;
  if (d && d.take_back_count > 0) cost(DELIVERY_MESSAGES.takeBackTitle, d.take_back_costs, d.take_back_count, `Bezorgdag ${d.day_label}`);
  return list;
}

/** Splits `total` over the lines in proportion to their own excl. amounts (largest line takes the rounding). */
function fitTo(lines: InvoiceLine[], total: number): void {
  if (lines.length === 0) return;
  const diff = total - lines.reduce((s, l) => s + l.amountExcl, 0);
  if (diff === 0) return;
  const largest = lines.reduce((a, b) => (Math.abs(b.amountExcl) > Math.abs(a.amountExcl) ? b : a));
  largest.amountExcl += diff;
}

export function invoiceDocument(order: Order): InvoiceDocument {
  const rc = order.totals.reverse_charge;
  const list = entries(order);
  const lines: InvoiceLine[] = [];
  const vatGroups: VatGroup[] = [];
  if (rc) {
    for (const e of list) {
      const amountExcl = e.alreadyExcl ? e.amount : withoutVat(e.amount, e.rate);
      lines.push({ description: e.description, detail: e.detail, quantity: e.quantity, unitPriceExcl: Math.round(amountExcl / e.quantity), vatRate: 0, amountExcl });
    }
    // The checkout made the order's sub_total excl. VAT: the product lines add up to what was charged.
    fitTo(lines.slice(0, order.lines.length), order.totals.sub_total);
    const base = lines.reduce((s, l) => s + l.amountExcl, 0);
    vatGroups.push({ rate: 0, base, vat: 0 });
  } else {
    const rates = [...new Set(list.map((e) => e.rate))].sort((a, b) => b - a);
    const byPosition: InvoiceLine[] = [];
    for (const rate of rates) {
      const positions = list.flatMap((e, i) => (e.rate === rate ? [i] : []));
      const incl = positions.reduce((s, i) => s + list[i]!.amount, 0);
      const vat = vatIncluded(incl, rate);
      const groupLines = positions.map((i) => {
        const e = list[i]!;
        const amountExcl = withoutVat(e.amount, rate);
        const line = { description: e.description, detail: e.detail, quantity: e.quantity, unitPriceExcl: Math.round(amountExcl / e.quantity), vatRate: rate, amountExcl };
        byPosition[i] = line;
        return line;
      });
      fitTo(groupLines, incl - vat);
      vatGroups.push({ rate, base: incl - vat, vat });
    }
    // Products first, then discount and costs, as the order lists them.
    lines.push(...byPosition);
  }
  const totalExcl = vatGroups.reduce((s, g) => s + g.base, 0);
  const totalVat = vatGroups.reduce((s, g) => s + g.vat, 0);
  return {
    lines,
    vatGroups,
    totalExcl,
    totalVat,
    totalIncl: totalExcl + totalVat,
    reverseCharge: rc,
    customerVatNumber: order.customer.type === "company" ? order.customer.vat_number : "",
    vatCountry: vatCountryOf(order.totals.vat_scheme ?? (rc ? "reverse_charge" : "domestic"), order.shipping_address.country_code === "BE" ? "BE" : "NL"),
  };
}
