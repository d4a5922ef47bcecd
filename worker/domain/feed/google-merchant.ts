/**
 * The Google Merchant Center product feed (docs/decisions/041): RSS 2.0 with the g: namespace, one <item>
 * per variant. Pure string building, written item by item so the route streams it.
 *
 * - price and sale_price follow the Omnibus rule (worker/domain/reference-price.ts): with a struck-through
 *   price_old, price = price_old and sale_price = the current price; otherwise only price.
 * - availability: in_stock when the product is available and the variant has stock, else out_of_stock.
 * - gtin only when its GS1 check digit holds (app/kernel/gtin.ts); without one, mpn (the variant's SKU)
 *   and identifier_exists = no (the shop's own label has no manufacturer GTIN).
 * - shipping per country NL and BE from app/kernel/shipping.ts, for this one item on its own.
 */
import { isValidGtin } from "../../../app/kernel/gtin";
import { shippingCosts, SHIPPING_COSTS, type ShippingCountry } from "../../../app/kernel/shipping";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";
import { VARIANT_PARAM } from "../../../app/lib/catalog/constants";

export interface FeedVariant {
  productId: number;
  variantId: number;
  sku: string;
  productSku: string;
  slug: string;
  title: string;
  /** The variant's option values, e.g. ["90x200"]. */
  options: readonly string[];
  description: string;
  brand: string;
  productType: string;
  /** Path or absolute URL of the first image. */
  image: string | null;
  /** Cents, current. */
  price: number;
  /** Cents, the Omnibus reference price when a reduction may be shown. */
  priceOld: number | null;
  inStock: boolean;
  gtin: string | null;
}

const xml = (s: string) =>
  s
    // Characters XML 1.0 does not allow, then the five escapes.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, "")
    .replace(/&/gu, "&amp;")
    .replace(/</gu, "&lt;")
    .replace(/>/gu, "&gt;")
    .replace(/"/gu, "&quot;");

/** "1234.56 EUR" from cents. */
export function feedPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")} EUR`;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const absolute = (origin: string, path: string) => (/^https?:\/\//u.test(path) ? path : `${origin}${path}`);

export function feedHead(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${xml(SHOP_IDENTITY.name)}</title>
<link>${xml(`${origin}/`)}</link>
<description>${xml(`Producten van ${SHOP_IDENTITY.name}`)}</description>
`;
}

export const FEED_TAIL = "</channel>\n</rss>\n";

const COUNTRIES = Object.keys(SHIPPING_COSTS) as ShippingCountry[];

export function feedItem(origin: string, v: FeedVariant): string {
  const reduced = v.priceOld !== null && v.priceOld > v.price;
  const title = clip([v.title, ...v.options].join(" - "), 150);
  const tags: [string, string][] = [
    ["g:id", v.sku],
    ["g:item_group_id", v.productSku],
    ["g:title", title],
    ["g:description", clip(v.description || v.title, 5000)],
    ["g:link", `${origin}/${v.slug}.html?${VARIANT_PARAM}=${v.variantId}`],
  ];
  if (v.image) tags.push(["g:image_link", absolute(origin, v.image)]);
  tags.push(["g:availability", v.inStock ? "in_stock" : "out_of_stock"]);
  tags.push(["g:price", feedPrice(reduced ? v.priceOld! : v.price)]);
  if (reduced) tags.push(["g:sale_price", feedPrice(v.price)]);
  tags.push(["g:brand", v.brand], ["g:condition", "new"]);
  if (v.gtin && isValidGtin(v.gtin)) tags.push(["g:gtin", v.gtin]);
  else tags.push(["g:mpn", v.sku], ["g:identifier_exists", "no"]);
  const shipping = COUNTRIES.map((country) => {
    const cents = shippingCosts([{ productType: v.productType, available: true }], v.price, country, false);
    return `<g:shipping><g:country>${country}</g:country><g:price>${feedPrice(cents)}</g:price></g:shipping>`;
  }).join("");
  return `<item>${tags.map(([tag, value]) => `<${tag}>${xml(value)}</${tag}>`).join("")}${shipping}</item>\n`;
}
