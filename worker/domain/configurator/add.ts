/**
 * A configured add-to-cart checked and priced on the server (ADR 021). Pure: the configurator data
 * comes from D1 (worker/store/configurator.ts); nothing the client says about price is trusted, it is
 * only compared with the price recomputed here.
 */
import { configuredSurcharge } from "../../../app/kernel/configurator-price";
import type { ConfiguratorData } from "../../../app/lib/api/types/configurator";
import { previewUrl, type ConfiguratorCustom } from "../../../app/lib/configurator/cart";
import { catalogueVariant, configSteps, isComplete, parseVariantId, totalPrice, userConfiguration } from "../../../app/lib/configurator/rules";
import { CONFIGURATOR_CATEGORY_LABEL } from "../../../app/lib/configurator/constants";
import { CONFIGURATOR_MESSAGES as M } from "../../../app/lib/configurator/messages";
import type { ConfiguratorCustomInput } from "../../../app/lib/schemas/configurator";

/** What the cart object keeps as the line's custom data (canonical JSON of it): what the page sends, plus the surcharges. */
export interface StoredConfiguredCustom extends ConfiguratorCustom {
  /** Surcharges of the parts that are not the catalogue variant (cents): the line costs the variant + extra. */
  extra: number;
}

export type ConfiguredAdd =
  | { ok: true; custom: StoredConfiguredCustom }
  | { ok: false; code: "configuration_incomplete" | "configuration_variant" | "configuration_price"; message: string };

export function checkConfiguredAdd(data: ConfiguratorData, itemId: number, input: ConfiguratorCustomInput): ConfiguredAdd {
  const steps = configSteps(data);
  const sel = parseVariantId(input.boxconfig_id, data.id, steps);
  if (!sel || !isComplete(steps, sel)) return { ok: false, code: "configuration_incomplete", message: M.incomplete };
  const variant = catalogueVariant(data, sel);
  if (!variant || variant.id !== itemId) return { ok: false, code: "configuration_variant", message: M.wrongVariant };
  const price = totalPrice(data, steps, sel);
  if (input.price !== price || input.special_price_incl !== price) return { ok: false, code: "configuration_price", message: M.priceChanged };
  const config = userConfiguration(steps, sel);
  return {
    ok: true,
    custom: {
      slug: data.code,
      boxconfig_id: input.boxconfig_id,
      special_price_incl: price,
      price,
      category: CONFIGURATOR_CATEGORY_LABEL,
      summary: config.description,
      image_url: previewUrl(data, input.boxconfig_id),
      extra: configuredSurcharge(config.parts.map((p) => p.option), variant.options),
    },
  };
}
