import type { Address } from "../../../app/lib/api/types/account";
import { paymentMethodTitle, SHIPPING_METHOD_TITLES } from "../../../app/lib/checkout/constants";
import { formatEuro } from "../../../app/lib/format";
import { ORDERS_MESSAGES } from "../../../app/lib/schemas/beheer-orders";
import type { MailMessage } from "../mail";
import type { OrderLineRow, OrderRow } from "../../store/orders";
import { renderMail } from "./layout";

export interface ShopOrderInput {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The shop's order address (the owner's setting, worker/store/backoffice/order-mail-settings.ts). */
  to: string;
  /** Origin of the back office's link. */
  origin: string;
}

/**
 * To the shop's order address (must-send, docs/decisions/035): a paid order came in. One per order
 * (kind shop_order, related_id the order number), queued by the paid order's follow-up step
 * (worker/api/order/followups.ts). What the staff need to start: the lines, the total, the customer type
 * and where it goes; the rest is on the order's back-office page.
 */
export function shopOrderMail(input: ShopOrderInput): MailMessage {
  const { order, lines } = input;
  const customer = JSON.parse(order.customer) as { type?: string; first_name?: string; last_name?: string; company?: string };
  const shipping = JSON.parse(order.shipping_address) as Partial<Address>;
  const name = [customer.company, `${customer.first_name ?? ""} ${customer.last_name ?? ""}`.trim()].filter(Boolean).join(", ");
  const total = formatEuro(order.grand_total);
  const lineRows: [string, string][] = lines.map((l) => {
    const options = (JSON.parse(l.options) as { title: string; value: string }[]).map((o) => `${o.title}: ${o.value}`).join(", ");
    return [`${l.quantity} × ${l.title}${options ? ` (${options})` : ""}`, formatEuro(l.row_total)];
  });
  const { html, text } = renderMail({
    preheader: `Bestelling ${order.number} is betaald: ${total}`,
    heading: `Nieuwe bestelling ${order.number}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Bestelling", order.number],
          ["Totaal", `${total}${order.reverse_charge ? " (btw verlegd)" : ""}`],
          ["Klant", `${name} (${customer.type === "company" ? "zakelijk" : "particulier"})`],
          ["Bezorgen in", `${shipping.zipcode ?? ""} ${shipping.city ?? ""} (${order.country_code})`.trim()],
          ["Verzendmethode", SHIPPING_METHOD_TITLES[order.shipping_method] ?? order.shipping_method],
          ["Betaalmethode", paymentMethodTitle(order.payment_method)],
        ],
      },
      { type: "facts", rows: lineRows },
      { type: "button", href: `${input.origin}/beheer/bestellingen/${order.number}/`, label: "Open de bestelling in Beheer" },
    ],
  });
  return { to: input.to, subject: ORDERS_MESSAGES.shopOrderSubject(order.number, total), html, text, kind: "shop_order", related_id: order.number };
}
