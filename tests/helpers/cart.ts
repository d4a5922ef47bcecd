import { env } from "cloudflare:workers";
import discounts from "../../kv-seed/catalog/discounts.json";
import { discountsSql, type DiscountData } from "../../kv-seed/catalog/discounts-sql";
import type { Cart, CartWriteResult } from "../../app/lib/api/types/cart";
import type { ApiErrorBody } from "../../app/lib/api/types/common";
import { CART_COOKIE } from "../../app/lib/constants";
import { catalogData, seedCatalog } from "./catalog";
import { worker } from "./http";

export const discountData = discounts as DiscountData;

/** The demo catalogue plus the discount codes and campaign rules, as `npm run seed` loads them. */
export async function seedCart(): Promise<void> {
  await seedCatalog();
  await env.DB.batch(discountsSql(discountData).map((s) => env.DB.prepare(s)));
}

let ipCounter = 0;

/** A shopper with its own cookie jar (the cart cookie) and its own IP (rate limits count per IP). */
export class Shopper {
  cart: string | null = null;
  readonly ip = `198.51.${Math.floor(Math.random() * 200)}.${(ipCounter++ % 250) + 1}`;
  lastSetCookie: string | null = null;

  async call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: T; res: Response }> {
    const headers: Record<string, string> = { "CF-Connecting-IP": this.ip, ...extra };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (this.cart) headers.Cookie = `${CART_COOKIE}=${this.cart}`;
    const res = await worker(path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
    this.lastSetCookie = res.headers.get("Set-Cookie");
    const match = this.lastSetCookie?.match(new RegExp(`${CART_COOKIE}=([0-9a-f]{64})`, "u"));
    if (match) this.cart = match[1]!;
    return { status: res.status, body: (await res.json()) as T, res };
  }

  async get(): Promise<Cart> {
    const r = await this.call<{ data: Cart }>("GET", "/v1/cart");
    if (r.status !== 200) throw new Error(`GET /v1/cart: ${r.status}`);
    return r.body.data;
  }

  add(item_id: unknown, quantity?: unknown, more: Record<string, unknown> = {}) {
    return this.call<{ data: CartWriteResult } & Partial<ApiErrorBody>>("POST", "/v1/cart/item", { item_id, quantity, ...more });
  }

  async addOk(item_id: number, quantity = 1): Promise<CartWriteResult> {
    const r = await this.add(item_id, quantity);
    if (r.status !== 200) throw new Error(`add ${item_id}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  setQuantity(id: unknown, quantity: unknown) {
    return this.call<{ data: CartWriteResult } & Partial<ApiErrorBody>>("PUT", "/v1/cart/item", { id, quantity });
  }

  applyCode(discount_code: unknown) {
    return this.call<{ data: CartWriteResult } & Partial<ApiErrorBody>>("POST", "/v1/cart/discount", { discount_code });
  }
}

type SeedProduct = (typeof catalogData.products)[number];
type SeedVariant = SeedProduct["variants"][number];

/** A seed variant (and its product) matching a test, first by id; throws when none, so no test checks nothing. */
export function findVariant(test: (p: SeedProduct, v: SeedVariant) => boolean, skip = 0): { product: SeedProduct; variant: SeedVariant } {
  const found: { product: SeedProduct; variant: SeedVariant }[] = [];
  for (const product of catalogData.products) for (const variant of product.variants) if (test(product, variant)) found.push({ product, variant });
  const hit = found[skip];
  if (!hit) throw new Error("no seed variant matches");
  return hit;
}

/** The variant's unit price as the catalogue API answers it (an independent view of the price). */
export async function catalogPrice(productId: number, variantId: number): Promise<{ price: number; price_old: number | null }> {
  const res = await worker(`/v1/catalog/product/${productId}`);
  const body = (await res.json()) as { data: { variants: { id: number; price: { price: number; price_old: number | null } }[] } };
  const v = body.data.variants.find((x) => x.id === variantId);
  if (!v) throw new Error(`variant ${variantId} not in product ${productId}`);
  return v.price;
}
