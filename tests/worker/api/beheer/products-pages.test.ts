/**
 * The product pages of the back office (docs/decisions/039) through the real Worker: the list's GET filters,
 * the detail for each role, the price preview and a stock change as form posts without JavaScript, and a
 * changed price on the shop's product page at the next request.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../../../app/lib/beheer/messages/products";
import { formatEuro } from "../../../../app/lib/format";
import { BROWSER_UA } from "../../../helpers/seed";
import { browserGet, worker } from "../../../helpers/http";
import { findVariant, seedCart } from "../../../helpers/cart";
import { staffSession } from "../../../helpers/staff";

type Role = "eigenaar" | "medewerker";
const page = async (path: string, role: Role = "eigenaar") => {
  const { headers } = await staffSession(role);
  return worker(path, { headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" } });
};
const post = async (path: string, body: Record<string, string>, role: Role = "eigenaar") => {
  const { headers } = await staffSession(role);
  return worker(path, { method: "POST", headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER_UA, Accept: "text/html" }, body: new URLSearchParams(body).toString() });
};
/** React escapes text; the page's text as a shopper reads it. */
const text = (html: string) => html.replace(/&amp;/gu, "&").replace(/&#x27;/gu, "'").replace(/&quot;/gu, '"');

beforeAll(seedCart, 60_000);

describe("the product pages", () => {
  it("the list filters with a GET form and links to each product; a medewerker may open it", async () => {
    const { product } = findVariant((p) => p.available, 11);
    const res = await page(`/beheer/producten/?q=${product.sku}`, "medewerker");
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toContain(M.caption(1));
    expect(html).toContain(`href="/beheer/producten/${product.id}/"`);
    expect(html).toContain('<label for="filter-q">Zoek op titel, SKU of merk</label>');
  });

  it("a medewerker sees the stock form but no price or text form", async () => {
    const { product } = findVariant((p) => p.available, 12);
    const html = text(await (await page(`/beheer/producten/${product.id}/`, "medewerker")).text());
    expect(html).toContain(M.stockTitle);
    expect(html).toContain(M.readOnly);
    expect(html).not.toContain(M.savePrice);
    expect(html).not.toContain('name="description"');
  });

  it("the owner previews a lower price (struck through) before saving, then the shop shows it at once", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.price_delta === 0, 13);
    const before = (await env.DB.prepare("SELECT price FROM products WHERE id = ?1").bind(product.id).first<number>("price"))!;
    // The product had this price for 100 days.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM price_history WHERE product_id = ?1").bind(product.id),
      env.DB.prepare("INSERT INTO price_history (product_id, valid_from, price) VALUES (?1, date('now', '-100 days'), ?2)").bind(product.id, before),
    ]);
    await (await browserGet(`/${product.slug}.html`)).text();
    const lower = Math.floor((before * 0.75) / 100) * 100;
    const typed = formatEuro(lower).replace("€ ", "");
    const preview = text(await (await post(`/beheer/producten/${product.id}/`, { intent: "preview", price: typed })).text());
    expect(preview).toContain(M.previewTitle);
    expect(preview).toContain(M.previewStruck(formatEuro(before)));
    expect(await env.DB.prepare("SELECT price FROM products WHERE id = ?1").bind(product.id).first<number>("price")).toBe(before);
    const saved = text(await (await post(`/beheer/producten/${product.id}/`, { intent: "price", price: typed })).text());
    expect(saved).toContain(M.priceSaved);
    const shop = await (await browserGet(`/${product.slug}.html`)).text();
    expect(shop).toContain(formatEuro(lower + variant.price_delta));
    expect(shop).toMatch(new RegExp(`<s class="price__old">[^<]*(?:<[^>]+>[^<]*</[^>]+>)?[^<]*${formatEuro(before + variant.price_delta).replace(/[.]/gu, "\\.")}`, "u"));
    const bad = text(await (await post(`/beheer/producten/${product.id}/`, { intent: "price", price: "gratis" })).text());
    expect(bad).toContain(M.priceInvalid);
  });

  it("a medewerker changes stock with a form post; a count below the held units is refused in Dutch", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.stock >= 2, 14);
    const start = (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(variant.id).first<number>("stock"))!;
    const key = crypto.randomUUID().replace(/-/gu, "");
    const res = text(await (await post(`/beheer/producten/${product.id}/`, { intent: "stock", variant_id: String(variant.id), kind: "add", quantity: "2", reason: "Levering", request_key: key }, "medewerker")).text());
    expect(res).toContain(M.stockSaved);
    expect(res).toContain("Levering");
    expect(await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(variant.id).first<number>("stock")).toBe(start + 2);
    const refused = text(await (await post(`/beheer/producten/${product.id}/`, { intent: "stock", variant_id: String(variant.id), kind: "subtract", quantity: String(start + 3), reason: "Telling", request_key: `${key}x` }, "medewerker")).text());
    expect(refused).toContain(M.stockBelowReserved(0));
  });
});
