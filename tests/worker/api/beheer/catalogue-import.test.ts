/**
 * The catalogue import and export (docs/decisions/040): the dry run lists per product what changes and every
 * error with its line and column and writes nothing; the import creates and updates by SKU in one batch (all
 * or nothing), writes price_history, one audit row, the search index; a second confirm changes nothing;
 * only the owner (permission "assortment") may do it; an export imports again without changes.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportReport } from "../../../../app/lib/beheer/types/import";
import { IMPORT_MAX_BYTES } from "../../../../app/lib/beheer/types/import";
import { BEHEER_IMPORT_MESSAGES as M } from "../../../../app/lib/beheer/messages/import";
import { seedCatalog } from "../../../helpers/catalog";
import { beheerFetch } from "../../../helpers/staff";
import { worker } from "../../../helpers/http";
import { CATALOG_VERSION_PREFIX, productScope } from "../../../../worker/edge/catalog-version";
import { todayIso } from "../../../../worker/store/catalog/products";

beforeAll(seedCatalog);

type Role = "eigenaar" | "medewerker";
const json = async <T>(res: Response) => (await res.json()) as { data: T; error?: { code: string; message: string } };

async function upload(name: string, content: string, role: Role = "eigenaar") {
  const res = await beheerFetch("/beheer/api/catalogue/uploads", { method: "POST", body: JSON.stringify({ name, content }) }, role);
  return { status: res.status, body: await json<ImportReport>(res) };
}
async function confirm(hash: string, role: Role = "eigenaar") {
  const res = await beheerFetch(`/beheer/api/catalogue/uploads/${hash}/import`, { method: "POST", body: "{}" }, role);
  return { status: res.status, body: await json<ImportReport & { again: boolean }>(res) };
}
const exported = async (format: "csv" | "json") => (await beheerFetch(`/beheer/api/catalogue/export/${format}`)).text();

interface ProductRow {
  id: number;
  sku: string;
  title: string;
  price: number;
  slug: string;
}
const product = (sku: string) => env.DB.prepare("SELECT id, sku, title, price, slug FROM products WHERE sku = ?1").bind(sku).first<ProductRow>();
const someProduct = async (offset: number) => (await env.DB.prepare("SELECT id, sku, title, price, slug FROM products ORDER BY id LIMIT 1 OFFSET ?1").bind(offset).first<ProductRow>())!;
const historyToday = (id: number) => env.DB.prepare("SELECT price FROM price_history WHERE product_id = ?1 AND valid_from = ?2").bind(id, todayIso()).first<number>("price");
const importAudits = (hash: string) => env.DB.prepare("SELECT action, after FROM audit_log WHERE entity = 'catalogue_import' AND entity_id = ?1").bind(hash).all<{ action: string; after: string }>();
const brandAndCategory = async () => ({
  brand: (await env.DB.prepare("SELECT slug FROM brands ORDER BY id LIMIT 1").first<string>("slug"))!,
  category: (await env.DB.prepare("SELECT slug FROM categories WHERE slug = 'matrassen'").first<string>("slug"))!,
});

const HEADER = "sku;title;price;slug;brand;type;main_category;description;delivery;color_title;color_hex;variant_sku;options;price_delta;stock";

async function newProductRows(sku: string) {
  const { brand, category } = await brandAndCategory();
  return [
    `${sku};Testmatras ${sku};"499,95";testmatras-${sku.toLowerCase()};${brand};matras;${category};"Een matras; met ""quotes"" en
twee regels.";1-2 werkdagen;Wit;#ffffff;${sku}-80;maat=80x200;0;5`,
    `${sku};;;;;;;;;;;${sku}-90;maat=90x200;"10,00";3`,
  ];
}

describe("the dry run", () => {
  it("lists a new product, a changed one with old -> new and writes nothing", async () => {
    const old = await someProduct(0);
    const csv = [HEADER, `${old.sku};${old.title} (nieuw);"1.234,50";;;;;;;;;;;;`, ...(await newProductRows("IMP-NEW-1"))].join("\r\n");
    const { status, body } = await upload("catalogus.csv", csv);
    expect(status).toBe(201);
    expect(body.data.errors).toEqual([]);
    const changed = body.data.rows.find((r) => r.sku === old.sku)!;
    expect(changed.status).toBe("changed");
    expect(changed.line).toBe(2);
    expect(changed.changes).toEqual(
      expect.arrayContaining([
        { field: "title", old: old.title, new: `${old.title} (nieuw)` },
        { field: "price", old: expect.any(String), new: "1234,50" },
      ]),
    );
    expect(body.data.rows.find((r) => r.sku === "IMP-NEW-1")).toMatchObject({ line: 3, status: "new" });
    expect(body.data.counts).toMatchObject({ created: 1, updated: 1, variants_created: 2 });
    // Nothing written.
    expect(await product(old.sku)).toEqual(old);
    expect(await product("IMP-NEW-1")).toBeNull();
  });

  it("reports every error in Dutch with its line and column (CSV) and the import refuses the file whole", async () => {
    const good = await someProduct(1);
    const csv = [
      "sku;title;price;brand",
      `${good.sku};${good.title} (zou veranderen);"9,99";`,
      `${good.sku}X;Onbekend;12,3x;geen-merk`,
    ].join("\n");
    const { body } = await upload("fout.csv", csv);
    const at = body.data.errors.map((e) => `${M.at(e)}: ${e.message}`);
    expect(at).toContain(`Regel 3, kolom C (price): ${M.field.price("12,3x")}`);
    expect(at).toContain(`Regel 3, kolom D (brand): ${M.field.brand("geen-merk")}`);
    // A new product without its required fields: each one named.
    expect(at).toContain(`Regel 3, kolom A (slug): ${M.field.required}`);
    const res = await confirm(body.data.hash);
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe(M.hasErrors);
    // The good row of that file changed nothing either.
    expect(await product(good.sku)).toEqual(good);
    expect((await importAudits(body.data.hash)).results).toEqual([]);
  });

  it("points at the line and column of a value in a JSON file", async () => {
    const json = `{\n  "products": [\n    {\n      "sku": "IMP-JSON-BAD",\n      "price": "gratis"\n    }\n  ]\n}`;
    const { body } = await upload("catalogus.json", json);
    expect(body.data.format).toBe("json");
    expect(body.data.errors).toContainEqual({ line: 5, column: "16", field: "price", message: M.field.price("gratis") });
  });
});

describe("the import", () => {
  it("creates and updates by SKU in one go: prices with their history, the audit row, search", async () => {
    const old = await someProduct(2);
    const csv = [HEADER, `${old.sku};${old.title};"${Math.floor(old.price / 100) + 7},00";;;;;;;;;;;;`, ...(await newProductRows("IMP-NEW-2"))].join("\n");
    const { body: report } = await upload("import.csv", csv);
    expect(report.data.errors).toEqual([]);
    const { status, body } = await confirm(report.data.hash);
    expect(status).toBe(200);
    expect(body.data.again).toBe(false);
    const newPrice = (Math.floor(old.price / 100) + 7) * 100;
    expect((await product(old.sku))!.price).toBe(newPrice);
    expect(await historyToday(old.id)).toBe(newPrice);
    const created = (await product("IMP-NEW-2"))!;
    expect(created).toMatchObject({ title: "Testmatras IMP-NEW-2", price: 49995, slug: "testmatras-imp-new-2" });
    expect(await historyToday(created.id)).toBe(49995);
    const variants = await env.DB.prepare("SELECT sku, price_delta, stock FROM variants WHERE product_id = ?1 ORDER BY sku").bind(created.id).all();
    expect(variants.results).toEqual([
      { sku: "IMP-NEW-2-80", price_delta: 0, stock: 5 },
      { sku: "IMP-NEW-2-90", price_delta: 1000, stock: 3 },
    ]);
    const description = await env.DB.prepare("SELECT description FROM products WHERE id = ?1").bind(created.id).first<string>("description");
    expect(description).toBe('Een matras; met "quotes" en\ntwee regels.');
    const audits = (await importAudits(report.data.hash)).results;
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after)).toMatchObject({ name: "import.csv", counts: { created: 1, updated: 1 } });
    // The new product is in the search index (docs/decisions/031).
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM search_rows WHERE product_id = ?1").bind(created.id).first<number>("n")).toBe(1);
    // The product page shows it.
    const page = await beheerFetch(`/v1/catalog/product/testmatras-imp-new-2`);
    expect(page.status).toBe(200);
    const shown = (await page.json()) as { data: { title: string; price: { price: number } } };
    expect(shown.data.title).toBe("Testmatras IMP-NEW-2");
  });

  it("is idempotent: a second confirm of the same file changes nothing and writes no second audit row", async () => {
    const old = await someProduct(3);
    const csv = `sku;price\n${old.sku};"${Math.floor(old.price / 100) + 3},50"\n`;
    const { body: report } = await upload("twice.csv", csv);
    const first = await confirm(report.data.hash);
    expect(first.body.data.again).toBe(false);
    const second = await confirm(report.data.hash);
    expect(second.status).toBe(200);
    expect(second.body.data.again).toBe(true);
    expect(second.body.data.counts).toEqual(first.body.data.counts);
    expect((await importAudits(report.data.hash)).results).toHaveLength(1);
  });

  it("refuses staff without the assortment permission (medewerker), for the upload, the import and the export", async () => {
    const { status, body } = await upload("x.csv", "sku;price\nA;1\n", "medewerker");
    expect(status).toBe(403);
    expect(body.error?.code).toBe("not_allowed");
    expect((await beheerFetch("/beheer/api/catalogue/export/csv", {}, "medewerker")).status).toBe(403);
    expect((await confirm("0".repeat(64), "medewerker")).status).toBe(403);
  });

  it("refuses a file above the size limit with a Dutch error", async () => {
    const { status, body } = await upload("groot.csv", `sku;title\n${"x".repeat(IMPORT_MAX_BYTES)}`);
    expect(status).toBe(413);
    expect(body.error?.message).toBe(M.tooLarge);
  });

  it("answers an unknown file in Dutch", async () => {
    const res = await confirm("a".repeat(64));
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe(M.uploadNotFound);
  });
});

describe("export and import again", () => {
  it.each(["csv", "json"] as const)("an export as %s imports again with no changes", async (format) => {
    const file = await exported(format);
    const { body } = await upload(`export.${format}`, file);
    expect(body.data.errors).toEqual([]);
    expect(body.data.counts.created).toBe(0);
    expect(body.data.counts.updated).toBe(0);
    expect(body.data.rows.filter((r) => r.status !== "unchanged")).toEqual([]);
    expect(body.data.counts.unchanged).toBe(await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<number>("n"));
  });

  it("export, edit one price in the file, import: that product's price and price_history change, nothing else", async () => {
    const target = await someProduct(5);
    // The shop's product answer before (now in the caches), and after the import (worker/edge/catalog-change.ts).
    const shopPrice = async () => ((await (await worker(`/v1/catalog/product/${target.slug}`)).json()) as { data: { price: { price: number } } }).data.price.price;
    const before = await shopPrice();
    expect(await shopPrice()).toBe(before);
    const versionBefore = await env.CACHE.get(`${CATALOG_VERSION_PREFIX}${productScope(target.slug)}`);
    const lines = (await exported("csv")).split("\r\n");
    const header = lines[0]!.replace(/^\uFEFF/u, "").split(";");
    const priceAt = header.indexOf("price");
    const at = lines.findIndex((l) => l.startsWith(`${target.sku};`));
    const cells = lines[at]!.split(";");
    // The price cell is never quoted (no separator in "499,95"), so a plain split finds it.
    expect(cells[priceAt]).toMatch(/^\d+,\d{2}$/u);
    cells[priceAt] = "77,77";
    lines[at] = cells.join(";");
    const { body } = await upload("bewerkt.csv", lines.join("\r\n"));
    expect(body.data.errors).toEqual([]);
    // Its line in the file: quoted specifications hold line breaks, so count them.
    const line = lines.slice(0, at).join("\r\n").split("\n").length + 1;
    expect(body.data.rows.filter((r) => r.status !== "unchanged")).toEqual([{ line, sku: target.sku, status: "changed", changes: [{ field: "price", old: expect.any(String), new: "77,77" }] }]);
    expect((await confirm(body.data.hash)).status).toBe(200);
    expect((await product(target.sku))!.price).toBe(7777);
    expect(await historyToday(target.id)).toBe(7777);
    // The caches were told: the product's version in KV is new (worker/edge/catalog-change.ts, docs/decisions/039).
    expect(await env.CACHE.get(`${CATALOG_VERSION_PREFIX}${productScope(target.slug)}`)).not.toBe(versionBefore);
    // The shown price moved by exactly the change of the base price (the default variant's delta stays).
    expect((await shopPrice()) - before).toBe(7777 - target.price);
  });
});
