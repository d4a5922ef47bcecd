/** The cart's Dutch messages (refusals, notices), defined once. Payload messages: app/lib/schemas/cart.ts. */
import { CART_MAX_LINES } from "../../../app/lib/constants";
import { CART_MESSAGES } from "../../../app/lib/cart/messages";
import { formatEuro } from "../../../app/lib/format";

export type CodeRefusal = "unknown" | "expired" | "not_yet_valid" | "min_order" | "used_up" | "used_by_customer" | "not_applicable" | "already_applied" | "voided" | "own_order";

export const CART_TEXT = {
  itemNotFound: "Dit artikel bestaat niet.",
  itemUnavailable: "Dit artikel is niet leverbaar",
  lineNotFound: CART_MESSAGES.lineId,
  maxLines: `Je winkelwagen kan hooguit ${CART_MAX_LINES} verschillende artikelen bevatten.`,
  maxPerLine: CART_MESSAGES.quantityMax,
  stockLeft: (n: number) => `Er zijn nog maar ${n} op voorraad`,
  lineSoldOut: "Dit artikel is niet meer leverbaar",
  priceChanged: (from: number, to: number) => `De prijs van dit artikel is gewijzigd van ${formatEuro(from)} naar ${formatEuro(to)}`,
  restoreInvalid: "Deze link is verlopen of ongeldig.",
  restoreLeftOut: (title: string) => `${title} is niet meer leverbaar en is niet teruggezet in je winkelwagen.`,
  noCode: "Er is geen kortingscode toegepast.",
  codeRemoved: (code: string, reason: string) => `Kortingscode ${code} is verwijderd: ${reason}`,
  promoMissing: (cents: number) => `Nog ${formatEuro(cents)} tot gratis bezorging`,
  promoFree: "Je bestelling wordt gratis bezorgd",
  freeShippingLabel: (code: string) => `Kortingscode ${code}: gratis bezorging`,
} as const;

/** Why a discount code is refused, one sentence each (the min-order one names the amount). */
export function codeRefusalMessage(reason: CodeRefusal, minOrder = 0): string {
  switch (reason) {
    case "unknown":
      return "Deze kortingscode bestaat niet.";
    case "expired":
      return "Deze kortingscode is verlopen.";
    case "not_yet_valid":
      return "Deze kortingscode is nog niet geldig.";
    case "min_order":
      return `Deze kortingscode geldt vanaf ${formatEuro(minOrder)}`;
    case "used_up":
      return "Deze kortingscode is al helemaal gebruikt.";
    case "used_by_customer":
      return "Je hebt deze kortingscode al gebruikt.";
    case "not_applicable":
      return "Deze kortingscode geldt niet voor de artikelen in je winkelwagen.";
    case "already_applied":
      return "Er is al een kortingscode toegepast. Je kunt één kortingscode per bestelling gebruiken.";
    case "voided":
      return "Deze cadeaubon is niet meer geldig: de bestelling waarbij je hem kreeg is geannuleerd of terugbetaald.";
    case "own_order":
      return "Deze cadeaubon geldt voor een volgende bestelling, niet voor de bestelling waarbij je hem kreeg.";
  }
}
