/**
 * The boxspring configurator's constants (spec sections 4, 8 and 9), defined once and imported directly
 * (not through constants.ts). Used by the page, the API and the seed. Its messages: ./messages.ts.
 */

/** Configurator cart quantity (spec section 9): a configured boxspring is one line of one piece. */
export const CONFIGURATOR_CART_QUANTITY = 1;
/** The category label of a configured cart line (spec section 9). */
export const CONFIGURATOR_CATEGORY_LABEL = "Boxspring kopen";
/** The size the default preview shows (spec section 9: default preview 160x200). */
export const CONFIGURATOR_DEFAULT_PREVIEW = "160x200";
/** width=-1 in a render URL becomes this width (spec section 9: render width 1500). */
export const RENDER_WIDTH = 1500;
/** Renders are scenes for this category id (boxsprings), images for any other (spec section 7). */
export const RENDER_SCENES_CATEGORY_ID = 2;
/** The configurator route's category when none is given, and the product used when the slug is missing. */
export const CONFIGURATOR_DEFAULT_CATEGORY = "boxsprings";
export const CONFIGURATOR_DEFAULT_SLUG = "hotel-boxspring-set";
/** Fewer configuration steps than this (the summary not counted): the step bar is hidden. */
export const CONFIGURATOR_MIN_STEPS_FOR_BAR = 2;
/** Title of the summary step added after the configuration steps. */
export const CONFIGURATOR_SUMMARY_TITLE = "Overzicht";
