/**
 * The cart as /v1/cart answers it (spec section 3: Cart, Cart item). Defined once: the Worker answers with
 * these types through ok<Cart>(), the client and the screens read them. Money is integer cents, VAT included.
 */
import type { Img } from "./catalog";

export interface CartLinePrice {
  /** Unit price now (cents, incl. VAT), read from D1 at every read and write. */
  price: number;
  /** Struck-through reference price (lowest of the previous 30 days), null when there is no reduction. */
  price_old: number | null;
  /** price * quantity */
  row_total: number;
  /** (price_old ?? price) * quantity */
  row_total_old: number;
}

export interface CartLine {
  /** Line id within the cart (stable while the line exists). */
  id: string;
  /** The variant that was added (POST /v1/cart/item item_id). */
  item_id: number;
  variant_id: number;
  product_id: number;
  sku: string;
  /** Product title. */
  name: string;
  /** Product title plus the chosen option titles, e.g. "Droomnest Deluxe Pocketvering matras – 90x200". */
  title: string;
  url: string;
  price: CartLinePrice;
  brand: string;
  categories: { name: string }[];
  parent: { id: number; title: string };
  thumbnail: Img | null;
  /** Units in stock for this variant now. */
  stock: number;
  available: boolean;
  quantity: number;
  /** The chosen option titles (e.g. [{ title: "Maat", value: "90x200" }]). */
  options: { title: string; value: string }[];
  /** Dutch notice when something changed since the line was added (price, stock, availability). */
  notice: string | null;
  /** A configured boxspring (spec sections 2 and 7): its variant id and category label; options then hold its parts. */
  configuration?: { boxconfig_id: string; category: string };
  /** A mattress or boxspring (app/kernel/delivery.ts isBulky): delivered on a chosen day, old mattress take-back offered. */
  bulky?: boolean;
}

export interface CartDiscount {
  /** "code" for a discount code, "campaign" for a campaign rule. */
  kind: "code" | "campaign";
  /** Code (upper case) or campaign slug, e.g. "acties/3-halen-1-betalen". */
  key: string;
  /** Shopper-facing label, e.g. "Kortingscode WELKOM5" or "3 Halen 1 Betalen". */
  label: string;
  /** Positive cents taken off the total. */
  amount: number;
}

export interface PromoProgress {
  /** Free-delivery threshold (cents). */
  threshold: number;
  /** What is still missing (cents); 0 when delivery is free. */
  remaining: number;
  /** 0..100 */
  percent: number;
  /** e.g. "Nog € 12,05 tot gratis bezorging" or "Je bestelling wordt gratis bezorgd". */
  text: string;
}

export interface CartTotals {
  total_quantity: number;
  sub_total: number;
  sub_total_old: number;
  sub_total_diff: number;
  discounts: CartDiscount[];
  /** Sum of discounts (cents, positive). */
  discount_total: number;
  shipping_costs: number;
  payment_costs: number;
  grand_total: number;
  /** VAT included in grand_total (21 %). */
  vat_included: number;
  promo_progress: PromoProgress;
}

export interface ShippingMethod {
  code: string;
  title: string;
  price: number;
}

export interface Cart {
  /** The cart id (null until the first add). */
  quote_id: string | null;
  updated_at: string | null;
  found: boolean;
  country_code: "NL" | "BE";
  items: CartLine[];
  totals: CartTotals;
  shipping_method: ShippingMethod | null;
  applied_code: string | null;
  /** Dutch notices about changes the shopper should know (a removed code, a sold-out line, a price change). */
  notices: string[];
}

/** What a write answers: the cart after the write, and what to tell the shopper about the write. */
export interface CartWriteResult {
  cart: Cart;
  /** e.g. "Er zijn nog maar 3 op voorraad" when the quantity was clamped. */
  message: string | null;
  /** The line the write touched (quick-buy popup), when there is one. */
  line: CartLine | null;
}
