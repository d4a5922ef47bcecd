/** Builds the /v1/cart answer from what the cart object stores and what D1 says now. Pure, no I/O. */
import type { Cart, CartLine } from "../../../app/lib/api/types/cart";
import { variantPrice as priceOfVariant } from "../pricing";
import { variantAvailable } from "../stock";
import { configuredLinePrice } from "../../../app/kernel/configurator-price";
import { isBulky } from "../../../app/kernel/delivery";
import { configuredLine } from "../configurator/line";
import { codeRefusalMessage, CART_TEXT, type CodeRefusal } from "./messages";
import { cartTotals } from "./totals";
import type { CampaignRule, CodeRule, CountryCode, PricedLine } from "./types";
import type { PricePoint } from "../reference-price";

export interface StoredLineView {
  id: string;
  variant_id: number;
  quantity: number;
  price_at_add: number;
  /** Canonical custom JSON ("" or absent for a normal line; a configured boxspring's data otherwise). */
  custom?: string;
}

export interface VariantView {
  variant_id: number;
  variant_sku: string;
  price_delta: number;
  stock: number;
  product_id: number;
  slug: string;
  title: string;
  type: string;
  base_price: number;
  available: number;
  brand: string;
  options: { title: string; value: string }[];
  thumbnail: CartLine["thumbnail"];
  categories: { id: number; title: string }[];
  history: PricePoint[];
}

export interface BuildInput {
  id: string | null;
  createdAt: number | null;
  updatedAt: number | null;
  code: string | null;
  country: CountryCode;
  lines: readonly StoredLineView[];
  variants: ReadonlyMap<number, VariantView>;
  codeRule: CodeRule | null;
  campaigns: readonly CampaignRule[];
  today: string;
}

export interface BuildResult {
  cart: Cart;
  /** The applied code no longer applies: the caller removes it from the cart object. */
  removeCode: string | null;
  /** Why the code does not apply (reason and Dutch message), when it does not. */
  codeRefusal: { reason: CodeRefusal; message: string } | null;
}

/** The current unit price and reference price of a variant (product price from its history + delta). */
/** A cart variant's unit price today: the catalogue's rule (worker/domain/pricing.ts). */
export function variantPrice(v: VariantView, today: string): { price: number; price_old: number | null } {
  return priceOfVariant(v.history, v.base_price, v.price_delta, today);
}

/** Whether a cart variant can be bought: the catalogue's stock rule (worker/domain/stock.ts). */
export function isAvailable(v: VariantView): boolean {
  return variantAvailable(v.available === 1, v.stock);
}

function lineOf(stored: StoredLineView, v: VariantView, today: string): { line: CartLine; priced: PricedLine } {
  const variant = variantPrice(v, today);
  // A configured boxspring: the variant's price plus the surcharges of its other parts (app/kernel/configurator-price.ts).
  const configured = configuredLine(stored.custom);
  const price = configuredLinePrice(variant.price, configured?.extra);
  const price_old = variant.price_old === null ? null : configuredLinePrice(variant.price_old, configured?.extra);
  const options = configured ? configured.options : v.options;
  const available = isAvailable(v);
  const quantity = available ? Math.min(stored.quantity, v.stock) : stored.quantity;
  const notice = !available
    ? CART_TEXT.lineSoldOut
    : price !== stored.price_at_add
      ? CART_TEXT.priceChanged(stored.price_at_add, price)
      : stored.quantity > v.stock
        ? CART_TEXT.stockLeft(v.stock)
        : null;
  const line: CartLine = {
    id: stored.id,
    item_id: v.variant_id,
    variant_id: v.variant_id,
    product_id: v.product_id,
    sku: v.variant_sku,
    name: v.title,
    title: options.length ? `${v.title} – ${options.map((o) => o.value).join(", ")}` : v.title,
    url: `/${v.slug}.html`,
    price: { price, price_old, row_total: price * quantity, row_total_old: (price_old ?? price) * quantity },
    brand: v.brand,
    categories: configured ? [{ name: configured.category }] : v.categories.map((c) => ({ name: c.title })),
    parent: { id: v.product_id, title: v.title },
    thumbnail: v.thumbnail,
    stock: v.stock,
    available,
    quantity,
    options,
    notice,
    ...(configured ? { configuration: { boxconfig_id: configured.boxconfig_id, category: configured.category } } : {}),
    ...(isBulky(v.type) ? { bulky: true } : {}),
  };
  const priced: PricedLine = {
    id: stored.id,
    productId: v.product_id,
    productType: v.type,
    price,
    priceOld: price_old,
    quantity,
    available,
    categoryIds: v.categories.map((c) => c.id),
  };
  return { line, priced };
}

export function buildCart(input: BuildInput): BuildResult {
  const items: CartLine[] = [];
  const priced: PricedLine[] = [];
  const notices: string[] = [];
  for (const stored of input.lines) {
    const v = input.variants.get(stored.variant_id);
    if (!v) continue; // a variant that no longer exists in the catalogue: nothing left to show or sell
    const built = lineOf(stored, v, input.today);
    items.push(built.line);
    priced.push(built.priced);
  }
  if (items.length < input.lines.length) notices.push(CART_TEXT.lineSoldOut);
  const { totals, code } = cartTotals({
    lines: priced,
    campaigns: input.campaigns,
    code: input.code ? { code: input.code, rule: input.codeRule } : null,
    country: input.country,
    today: input.today,
  });
  let removeCode: string | null = null;
  let codeRefusal: BuildResult["codeRefusal"] = null;
  if (input.code && code && !code.ok) {
    removeCode = input.code;
    codeRefusal = { reason: code.reason, message: codeRefusalMessage(code.reason, code.minOrder) };
    notices.push(CART_TEXT.codeRemoved(input.code, codeRefusal.message));
  }
  return {
    cart: {
      quote_id: input.createdAt === null ? null : input.id,
      updated_at: input.updatedAt === null ? null : new Date(input.updatedAt * 1000).toISOString(),
      found: input.createdAt !== null,
      country_code: input.country,
      items,
      totals,
      shipping_method: null,
      applied_code: removeCode ? null : input.code,
      notices,
    },
    removeCode,
    codeRefusal,
  };
}
