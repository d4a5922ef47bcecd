/**
 * The configured add-to-cart (spec section 7, cart item custom data): what the page sends with
 * POST /v1/cart/item. The Worker recomputes every figure from D1 and refuses a mismatch.
 */
import type { ConfiguratorData } from "../api/types/configurator";
import { CONFIGURATOR_CART_QUANTITY, CONFIGURATOR_CATEGORY_LABEL } from "./constants";
import { catalogueVariant, totalPrice, userConfiguration, variantId, type Selection } from "./rules";
import type { ConfiguratorStep } from "../api/types/configurator";

export type ConfiguratorCustom = {
  /** The configurator's slug (its code: the product slug, or e.g. 'hotel-boxspring-set'). */
  slug: string;
  /** The configuration's variant id: product id + chosen option ids joined by dashes. */
  boxconfig_id: string;
  /** The configuration's price (cents, VAT included) as the page showed it. */
  special_price_incl: number;
  price: number;
  category: string;
  /** Custom-field values: the configuration summary and the preview image. */
  summary: string;
  image_url: string;
};

/** The preview URL of a configuration (the Worker answers it with the render or the drawing). */
export function previewUrl(data: Pick<ConfiguratorData, "code">, boxconfigId: string): string {
  return `/v1/catalog/configurator/${encodeURIComponent(data.code)}/preview?config=${encodeURIComponent(boxconfigId)}`;
}

/** The add-to-cart payload of a selection, or null while no catalogue variant (size + colour) is chosen. */
export function cartPayload(data: ConfiguratorData, steps: readonly ConfiguratorStep[], sel: Selection) {
  const variant = catalogueVariant(data, sel);
  if (!variant) return null;
  const price = totalPrice(data, steps, sel);
  const boxconfig_id = variantId(data.id, steps, sel);
  const custom: ConfiguratorCustom = {
    slug: data.code,
    boxconfig_id,
    special_price_incl: price,
    price,
    category: CONFIGURATOR_CATEGORY_LABEL,
    summary: userConfiguration(steps, sel).description,
    image_url: previewUrl(data, boxconfig_id),
  };
  return { item_id: variant.id, quantity: CONFIGURATOR_CART_QUANTITY, custom };
}
