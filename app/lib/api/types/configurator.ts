/**
 * GET /v1/catalog/configurator/{id} (spec section 3, Configurator data and Option). Money is integer cents,
 * VAT included. Defined once: the Worker answers with it, the page and the rules read it.
 */

export type StepType = "tile" | "buttons" | "summary";

export interface ConfiguratorOption {
  /** Unique within the configurator; the variant id joins these with dashes (no dash inside). */
  id: number;
  btnText: string;
  btnSubText: string;
  btnId: string;
  /** What the summary and the cart line show for this choice ('160x200 (Queen size)'). */
  label: string;
  text: string;
  /** Surcharge on basePrice (cents, may be 0). */
  extra: number;
  /** Part of the render reference id (product name + image ids joined by underscores). */
  imageId: string;
  /** Ids of the part in the supplier's (XPO) system. */
  xpoId: string;
  xpoVarId: string;
}

export interface ConfiguratorProperty {
  property: string;
  title: string;
  options: ConfiguratorOption[];
}

export interface ConfiguratorStep {
  order: number;
  title: string;
  type: StepType;
  /** The step's (first) property. */
  property: string;
  /** True when the step asks more than one property (each must be chosen). */
  multiProperties: boolean;
  properties: ConfiguratorProperty[];
}

export interface ConfiguratorVariant {
  /** The catalogue variant (cart item_id) of a size + colour combination. */
  id: number;
  /** The configurator option ids (size, colour) this variant stands for. */
  options: number[];
  available: boolean;
}

export interface ConfiguratorData {
  /** The product id (the variant id starts with it). */
  id: number;
  code: string;
  /** Product name of the render reference id. */
  name: string;
  title: string;
  slug: string;
  url: string;
  category_id: number;
  /** Price without surcharges (cents): the product's current price. */
  basePrice: number;
  fallbackImage: string;
  /** Dash separated; the first two parts are dropped, the rest are the option ids of the default preview. */
  defaultConfig: string;
  steps: ConfiguratorStep[];
  variants: ConfiguratorVariant[];
}

/** Spec section 3, User configuration: the chosen parts, their description and the surcharges. */
export interface ConfigurationPart {
  property: string;
  title: string;
  option: ConfiguratorOption;
  description: string;
}

export interface UserConfiguration {
  parts: ConfigurationPart[];
  description: string;
  extra: number;
}
