/**
 * The back office's products (docs/decisions/039): the list with search, filters and pages, one product, the
 * owner's edits (audited, search reindexed), the price with its preview and the Omnibus rule over 31 days,
 * and who may do what.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BeheerProductDetail, BeheerProductList, PriceShown } from "../../../../app/lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../../../app/lib/beheer/messages/products";
import { NOT_ALLOWED_MESSAGE } from "../../../../app/lib/beheer/messages/common";
import { findVariant, seedCart } from "../../../helpers/cart";
import { catalogData } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";
import { beheerFetch } from "../../../helpers/staff";
import { listSql, listWhere } from "../../../../worker/store/backoffice/products";
import { lowStockCount } from "../../../../worker/store/backoffice/stock";

beforeAll(seedCart, 60_000);

type Role = "eigenaar" | "medewerker";
const json = async <T>(res: Response) => (await res.json()) as { data: T; error?: { code: string; message: string } };
const list = async (query: string, role: Role = "medewerker") => {
  const res = await beheerFetch(`/beheer/api/products?${query}`, {}, role);
  expect(res.status).toBe(200);
  return (await json<BeheerProductList>(res)).data;
};
const send = (method: string, path: string, body: unknown, role: Role = "eigenaar") => beheerFetch(`/beheer/api/products/${path}`, { method, body: JSON.stringify(body) }, role);

function editOf(d: BeheerProductDetail) {
  return { title: d.title, description: d.description, delivery: d.delivery, specifications: d.specifications, available: d.available, low_stock_threshold: d.low_stock_threshold, main_category_id: d.main_category_id, category_ids: d.category_ids };
}

const detail = async (id: number, role: Role = "eigenaar") => (await json<BeheerProductDetail>(await beheerFetch(`/beheer/api/products/${id}`, {}, role))).data;

describe("the product list", () => {
  it("searches title, SKU and brand, and filters by brand, category, availability and low stock", async () => {
    const p = catalogData.products[1]!;
    const byTitle = await list(`q=${encodeURIComponent(p.title.split(" ").slice(1, 3).join(" "))}`);
    expect(byTitle.items.map((i) => i.id)).toContain(p.id);
    expect((await list(`q=${p.sku}`)).items.map((i) => i.id)).toEqual([p.id]);
    expect((await list(`q=${p.variants[0]!.sku}`)).items.map((i) => i.id)).toEqual([p.id]);
    const all = await list("");
    expect(all.total).toBe(catalogData.products.length);
    const brand = all.brands.find((b) => b.name.toLowerCase() === p.brand)!;
    const byBrand = await list(`brand=${brand.id}`);
    expect(byBrand.total).toBe(catalogData.products.filter((x) => x.brand === p.brand).length);
    expect((await list(`q=${encodeURIComponent(brand.name)}`)).total).toBeGreaterThanOrEqual(byBrand.total);
    const matrassen = all.categories.find((c) => c.slug === "matrassen")!;
    expect((await list(`category=${matrassen.id}`)).total).toBe(catalogData.products.filter((x) => x.categories.includes("matrassen") || x.main_category === "matrassen").length);
    expect((await list("available=0")).items.every((i) => !i.available)).toBe(true);
    const low = await list("low=1");
    expect(low.total).toBe(await lowStockCount(env.DB));
    expect(low.total).toBeGreaterThan(0);
    expect(low.items.every((i) => i.low_stock && i.available)).toBe(true);
  });

  it("pages through the list in title order without repeating a product", async () => {
    const one = await list("page=1");
    const two = await list("page=2");
    expect(one.items).toHaveLength(one.per_page);
    const ids = new Set(one.items.map((i) => i.id));
    expect(two.items.some((i) => ids.has(i.id))).toBe(false);
    const titles = [...one.items, ...two.items].map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a bad filter is a Dutch 400 and changes nothing", async () => {
    const res = await beheerFetch("/beheer/api/products?page=0");
    expect(res.status).toBe(400);
    expect((await json(res)).error?.message).toBe(M.invalid);
  });

  it("reads the unfiltered page over the title index, not by sorting every product", async () => {
    const { sql } = listWhere({ page: 1 });
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${listSql(sql)}`).bind(50, 0).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join("\n");
    expect(details).toContain("products_admin_title");
    expect(details).not.toContain("TEMP B-TREE FOR ORDER BY");
  });
});

describe("one product and the owner's edits", () => {
  it("shows texts, specifications, options, variants with stock, images and categories", async () => {
    const p = catalogData.products[0]!;
    const d = await detail(p.id, "medewerker");
    expect(d.title).toBe(p.title);
    expect(d.specifications[0]).toEqual(p.specifications[0]);
    expect(d.options[0]!.values).toEqual(p.options[0]!.values.map((v) => v.title));
    expect(d.variants.map((v) => v.stock)).toEqual(p.variants.map((v) => v.stock));
    expect(d.images).toHaveLength(p.images.length);
    expect(d.low_stock_threshold).toBe(5);
    expect((await beheerFetch("/beheer/api/products/99999999")).status).toBe(404);
  });

  it("the owner changes title, texts, availability and threshold: audited, in search at once", async () => {
    const p = catalogData.products[2]!;
    const before = await detail(p.id);
    const res = await send("PUT", String(p.id), { ...editOf(before), title: `${before.title} Zilverlinde`, delivery: "Binnen 5 werkdagen in huis", low_stock_threshold: 8 });
    expect(res.status).toBe(200);
    const after = (await json<BeheerProductDetail>(res)).data;
    expect(after.title).toBe(`${before.title} Zilverlinde`);
    expect(after.delivery).toBe("Binnen 5 werkdagen in huis");
    const audit = await env.DB.prepare("SELECT before, after FROM audit_log WHERE entity = 'product' AND entity_id = ?1 AND action = 'product.update' ORDER BY id DESC").bind(String(p.id)).first<{ before: string; after: string }>();
    expect(JSON.parse(audit!.before).title).toBe(before.title);
    expect(JSON.parse(audit!.after).low_stock_threshold).toBe(8);
    const found = await worker("/v1/catalog/search/suggestions?search_term=zilverlinde");
    expect(((await found.json()) as { data: { products: { id: number }[] } }).data.products.map((x) => x.id)).toContain(p.id);
  });

  it("a staff member reads but may not change texts or prices; a bad edit is refused in Dutch", async () => {
    const p = catalogData.products[3]!;
    const d = await detail(p.id);
    const refused = await send("PUT", String(p.id), editOf(d), "medewerker");
    expect(refused.status).toBe(403);
    expect((await json(refused)).error?.message).toBe(NOT_ALLOWED_MESSAGE);
    expect((await send("POST", `${p.id}/price`, { price: 100 }, "medewerker")).status).toBe(403);
    const bad = await send("PUT", String(p.id), { ...editOf(d), title: "  " });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error?.message).toBe(M.titleRequired);
    const badCategory = await send("PUT", String(p.id), { ...editOf(d), category_ids: [987654] });
    expect(badCategory.status).toBe(400);
    expect((await json(badCategory)).error?.message).toBe(M.categoriesInvalid);
    expect((await detail(p.id)).title).toBe(d.title);
  });
});

describe("a price change", () => {
  it("previews and stores the struck-through price; a raise 31 days later shows none", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.price_delta === 0, 3);
    // The product has had one price for 100 days.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM price_history WHERE product_id = ?1").bind(product.id),
      env.DB.prepare("INSERT INTO price_history (product_id, valid_from, price) SELECT id, date('now', '-100 days'), price FROM products WHERE id = ?1").bind(product.id),
    ]);
    const d = await detail(product.id);
    expect(d.price.price_old).toBeNull();
    const lower = Math.round(d.price.price * 0.8);
    const preview = await send("POST", `${product.id}/price-preview`, { price: lower });
    expect((await json<PriceShown>(preview)).data).toEqual({ price: lower, price_old: d.price.price });
    // The preview stores nothing.
    expect((await detail(product.id)).price.price).toBe(d.price.price);
    expect((await json<PriceShown>(await send("POST", `${product.id}/price-preview`, { price: d.price.price + 100 }))).data).toEqual({ price: d.price.price + 100, price_old: null });
    expect((await send("POST", `${product.id}/price-preview`, { price: 0 })).status).toBe(422);

    const saved = await send("POST", `${product.id}/price`, { price: lower });
    expect(saved.status).toBe(200);
    expect((await json<BeheerProductDetail>(saved)).data.price).toEqual({ price: lower, price_old: d.price.price });
    const shop = async () => ((await (await worker(`/v1/catalog/product/${product.id}`)).json()) as { data: { variants: { id: number; price: PriceShown }[] } }).data.variants.find((v) => v.id === variant.id)!.price;
    expect(await shop()).toMatchObject({ price: lower, price_old: d.price.price });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM price_history WHERE product_id = ?1").bind(product.id).first<number>("n");
    expect(rows).toBe(2);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'product' AND entity_id = ?1 AND action = 'product.price'").bind(String(product.id)).first<number>("n")).toBe(1);

    // Raising it a little on the same day still shows the old price struck through (1000 was in effect in the 30 days before).
    const between = Math.round(d.price.price * 0.9);
    expect((await json<PriceShown>(await send("POST", `${product.id}/price-preview`, { price: between }))).data).toEqual({ price: between, price_old: d.price.price });
    // 31 days pass (every stored date moves back): the reduced price is now the lowest of the 30 days before a
    // change, so the same raise shows no struck-through price in the preview and, once saved, in the shop.
    await env.DB.prepare("UPDATE price_history SET valid_from = date(valid_from, '-31 days') WHERE product_id = ?1").bind(product.id).run();
    expect((await json<PriceShown>(await send("POST", `${product.id}/price-preview`, { price: between }))).data).toEqual({ price: between, price_old: null });
    expect((await send("POST", `${product.id}/price`, { price: between })).status).toBe(200);
    expect((await detail(product.id)).price).toEqual({ price: between, price_old: null });
    expect(await shop()).toMatchObject({ price: between, price_old: null });
  });
});
