/**
 * The delivery options of a cart (GET /v1/checkout/shippingmethod, spec section 7). Pure: no I/O. The
 * costs are the kernel's rules (app/kernel/shipping.ts):
 * - standard: the cart's own shipping costs for the delivery country (shippingCosts);
 * - installation: when the cart holds a boxspring (offersInstallation), delivery with assembly at
 *   INSTALLATION_COSTS.
 * Shipping insurance is not a method: it is the separate "Verzekerde verzending" box (SHIPPING_INSURANCE).
 */
import type { Cart } from "../../../app/lib/api/types/cart";
import type { ShippingMethodOption } from "../../../app/lib/api/types/checkout";
import { INSTALLATION_COSTS, offersInstallation } from "../../../app/kernel/shipping";
import { SHIPPING_METHOD_TITLES } from "../../../app/lib/checkout/constants";

export const STANDARD_SHIPPING = "standard";
export const INSTALLATION_SHIPPING = "installation";

/** The options for a cart priced for its delivery country; productTypes: the catalogue types of its lines. */
export function shippingOptions(cart: Cart, productTypes: readonly string[]): ShippingMethodOption[] {
  const standard: ShippingMethodOption = {
    code: STANDARD_SHIPPING,
    title: SHIPPING_METHOD_TITLES[STANDARD_SHIPPING]!,
    description: cart.totals.shipping_costs === 0 ? "Gratis bezorgd aan huis." : "Bezorgd aan huis.",
    price: cart.totals.shipping_costs,
  };
  const options = [standard];
  if (offersInstallation(productTypes)) {
    options.push({
      code: INSTALLATION_SHIPPING,
      title: SHIPPING_METHOD_TITLES[INSTALLATION_SHIPPING]!,
      description: "Bezorgd, in elkaar gezet op de kamer van je keuze en het verpakkingsmateriaal mee retour.",
      price: INSTALLATION_COSTS,
    });
  }
  return options;
}

/** The chosen option of a code, or null when this cart does not offer it (any more). */
export function findShippingOption(options: readonly ShippingMethodOption[], code: string | null | undefined): ShippingMethodOption | null {
  return options.find((o) => o.code === code) ?? null;
}
