/**
 * The Google Merchant Center feed (docs/decisions/041): parsed as XML and checked against the feed
 * specification's required attributes and formats: one item per variant with id, item_group_id, title,
 * description, link, image_link, availability (in_stock/out_of_stock), price "1234.56 EUR", sale_price only
 * below price and only from the Omnibus rule (the shop's own price_old), brand, condition, shipping for NL
 * and BE from the kernel, gtin with a valid check digit or mpn plus identifier_exists=no. Streamed a page of
 * products at a time over the whole seed.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../../app/lib/api/types/catalog";
import { isValidGtin } from "../../../app/kernel/gtin";
import { SHIPPING_COSTS } from "../../../app/kernel/shipping";
import { seedCatalog } from "../../helpers/catalog";
import { worker } from "../../helpers/http";
import { childrenNamed, childText, parseXml, type XmlElement } from "../../helpers/xml";

const PATH = "/feeds/google-merchant.xml";
const REQUIRED = ["g:id", "g:item_group_id", "g:title", "g:description", "g:link", "g:image_link", "g:availability", "g:price", "g:brand", "g:condition"];
const PRICE = /^\d+\.\d{2} EUR$/u;
const cents = (price: string) => Math.round(Number(price.split(" ")[0]) * 100);

let items: XmlElement[] = [];
let body = "";
const chunks: number[] = [];
let response: Response;

beforeAll(async () => {
  await seedCatalog();
  // A known GTIN on one variant and a sold-out variant, before the feed is first built (it is then cached).
  await env.DB.prepare("UPDATE variants SET gtin = '8710103917274' WHERE id = (SELECT MIN(id) FROM variants WHERE product_id = 10001)").run();
  await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = (SELECT MAX(id) FROM variants WHERE product_id = 10002)").run();
  response = await worker(PATH);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.byteLength);
    body += decoder.decode(value, { stream: true });
  }
  body += decoder.decode();
  const rss = parseXml(body);
  expect(rss.name).toBe("rss");
  expect(rss.attributes).toMatchObject({ version: "2.0", "xmlns:g": "http://base.google.com/ns/1.0" });
  items = childrenNamed(childrenNamed(rss, "channel")[0]!, "item");
});

const item = (sku: string) => items.find((i) => childText(i, "g:id") === sku)!;

describe("the Merchant Center feed", () => {
  it("is RSS 2.0 XML at a stable URL with one item per variant of the catalogue", async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const variants = (await env.DB.prepare("SELECT COUNT(*) AS n FROM variants").first<number>("n"))!;
    expect(items.length).toBe(variants);
    const ids = items.map((i) => childText(i, "g:id")!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item the required attributes in the specification's formats", () => {
    for (const i of items) {
      for (const tag of REQUIRED) expect(childText(i, tag), `${tag} of ${childText(i, "g:id")}`).toBeTruthy();
      expect(childText(i, "g:id")!.length).toBeLessThanOrEqual(50);
      expect(childText(i, "g:title")!.length).toBeLessThanOrEqual(150);
      expect(childText(i, "g:description")!.length).toBeLessThanOrEqual(5000);
      expect(childText(i, "g:link")).toMatch(/^https?:\/\/[^/]+\/[a-z0-9-]+\.html\?variant=\d+$/u);
      expect(childText(i, "g:image_link")).toMatch(/^https?:\/\/[^/]+\/img\//u);
      expect(["in_stock", "out_of_stock"]).toContain(childText(i, "g:availability"));
      expect(childText(i, "g:price")).toMatch(PRICE);
      expect(childText(i, "g:condition")).toBe("new");
      const sale = childText(i, "g:sale_price");
      if (sale !== undefined) {
        expect(sale).toMatch(PRICE);
        expect(cents(sale)).toBeLessThan(cents(childText(i, "g:price")!));
      }
      const gtin = childText(i, "g:gtin");
      if (gtin !== undefined) expect(isValidGtin(gtin)).toBe(true);
      else expect([childText(i, "g:identifier_exists"), childText(i, "g:mpn")]).toEqual(["no", childText(i, "g:id")]);
      const shipping = childrenNamed(i, "g:shipping").map((s) => [childText(s, "g:country"), childText(s, "g:price")]);
      expect(shipping.map(([country]) => country)).toEqual(["NL", "BE"]);
      for (const [, price] of shipping) expect(price).toMatch(PRICE);
    }
  });

  it("takes price and sale_price from the Omnibus rule exactly as the product page shows them", async () => {
    const reduced = items.filter((i) => childText(i, "g:sale_price") !== undefined);
    const full = items.filter((i) => childText(i, "g:sale_price") === undefined);
    expect(reduced.length).toBeGreaterThan(0);
    expect(full.length).toBeGreaterThan(0);
    for (const i of [...reduced.slice(0, 3), ...full.slice(0, 3)]) {
      const productId = Number(/(\d+)$/u.exec(childText(i, "g:item_group_id")!)?.[1]);
      const variantId = Number(/variant=(\d+)/u.exec(childText(i, "g:link")!)![1]);
      const product = ((await (await worker(`/v1/catalog/product/${productId}`)).json()) as { data: Product }).data;
      const variant = product.variants.find((v) => v.id === variantId)!;
      if (variant.price.price_old !== null) {
        expect([cents(childText(i, "g:price")!), cents(childText(i, "g:sale_price")!)]).toEqual([variant.price.price_old, variant.price.price]);
      } else {
        expect(cents(childText(i, "g:price")!)).toBe(variant.price.price);
        expect(childText(i, "g:sale_price")).toBeUndefined();
      }
    }
  });

  it("says out_of_stock for a variant without stock, and carries a known GTIN instead of mpn", async () => {
    const soldOut = await env.DB.prepare("SELECT sku FROM variants WHERE id = (SELECT MAX(id) FROM variants WHERE product_id = 10002)").first<string>("sku");
    expect(childText(item(soldOut!), "g:availability")).toBe("out_of_stock");
    const withGtin = await env.DB.prepare("SELECT sku FROM variants WHERE gtin = '8710103917274'").first<string>("sku");
    expect(childText(item(withGtin!), "g:gtin")).toBe("8710103917274");
    expect(childText(item(withGtin!), "g:identifier_exists")).toBeUndefined();
  });

  it("charges the kernel's shipping costs: a mattress ships free, a small item below the threshold pays NL and BE rates", async () => {
    const prices = (i: XmlElement) => childrenNamed(i, "g:shipping").map((s) => childText(s, "g:price"));
    const mattress = await env.DB.prepare("SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.type = 'matras' LIMIT 1").first<string>("sku");
    expect(prices(item(mattress!))).toEqual(["0.00 EUR", "0.00 EUR"]);
    const cheap = items.find((i) => cents(childText(i, "g:sale_price") ?? childText(i, "g:price")!) < 5000 && prices(i)[0] !== "0.00 EUR");
    expect(cheap).toBeDefined();
    expect(prices(cheap!)).toEqual([`${(SHIPPING_COSTS.NL / 100).toFixed(2)} EUR`, `${(SHIPPING_COSTS.BE / 100).toFixed(2)} EUR`]);
  });

  it("rejects no GTIN the database refuses: the column takes digits of a GTIN length only", async () => {
    await expect(env.DB.prepare("UPDATE variants SET gtin = 'abc' WHERE id = (SELECT MIN(id) FROM variants)").run()).rejects.toThrow(/CHECK/u);
  });

  it("streams the catalogue a page of products at a time (no chunk holds the whole feed) and is cached for 15 minutes", async () => {
    expect(chunks.length).toBeGreaterThanOrEqual(4); // head, two pages of the 440 seed products, tail
    expect(Math.max(...chunks)).toBeLessThan(body.length / 2);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=900");
    const again = await worker(PATH);
    expect(await again.text()).toBe(body);
  });
});
