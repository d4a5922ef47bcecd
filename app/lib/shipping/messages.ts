/**
 * Dutch strings of fulfilment and track & trace (docs/decisions/036), for the account, the order status
 * page, the shipping mail, the chat and the back office alike.
 */
import type { FulfilmentCode } from "../api/types/order";

/** The fulfilment states as shopper and staff read them. */
export const FULFILMENT_LABELS: Record<FulfilmentCode, string> = {
  new: "nieuw",
  processing: "in behandeling",
  partially_shipped: "deels verzonden",
  shipped: "verzonden",
  delivered: "bezorgd",
  cancelled: "geannuleerd",
};

/** What the shopper reads about a paid order's fulfilment (account and order status page). */
export const FULFILMENT_SHOPPER_TEXT: Record<FulfilmentCode, string> = {
  new: "We hebben je betaling ontvangen en gaan je bestelling klaarmaken voor verzending.",
  processing: "We maken je bestelling klaar voor verzending.",
  partially_shipped: "Een deel van je bestelling is onderweg; de rest volgt zo snel mogelijk.",
  shipped: "Je bestelling is onderweg.",
  delivered: "Je bestelling is bezorgd.",
  cancelled: "Je bestelling is geannuleerd.",
};

export const SHIPPING_MESSAGES = {
  heading: "Verzending",
  status: "Status",
  parcels: "Pakketten",
  parcelOf: (carrier: string, code: string) => `${carrier}, track & trace-code ${code}`,
  trackLink: "Volg je pakket",
  trackLinkOf: (carrier: string) => `Volg je pakket bij ${carrier}`,
  shippedOn: "Verzonden op",
  deliveredOn: "Bezorgd op",
} as const;
