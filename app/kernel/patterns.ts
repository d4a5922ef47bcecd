/**
 * The shapes of order numbers and slugs, written once for the schemas, the routes and the Worker.
 */

/** Order numbers: "KJD" plus 7 digits (spec section 9; the chat's order lookup reads this format). */
export const ORDER_NUMBER_PREFIX = "KJD";
export const ORDER_NUMBER = new RegExp(`^${ORDER_NUMBER_PREFIX}\\d{7}$`, "u");

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

/** An order number as a URL or path carries it (trimmed, any case), or null when it is not one. */
export function orderNumberOf(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim().toUpperCase();
  return isOrderNumber(value) ? value : null;
}

/** What a shopper may type as an order number (spec section 5): digits only, at most 7, "KJD" optional. */
const TYPED_ORDER_NUMBER = new RegExp(`^(?:${ORDER_NUMBER_PREFIX})?(\\d{1,7})$`, "iu");

/** A typed order number with the prefix added (spaces ignored, any case), or null when it is not one. */
export function typedOrderNumber(raw: string): string | null {
  const m = TYPED_ORDER_NUMBER.exec(raw.replace(/\s+/gu, ""));
  return m ? `${ORDER_NUMBER_PREFIX}${m[1]}` : null;
}

/** The longest slug anywhere; a field may allow fewer characters. */
export const SLUG_MAX_LENGTH = 120;

/**
 * A slug (products, brands, categories, service pages, blog articles, filter keys and values,
 * configurators): lowercase letters, digits and hyphens, starting with a letter or digit.
 */
export function slugPattern(maxLength: number = SLUG_MAX_LENGTH): RegExp {
  return new RegExp(`^[a-z0-9][a-z0-9-]{0,${maxLength - 1}}$`, "u");
}

export const SLUG = slugPattern();

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** A category path: one to four slug segments joined by "/" (spec section 2, category routes). */
export const CATEGORY_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/u;
