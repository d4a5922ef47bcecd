import type { Address } from "../../../app/lib/api/types/account";
import type { OrderVoucher } from "../../../app/lib/api/types/order";
import { VOUCHER_MESSAGES } from "../../../app/lib/vouchers/messages";
import { paymentMethodTitle, SHIPPING_METHOD_TITLES } from "../../../app/lib/checkout/constants";
import { formatEuro } from "../../../app/lib/format";
import type { MailMessage } from "../mail";
import type { OrderLineRow, OrderRow } from "../../store/orders";
import type { OrderDeliveryRow } from "../../store/delivery";
import { deliveryDayLabel } from "../../domain/delivery-calendar";
import { DELIVERY_MESSAGES } from "../../../app/lib/delivery/messages";
import { renderMail } from "./layout";
import { accountReturnPath, guestReturnPath } from "../../../app/lib/returns/constants";
import { voucherBlocks } from "./voucher-blocks";

export interface OrderConfirmationInput {
  order: OrderRow;
  lines: OrderLineRow[];
  /** Absolute link to the terms with the model withdrawal form. */
  termsUrl: string;
  /** The voucher the order earned (docs/decisions/027); null for an order without one. */
  voucher?: OrderVoucher | null;
  /** Delivery day and take-back of bulky goods (docs/decisions/029); absent or null without them. */
  delivery?: OrderDeliveryRow | null;
}

function addressText(a: Address): string {
  const name = [a.company, `${a.first_name} ${a.last_name}`.trim()].filter(Boolean).join("\n");
  const street = `${a.street} ${a.house_number}${a.extension ? ` ${a.extension}` : ""}`;
  return `${name}\n${street}\n${a.zipcode} ${a.city}\n${a.country_code === "BE" ? "België" : "Nederland"}`;
}

/** The delivery day and the take-back, for whoever is home to receive the goods. */
function deliveryFacts(delivery: OrderDeliveryRow | null): [string, string][] {
  if (!delivery) return [];
  const rows: [string, string][] = [[DELIVERY_MESSAGES.dayLegend, deliveryDayLabel(delivery.delivery_day)]];
  if (delivery.take_back_count > 0) rows.push([DELIVERY_MESSAGES.takeBackTitle, `${delivery.take_back_count} × matras`]);
  return rows;
}

/** The order confirmation (ADR 018), sent once when the order is paid: related_id is the order number. */
export function orderConfirmationMail(input: OrderConfirmationInput): MailMessage {
  const { order, lines } = input;
  const customer = JSON.parse(order.customer) as { first_name?: string };
  const billing = JSON.parse(order.billing_address) as Address;
  const shipping = JSON.parse(order.shipping_address) as Address;
  const lineRows: [string, string][] = lines.map((l) => {
    const options = (JSON.parse(l.options) as { title: string; value: string }[]).map((o) => `${o.title}: ${o.value}`).join(", ");
    return [`${l.quantity} × ${l.title}${options ? ` (${options})` : ""}`, formatEuro(l.row_total)];
  });
  const costs: [string, string][] = [["Subtotaal", formatEuro(order.sub_total)]];
  if (order.discount_total > 0) costs.push(["Korting", `- ${formatEuro(order.discount_total)}`]);
  costs.push(["Verzendkosten", order.shipping_costs > 0 ? formatEuro(order.shipping_costs) : "Gratis"]);
  if (order.payment_costs > 0) costs.push(["Betaalkosten", formatEuro(order.payment_costs)]);
  const delivery = input.delivery ?? null;
  if (delivery && delivery.take_back_count > 0) costs.push([DELIVERY_MESSAGES.takeBackLine(delivery.take_back_count), formatEuro(delivery.take_back_costs)]);
  costs.push(["Totaal", formatEuro(order.grand_total)]);
  costs.push(order.reverse_charge ? ["Btw", "0% - btw verlegd"] : ["Waarvan btw", formatEuro(order.vat_total)]);
  const { html, text } = renderMail({
    preheader: `Bedankt voor je bestelling ${order.number}. We gaan ermee aan de slag.`,
    heading: `Bedankt voor je bestelling ${order.number}`,
    blocks: [
      { type: "p", text: `Hoi ${customer.first_name ?? ""},`.replace(" ,", ",") },
      { type: "p", text: "We hebben je betaling ontvangen en je bestelling is bevestigd. Hieronder vind je een overzicht." },
      { type: "facts", rows: [["Bestelnummer", order.number], ["Betaalmethode", paymentMethodTitle(order.payment_method)], ["Verzendmethode", SHIPPING_METHOD_TITLES[order.shipping_method] ?? order.shipping_method], ...deliveryFacts(delivery)] },
      { type: "facts", rows: lineRows },
      { type: "facts", rows: costs },
      { type: "facts", rows: [["Factuuradres", addressText(billing)], ["Afleveradres", addressText(shipping)]] },
      ...(input.voucher ? voucherBlocks(input.voucher, `${VOUCHER_MESSAGES.heading}: ${VOUCHER_MESSAGES.intro}`, [VOUCHER_MESSAGES.orderBound]) : []),
      {
        type: "p",
        text: "Herroepingsrecht: je mag je bestelling tot 14 dagen na ontvangst zonder opgave van reden herroepen. Gebruik daarvoor het modelformulier voor herroeping in onze algemene voorwaarden, of laat het ons op een andere duidelijke manier weten.",
      },
      { type: "button", href: input.termsUrl, label: "Algemene voorwaarden en modelformulier" },
      // The return page fills in the model form from the order (docs/decisions/038).
      {
        type: "link",
        text: "Iets terugsturen, of je matras na het proefslapen? Meld je retour aan op",
        href: `${new URL(input.termsUrl).origin}${order.customer_id !== null ? accountReturnPath(order.number) : guestReturnPath(order.number)}`,
        label: "de retourpagina",
      },
      { type: "p", text: "Slaap lekker,\nTeam Droomnest" },
    ],
  });
  return { to: order.email, subject: `Bevestiging van je bestelling ${order.number}`, html, text, kind: "order_confirmation", related_id: order.number };
}
