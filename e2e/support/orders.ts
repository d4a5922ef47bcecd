/**
 * Orders for the specs, placed the way the checkout places them, through the real API with the browser's
 * cookie jar (page.request): cart, step 1, step 2, POST /v1/checkout/payment-url, then the shopper's choice
 * on the sandbox PSP's page (which calls the webhook). The checkout screens themselves are e2e-tested in
 * the checkout specs; here the order is the starting point.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";

interface SeedProduct {
  title: string;
  type: string;
  available: boolean;
  variants: { id: number; stock: number }[];
}

const products = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "kv-seed", "catalog", "products.json"), "utf8")) as SeedProduct[];

/** A pillowcase with plenty of stock (many runs against one server take stock). */
export function orderProduct(): { title: string; variantId: number } {
  for (const p of products) {
    const v = p.available && p.type === "kussensloop" ? p.variants.find((x) => x.stock >= 100) : undefined;
    if (v) return { title: p.title, variantId: v.id };
  }
  throw new Error("no stocked pillowcase in the seed");
}

/** The mattress variant with the most stock: bulky goods, delivered on a chosen day (docs/decisions/029). */
export function mattressVariant(): number {
  const variants = products.filter((p) => p.available && p.type === "matras").flatMap((p) => p.variants);
  const best = variants.reduce((a, b) => (b.stock > a.stock ? b : a), { id: 0, stock: 0 });
  if (best.stock < 10) throw new Error("no stocked mattress in the seed");
  return best.id;
}

export interface PlacedOrder {
  number: string;
  email: string;
}

async function ok(what: string, res: { status(): number; text(): Promise<string> }, status = 200): Promise<void> {
  if (res.status() !== status) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
}

/** Places and pays (or fails) an order of the logged-in customer or guest whose cookies `request` carries. */
export async function placeOrder(request: APIRequestContext, baseURL: string, opts: { email: string; outcome?: "paid" | "failed" }): Promise<PlacedOrder> {
  const headers = { Origin: baseURL, "Content-Type": "application/json", Accept: "application/json" };
  await ok("add to cart", await request.post("/v1/cart/item", { headers, data: { item_id: orderProduct().variantId, quantity: 2 } }));
  await ok(
    "step 1",
    await request.post("/v1/checkout/customer", {
      headers,
      data: {
        details: { type: "private", first_name: "Sanne", last_name: "de Vries", email: opts.email, phone_number: "06 12345678" },
        billing_address: { first_name: "Sanne", last_name: "de Vries", company: "", zipcode: "3511 AB", house_number: "10", extension: "", street: "Oudegracht", city: "Utrecht", country_code: "NL", sameDeliveryAddress: true },
        create_account: false,
      },
    }),
  );
  const methods = (await (await request.get("/v1/checkout/paymentmethod?country_code=NL")).json()) as { data: { code: string; issuers: { id: string }[] }[] };
  const issuer = methods.data.find((m) => m.code === "ideal")?.issuers[0]?.id ?? "";
  await ok("step 2", await request.post("/v1/checkout/paymentmethod", { headers, data: { shipping_method: "standard", insurance: false, method: "ideal", issuer } }));
  const placed = await request.post("/v1/checkout/payment-url", { headers, data: { idempotency_key: `e2e-${crypto.randomUUID()}`, terms: true } });
  await ok("payment-url", placed, 201);
  const { order, checkout_url } = ((await placed.json()) as { data: { order: string; checkout_url: string } }).data;
  const psp = await request.post(new URL(checkout_url, baseURL).pathname, { headers: { Origin: baseURL }, form: { status: opts.outcome ?? "paid" }, maxRedirects: 0 });
  if (psp.status() >= 400) throw new Error(`sandbox PSP answered ${psp.status()}`);
  return { number: order, email: opts.email };
}
