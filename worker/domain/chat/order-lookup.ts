/**
 * Order lookup in the chat (ADR 019; spec sections 3 and 5), pure. The status of an order is told only
 * when the order number, the postcode and the house number match that order's billing or delivery address
 * (and the first name, when the shopper gave one). Anything else gets ONE neutral answer, the same whether
 * the order exists or not, so the chat cannot be used to find out which order numbers exist.
 */
import type { FulfilmentCode, OrderStatusCode } from "../../../app/lib/api/types/order";
import { normalize } from "./text";

/** What the lookup needs of an order (from the frozen rows of migration 0009); nothing else is read. */
export interface LookupOrder {
  number: string;
  status: OrderStatusCode;
  /** Fulfilment of a paid order and its parcels (docs/decisions/036). */
  fulfilment?: FulfilmentCode;
  parcels?: LookupParcel[];
  firstNames: string[];
  addresses: { zipcode: string; house_number: string; extension: string }[];
}

/** What the shopper typed in the chat's order form (the order number already with KJD: chatOrderNumberField). */
export interface LookupRequest {
  orderNumber: string;
  firstName?: string;
  zipCode: string;
  houseNumber: string;
}

/** A parcel as the chat tells it: carrier, code and the shop's own track path (/volg-pakket/...). */
export interface LookupParcel {
  carrier: string;
  code: string;
  /** Same-site path that forwards to the carrier's track page (worker/routes/track.ts): the chat links only paths. */
  path: string;
  delivered: boolean;
}

/**
 * The only order facts that may reach an answer or a prompt: the number, its status, and for a paid order
 * its fulfilment and parcels (carrier, code, track path) (docs/decisions/036).
 */
export interface VerifiedOrder {
  number: string;
  status: OrderStatusCode;
  fulfilment?: FulfilmentCode;
  parcels?: LookupParcel[];
}

const compactZip = (zip: string) => zip.replace(/\s+/gu, "").toUpperCase();

/** "10", "10a", "10 A", "10-a" -> { number: "10", suffix: "a" }. */
function splitHouseNumber(value: string): { number: string; suffix: string } | null {
  const m = /^\s*0*(\d{1,6})\s*[-/]?\s*([\p{L}\p{N}]{0,10})\s*$/u.exec(value);
  return m ? { number: m[1]!, suffix: m[2]!.toLowerCase() } : null;
}

function houseNumberMatches(typed: string, address: { house_number: string; extension: string }): boolean {
  const t = splitHouseNumber(typed);
  const a = splitHouseNumber(address.house_number.replace(/\s+/gu, "").replace(/-$/u, ""));
  if (!t || !a || t.number !== a.number) return false;
  // A suffix the shopper typed must be the address's extension; none typed matches the number alone.
  if (!t.suffix) return true;
  return t.suffix === `${a.suffix}${address.extension}`.replace(/[\s-]+/gu, "").toLowerCase();
}

/** The verified order, or null when any given detail does not match (or there is no such order). */
export function verifyOrderLookup(order: LookupOrder | null, request: LookupRequest): VerifiedOrder | null {
  if (!order || order.number !== request.orderNumber) return null;
  const zip = compactZip(request.zipCode);
  const addressOk = order.addresses.some((a) => compactZip(a.zipcode) === zip && houseNumberMatches(request.houseNumber, a));
  if (!addressOk) return null;
  const first = request.firstName?.trim();
  if (first && !order.firstNames.some((n) => normalize(n) === normalize(first))) return null;
  return { number: order.number, status: order.status, fulfilment: order.fulfilment, parcels: order.parcels };
}

/** The closing question of an answer that should have answered the shopper (spec section 9 closing phrases). */
export const ANSWERED_CLOSING = "Is je vraag hiermee beantwoord?";

/** The one answer to an order lookup that did not verify (wrong details or no such order). */
export const ORDER_NOT_VERIFIED =
  "Met deze gegevens kan ik geen bestelling voor je vinden. Controleer je ordernummer (KJD en 7 cijfers, het staat in je orderbevestiging), je postcode en je huisnummer en probeer het nog eens. Lukt het niet, neem dan contact op met onze klantenservice: /service/klantenservice-contact/";

const parcelText = (p: LookupParcel) => `${p.carrier}, track & trace-code ${p.code}: volg je pakket via ${p.path}`;

/** A paid order's fulfilment in Dutch, with the track link of each parcel (docs/decisions/036). */
function paidText(order: VerifiedOrder): string {
  const n = order.number;
  const parcels = order.parcels ?? [];
  const list = parcels.map((p) => `- ${parcelText(p)}`).join("\n");
  switch (order.fulfilment ?? "new") {
    case "new":
    case "processing":
      return `Je bestelling ${n} is betaald en in behandeling: we maken hem klaar voor verzending. Zodra je pakket onderweg is, krijg je een e-mail met een track-en-tracecode.`;
    case "partially_shipped":
      return `Een deel van je bestelling ${n} is onderweg; de rest volgt zo snel mogelijk en ook daarvan krijg je een e-mail met een track-en-tracecode.\n${list}`;
    case "shipped":
      return parcels.length === 1 ? `Je bestelling ${n} is verzonden met ${parcelText(parcels[0]!)}` : `Je bestelling ${n} is verzonden in ${parcels.length} pakketten:\n${list}`;
    case "delivered":
      return `Je bestelling ${n} is bezorgd. Nog niet alles ontvangen? Kijk bij de vervoerder of neem contact op met onze klantenservice: /service/klantenservice-contact/\n${list}`;
    case "cancelled":
      return `Je bestelling ${n} is geannuleerd; er wordt niets verzonden. Het betaalde bedrag betalen we je terug. Vragen? Neem contact op met onze klantenservice: /service/klantenservice-contact/`;
  }
}

/** The status of a verified order in Dutch (the statuses of spec section 4; after payment its fulfilment and track & trace). */
export function orderStatusText(order: VerifiedOrder): string {
  const n = order.number;
  switch (order.status) {
    case "paid":
      return paidText(order);
    case "pending":
      return `Je bestelling ${n} is bij ons binnen, maar we wachten nog op je betaling. Zodra die binnen is, gaan we voor je aan de slag. Heb je net betaald? Dan kan het een paar minuten duren voordat we de betaling zien.`;
    case "failed":
      return `De betaling van je bestelling ${n} is mislukt, daarom hebben we de bestelling nog niet in behandeling genomen. Je kunt opnieuw betalen via de link in je orderbevestiging of opnieuw bestellen.`;
    case "cancelled":
      return `Je bestelling ${n} is geannuleerd. Er wordt niets verzonden en je betaalt er niets voor. Was dat niet de bedoeling? Bestel dan opnieuw of neem contact op met onze klantenservice: /service/klantenservice-contact/`;
    case "expired":
      return `De betaaltermijn van je bestelling ${n} is verlopen, daarom is de bestelling niet verwerkt. Je kunt de producten opnieuw bestellen.`;
  }
}

/** The full answer to a verified lookup: the status and the closing question. */
export function orderStatusAnswer(order: VerifiedOrder): string {
  return `${orderStatusText(order)}\n\n${ANSWERED_CLOSING}`;
}
