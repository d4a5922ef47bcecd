import type { BeheerShipment } from "../../../app/lib/beheer/types/shipments";
import { SHIPPING_MESSAGES } from "../../../app/lib/shipping/messages";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

/** The mail's kind in the outbox (one per parcel: related_id is "{order number}/{parcel id}"). */
export const ORDER_SHIPPED_KIND = "order_shipped";

export interface OrderShippedInput {
  order: { number: string; email: string; firstName: string };
  shipment: Pick<BeheerShipment, "id" | "carrier_title" | "tracking_code" | "tracking_url" | "lines">;
  /** Everything in the order has been shipped with this parcel (false: more parcels follow). */
  complete: boolean;
  /** Absolute link to the order's page (the account's, or the order status page for a guest). */
  orderUrl: string;
}

/**
 * The shipping mail (docs/decisions/036): a parcel is on its way, with the carrier, the track & trace code
 * and the link to the carrier's track page. Sent once per parcel through the outbox (must-send: about a
 * paid order), whoever submits the shipment twice.
 */
export function orderShippedMail(input: OrderShippedInput): MailMessage {
  const { order, shipment } = input;
  const hello = order.firstName ? `Hallo ${order.firstName},` : "Hallo,";
  const { html, text } = renderMail({
    preheader: `Je pakket met ${shipment.carrier_title} is onderweg: volg het met code ${shipment.tracking_code}.`,
    heading: input.complete ? `Je bestelling ${order.number} is onderweg` : `Een deel van je bestelling ${order.number} is onderweg`,
    blocks: [
      { type: "p", text: hello },
      {
        type: "p",
        text: input.complete
          ? `Goed nieuws: je bestelling is verzonden met ${shipment.carrier_title}. Met de track & trace-code volg je je pakket tot aan de deur.`
          : `Goed nieuws: een deel van je bestelling is verzonden met ${shipment.carrier_title}. De rest volgt zo snel mogelijk; daarover krijg je een aparte e-mail.`,
      },
      {
        type: "facts",
        rows: [
          ["Bestelling", order.number],
          ["Vervoerder", shipment.carrier_title],
          ["Track & trace-code", shipment.tracking_code],
          ["In dit pakket", shipment.lines.map((l) => `${l.quantity} × ${l.title}`).join("\n")],
        ],
      },
      { type: "button", href: shipment.tracking_url, label: SHIPPING_MESSAGES.trackLink },
      { type: "link", text: "De status van je bestelling zie je ook op", href: input.orderUrl, label: "de pagina van je bestelling" },
    ],
  });
  return {
    to: order.email,
    subject: input.complete ? `Je bestelling ${order.number} is verzonden` : `Een deel van je bestelling ${order.number} is verzonden`,
    html,
    text,
    kind: ORDER_SHIPPED_KIND,
    related_id: `${order.number}/${shipment.id}`,
  };
}
