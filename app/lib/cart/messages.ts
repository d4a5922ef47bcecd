/**
 * The cart's Dutch strings in the page (spec sections 4, 7 and 8), defined once and zod-free: the texts the
 * cart forms show before anything is sent, the fallback of a failed write, and the payload messages that
 * app/lib/schemas/cart.ts builds its schemas with (the /v1/cart API answers them). The Worker's own cart
 * refusals and notices are in worker/domain/cart/messages.ts.
 */
import { CART_MAX_LINE_QUANTITY } from "../constants";

/** Texts of the cart screens that the forms show before anything is sent (no zod in the page's JS). */
export const ADD_TO_CART_TEXT = {
  unavailable: "Dit product is tijdelijk niet leverbaar.",
  noVariant: "Deze combinatie bestaat niet. Kies een andere uitvoering.",
} as const;

/** The Dutch fallback when a write fails without a message of its own. */
export const CART_WRITE_FAILED = "Het toevoegen aan je winkelwagen is niet gelukt. Probeer het nog eens.";

/** Dutch messages of the cart payloads, defined once (forms and /v1/cart use them). */
export const CART_MESSAGES = {
  itemId: "Kies eerst een uitvoering van het product.",
  quantity: "Vul een geldig aantal in.",
  quantityMax: `Je kunt hooguit ${CART_MAX_LINE_QUANTITY} stuks per artikel bestellen.`,
  lineId: "Dit artikel staat niet (meer) in je winkelwagen.",
  code: "Vul een kortingscode in.",
  token: "Deze link om je winkelwagen terug te halen is ongeldig.",
} as const;
