/**
 * Checks the catalogue seed (kv-seed/catalog/*.json) and exits non-zero on any problem. Also loads the
 * generated SQL into an in-memory SQLite with the D1 migration (twice, and once more "a week later") to
 * prove it is valid, idempotent and within D1's statement size limit.
 *
 *   ./node_modules/.bin/node kv-seed/catalog/check.ts                 checks the committed JSON files
 *   ./node_modules/.bin/node kv-seed/catalog/check.ts --scale 20000   also generates 20 000 products in memory and checks those
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { catalogSql, daysBefore } from "./catalog-sql.ts";
import { DEMO_COUNT, DEMO_SEED, generateCatalog, type CatalogData } from "./generate.ts";
import { priceInfo } from "./price-rule.ts";
import type { ProductType } from "./types.ts";

const dir = import.meta.dirname;
const root = join(dir, "..", "..");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

const REQUIRED_CATEGORIES: Record<string, { filter_count: number; kind?: string; countdown?: string; title?: string }> = {
  dagdeals: { filter_count: 3, kind: "home", countdown: "daily", title: "Dagdeals" },
  weekdeals: { filter_count: 3, countdown: "weekly" },
  matrassen: { filter_count: 3 },
  dekbed: { filter_count: 3 },
  dekbedovertrek: { filter_count: 3 },
  hoofdkussen: { filter_count: 3 },
  boxspring: { filter_count: 3 },
  boxsprings: { filter_count: 3 },
  kids: { filter_count: 3 },
  keuken: { filter_count: 3 },
  tuin: { filter_count: 3 },
  molton: { filter_count: 3 },
  kussensloop: { filter_count: 3 },
  badtextiel: { filter_count: 2 },
  acties: { filter_count: 3, kind: "action" },
  "acties/sale": { filter_count: 3, kind: "action" },
  "acties/black-friday": { filter_count: 3, kind: "action" },
  "acties/3-halen-1-betalen": { filter_count: 3, kind: "action", title: "3 Halen 1 Betalen" },
  "acties/4-gratis-kussens": { filter_count: 3, kind: "action" },
  "acties/alles-999-op-op": { filter_count: 0, kind: "action" },
  "home-living": { filter_count: 3, kind: "subscription" },
  "home-living/beddengoed-abonnement": { filter_count: 3, kind: "subscription" },
  "home-living/kussen-abonnement": { filter_count: 3, kind: "subscription" },
  outlet: { filter_count: 3, kind: "outlet" },
  "matrassen/pocketvering": { filter_count: 3 },
  "matrassen/koudschuim": { filter_count: 3 },
  "matrassen/traagschuim": { filter_count: 3 },
  "dekbed/dons": { filter_count: 3 },
  "dekbed/wol": { filter_count: 3 },
  "dekbed/synthetisch": { filter_count: 3 },
};

/** Allowed current (base) price per type in euros ("129-1299": 129,00 up to 1.299,99). */
const PRICE_RANGE: Record<ProductType, [number, number]> = {
  matras: [129, 1299], topper: [129, 1299], boxspring: [599, 2999], dekbed: [39, 499], dekbedovertrek: [29, 129],
  hoeslaken: [14, 69], hoofdkussen: [19, 149], molton: [19, 89], kussensloop: [7, 39], badtextiel: [4.95, 79],
  kids: [19, 149], keuken: [4, 39], tuin: [19, 399], abonnement: [9.95, 29.95],
};

const REQUIRED_SPECS: Partial<Record<ProductType, string[]>> = {
  matras: ["Kern", "Hardheid", "Comfortzones", "Ventilatie", "Tijk", "Afneembare hoes", "Wasbaar op", "Hoogte", "Proefslapen"],
  dekbed: ["Vulling", "Warmteklasse", "Tijk", "Stikwijze", "Wasbaar op", "Gewicht vulling"],
  dekbedovertrek: ["Materiaal", "Draaddichtheid", "Sluiting", "Wasbaar op", "Instopstrook"],
  hoofdkussen: ["Vulling", "Stevigheid", "Slaaphouding", "Wasbaar op"],
};

const DELIVERIES = new Set([
  "Voor 23:59 besteld, morgen in huis", "Binnen 2-3 werkdagen in huis", "Binnen 5-7 werkdagen in huis",
  "Levertijd 2-3 weken (op bestelling gemaakt)", "Eerste levering binnen 2-3 werkdagen", "Tijdelijk uitverkocht",
]);

const OPTION_CODES = new Set(["maat", "kleur", "hardheid", "warmteklasse", "inhoud"]);

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9ÉÖ])/u).filter((s) => s.trim()).length;
}

interface Report {
  problems: string[];
  notes: string[];
}

function checkData(data: CatalogData, label: string, demo: boolean): Report {
  const problems: string[] = [];
  const notes: string[] = [];
  const fail = (msg: string) => problems.push(`${label}: ${msg}`);
  const { brands, categories, products, reviews } = data;

  // sizes
  if (products.length < 400) fail(`only ${products.length} products (need at least 400)`);
  if (brands.length < 15) fail(`only ${brands.length} brands (need at least 15)`);

  // brands
  const brandBySlug = new Map(brands.map((b) => [b.slug, b]));
  if (brandBySlug.size !== brands.length) fail("duplicate brand slugs");
  if (new Set(brands.map((b) => b.id)).size !== brands.length) fail("duplicate brand ids");
  for (const b of brands) {
    if (!SLUG.test(b.slug)) fail(`brand slug ${b.slug} is not a-z0-9 and dashes`);
    if (!b.name || !b.description) fail(`brand ${b.slug} misses name or description`);
  }

  // categories
  const catBySlug = new Map(categories.map((c) => [c.slug, c]));
  if (catBySlug.size !== categories.length) fail("duplicate category slugs");
  if (new Set(categories.map((c) => c.id)).size !== categories.length) fail("duplicate category ids");
  for (const [slug, want] of Object.entries(REQUIRED_CATEGORIES)) {
    const c = catBySlug.get(slug);
    if (!c) {
      fail(`category ${slug} is missing`);
      continue;
    }
    if (c.filter_count !== want.filter_count) fail(`category ${slug}: filter_count ${c.filter_count}, want ${want.filter_count}`);
    if (want.kind && c.kind !== want.kind) fail(`category ${slug}: kind ${c.kind}, want ${want.kind}`);
    if (want.countdown && c.countdown !== want.countdown) fail(`category ${slug}: countdown ${c.countdown}, want ${want.countdown}`);
    if (want.title && c.title !== want.title) fail(`category ${slug}: title '${c.title}', want '${want.title}'`);
  }
  for (const c of categories) {
    if (!c.slug.split("/").every((part) => SLUG.test(part))) fail(`category slug ${c.slug} is not valid`);
    if (c.parent !== null && !catBySlug.has(c.parent)) fail(`category ${c.slug}: unknown parent ${c.parent}`);
    if (c.slug.includes("/") && c.parent !== c.slug.slice(0, c.slug.lastIndexOf("/"))) fail(`category ${c.slug}: parent should be ${c.slug.slice(0, c.slug.lastIndexOf("/"))}`);
    if (c.promo_banner !== ["matrassen", "dekbed", "hoofdkussen"].includes(c.slug)) fail(`category ${c.slug}: promo_banner ${c.promo_banner}`);
    if (c.slug.startsWith("acties/")) {
      const img = c.content.header_image;
      if (!img || img.src !== `/img/c/${c.slug.replace(/\//gu, "-")}.svg` || img.width !== 1200 || img.height !== 300) fail(`category ${c.slug}: header_image missing or wrong`);
      if (c.content.steps?.length !== 3 || !c.content.steps.every((s) => s.title && s.text)) fail(`category ${c.slug}: needs 3 'Hoe werkt deze actie?' steps`);
    }
  }
  const homeChildren = categories.filter((c) => c.parent === "home-living");
  if (homeChildren.length !== 2) fail(`home-living has ${homeChildren.length} children, want 2`);

  // products
  const ids = new Set<number>();
  const slugs = new Set<string>();
  const skus = new Set<string>();
  const variantSkus = new Set<string>();
  const optionIds = new Set<number>();
  const valueIds = new Set<number>();
  const variantIds = new Set<number>();
  const descriptions = new Map<string, number>();
  let discounted = 0;
  let fakeDrops = 0;
  let increases = 0;
  let unavailable = 0;
  let zeroSingle = 0;
  let zeroPair = 0;
  const perCategory = new Map<string, number>();
  const perMain = new Map<string, number>();

  for (const p of products) {
    const at = `product ${p.id} (${p.slug})`;
    if (ids.has(p.id)) fail(`${at}: duplicate id`);
    ids.add(p.id);
    if (slugs.has(p.slug)) fail(`${at}: duplicate slug`);
    slugs.add(p.slug);
    if (!SLUG.test(p.slug)) fail(`${at}: slug is not a-z0-9 and dashes`);
    if (skus.has(p.sku)) fail(`${at}: duplicate sku`);
    skus.add(p.sku);
    if (!brandBySlug.has(p.brand)) fail(`${at}: unknown brand ${p.brand}`);
    if (!p.title || p.title.length > 120) fail(`${at}: bad title`);
    if (!DELIVERIES.has(p.delivery)) fail(`${at}: unexpected delivery '${p.delivery}'`);
    if (!/^#[0-9a-f]{6}$/u.test(p.color.hex) || !p.color.title) fail(`${at}: bad colour`);

    // description and specs
    const n = sentences(p.description);
    if (n < 2 || n > 4) fail(`${at}: description has ${n} sentences`);
    descriptions.set(p.description, (descriptions.get(p.description) ?? 0) + 1);
    for (const label of REQUIRED_SPECS[p.type] ?? []) if (!p.specifications.some((s) => s.label === label && s.value)) fail(`${at}: specification ${label} missing`);
    if (new Set(p.specifications.map((s) => s.label)).size !== p.specifications.length) fail(`${at}: duplicate specification label`);

    // categories
    if (p.categories[0] !== p.main_category) fail(`${at}: main category is not the first category`);
    if (new Set(p.categories).size !== p.categories.length) fail(`${at}: duplicate categories`);
    for (const c of p.categories) {
      if (!catBySlug.has(c)) fail(`${at}: unknown category ${c}`);
      perCategory.set(c, (perCategory.get(c) ?? 0) + 1);
    }
    perMain.set(p.main_category, (perMain.get(p.main_category) ?? 0) + 1);
    if (p.type === "boxspring" && !(p.categories.includes("boxspring") && p.categories.includes("boxsprings"))) fail(`${at}: boxspring not in both boxspring and boxsprings`);
    if (p.categories.some((c) => c.startsWith("acties/")) && !p.categories.includes("acties")) fail(`${at}: in an action but not in acties`);

    // images
    if (p.images.length < 2) fail(`${at}: fewer than 2 images`);
    p.images.forEach((img, i) => {
      if (img.src !== `/img/p/${p.type}/${p.color.hex.slice(1)}/${i + 1}.svg`) fail(`${at}: image ${i + 1} src ${img.src}`);
      if (img.width !== 800 || img.height !== 800 || !img.alt.startsWith(p.title)) fail(`${at}: image ${i + 1} size or alt`);
    });

    // options and variants
    if (p.options.length === 0 || p.variants.length === 0) fail(`${at}: no options or variants`);
    for (const o of p.options) {
      if (optionIds.has(o.id)) fail(`${at}: duplicate option id ${o.id}`);
      optionIds.add(o.id);
      if (!OPTION_CODES.has(o.code)) fail(`${at}: unknown option code ${o.code}`);
      if (o.values.length === 0) fail(`${at}: option ${o.code} without values`);
      if (new Set(o.values.map((v) => v.title)).size !== o.values.length) fail(`${at}: duplicate value titles in ${o.code}`);
      for (const v of o.values) {
        if (valueIds.has(v.id)) fail(`${at}: duplicate option value id ${v.id}`);
        valueIds.add(v.id);
      }
    }
    if (new Set(p.options.map((o) => o.code)).size !== p.options.length) fail(`${at}: duplicate option code`);
    const expected = p.options.reduce((s, o) => s * o.values.length, 1);
    if (p.variants.length !== expected) fail(`${at}: ${p.variants.length} variants, want ${expected}`);
    const combos = new Set<string>();
    for (const v of p.variants) {
      if (variantIds.has(v.id)) fail(`${at}: duplicate variant id ${v.id}`);
      variantIds.add(v.id);
      if (variantSkus.has(v.sku)) fail(`${at}: duplicate variant sku ${v.sku}`);
      variantSkus.add(v.sku);
      if (v.option_value_ids.length !== p.options.length || !v.option_value_ids.every((id, i) => p.options[i]!.values.some((x) => x.id === id))) fail(`${at}: variant ${v.id} does not have one value per option`);
      combos.add(v.option_value_ids.join(","));
      if (v.price_delta < 0 || !Number.isInteger(v.price_delta)) fail(`${at}: variant ${v.id} price_delta ${v.price_delta}`);
      if (v.stock < 0) fail(`${at}: negative stock`);
    }
    if (combos.size !== p.variants.length) fail(`${at}: duplicate variant combinations`);
    const maat = p.options.find((o) => o.code === "maat");
    if (maat && maat.values.length > 1) {
      const deltas = maat.values.map((val) => Math.min(...p.variants.filter((v) => v.option_value_ids.includes(val.id)).map((v) => v.price_delta)));
      if (!deltas.every((d, i) => i === 0 || d > deltas[i - 1]! || /^[SMLX]+$/u.test(maat.values[i]!.title))) fail(`${at}: price does not grow with size (${deltas.join(", ")})`);
    }
    const zeroOptions = p.options.filter((o) => o.values.some((v) => v.title === "0x0"));
    if (zeroOptions.some((o) => o.values.length !== 1)) fail(`${at}: a 0x0 value next to other values`);
    if (p.options.length === 1 && zeroOptions.length === 1) zeroSingle++;
    if (p.options.length === 2 && zeroOptions.length === 1) zeroPair++;

    // attributes
    const merk = p.attributes.merk;
    if (!merk || merk.length !== 1 || merk[0]!.slug !== p.brand || merk[0]!.title !== brandBySlug.get(p.brand)?.name) fail(`${at}: merk attribute does not match the brand`);
    for (const [code, values] of Object.entries(p.attributes)) {
      if (!SLUG.test(code)) fail(`${at}: attribute code ${code}`);
      if (values.length === 0) fail(`${at}: attribute ${code} without values`);
      if (new Set(values.map((v) => v.slug)).size !== values.length) fail(`${at}: duplicate values in attribute ${code}`);
      for (const v of values) if (!SLUG.test(v.slug) || !v.title) fail(`${at}: attribute ${code} value '${v.slug}'/'${v.title}'`);
    }
    if (maat && maat.values[0]!.title !== "0x0") {
      const titles = new Set((p.attributes.maat ?? []).map((a) => a.title));
      for (const v of maat.values) if (!titles.has(v.title.replace(/ \((Twijfelaar|Queen size|King size)\)$/u, ""))) fail(`${at}: maat ${v.title} missing in the maat attribute`);
    }
    if ((p.attributes.maat ?? []).some((a) => a.title === "0x0")) fail(`${at}: 0x0 in the maat facet`);
    const kleur = p.options.find((o) => o.code === "kleur");
    if (kleur) {
      const titles = new Set((p.attributes.kleur ?? []).map((a) => a.title));
      for (const v of kleur.values) if (!titles.has(v.title)) fail(`${at}: kleur ${v.title} missing in the kleur attribute`);
    }

    // stock
    if (!p.available) {
      unavailable++;
      if (p.stock !== 0 || p.variants.some((v) => v.stock !== 0)) fail(`${at}: unavailable but has stock`);
    } else if (p.stock <= 0) fail(`${at}: available without stock`);
    if (p.stock !== p.variants.reduce((s, v) => s + v.stock, 0)) fail(`${at}: stock is not the sum of the variant stock`);

    // price history
    const h = p.price_history;
    if (h.length < 2 || h.length > 6) fail(`${at}: ${h.length} price history entries`);
    if (!h.every((e, i) => i === 0 || e.days_ago < h[i - 1]!.days_ago)) fail(`${at}: price history not in descending days_ago order`);
    if (h.some((e) => !Number.isInteger(e.price) || e.price <= 0 || e.days_ago < 0 || e.days_ago > 130)) fail(`${at}: bad price history entry`);
    if (h.some((e) => ![0, 49, 95, 99].includes(e.price % 100))) fail(`${at}: price not ending in ,00 ,49 ,95 or ,99: ${h.map((e) => e.price).join(" ")}`);
    if (p.created_days_ago < h[0]!.days_ago) fail(`${at}: created after its first price`);
    const info = priceInfo(h);
    const [min, max] = PRICE_RANGE[p.type];
    const maxCents = Number.isInteger(max) ? max * 100 + 99 : Math.round(max * 100);
    if (info.price < Math.round(min * 100) || info.price > maxCents) fail(`${at}: price ${info.price} outside € ${min}-${max} for ${p.type}`);
    const previous = h[h.length - 2]!.price;
    if (info.price_old !== null) discounted++;
    else if (info.price < previous) fakeDrops++;
    if (info.price > previous) increases++;
    if (p.categories.includes("acties/sale") && info.price_old === null) fail(`${at}: in acties/sale but not discounted`);
    if (p.categories.includes("acties/alles-999-op-op") && info.price + Math.max(...p.variants.map((v) => v.price_delta)) > 999) fail(`${at}: in alles-999-op-op but costs more than 9,99`);
  }

  const dupDescriptions = [...descriptions.values()].filter((n) => n > 1).reduce((s, n) => s + n, 0);
  if (demo && dupDescriptions > 0) fail(`${dupDescriptions} products share a description`);
  if (!demo && dupDescriptions > products.length * 0.05) fail(`${dupDescriptions} products share a description`);

  const share = discounted / products.length;
  if (share < 0.25 || share > 0.45) fail(`discounted share ${(share * 100).toFixed(1)}% outside 25-45%`);
  if (fakeDrops < 5) fail(`only ${fakeDrops} products dropped in price without a reference discount`);
  if (increases < 5) fail(`only ${increases} products went up in price`);
  if (zeroSingle < 1) fail("no product with a single 0x0 option");
  if (zeroPair < 1) fail("no product with two options of which one is 0x0");
  const unavailableShare = unavailable / products.length;
  if (unavailableShare < 0.03 || unavailableShare > 0.08) fail(`unavailable share ${(unavailableShare * 100).toFixed(1)}%`);
  for (const slug of catBySlug.keys()) if (!perCategory.get(slug) && slug !== "boxspring") fail(`category ${slug} has no products`);
  const scale = products.length / DEMO_COUNT;
  const near = (slug: string, want: number) => {
    const got = perCategory.get(slug) ?? 0;
    if (Math.abs(got - want * scale) > Math.max(3, want * scale * 0.2)) fail(`category ${slug} has ${got} products, want about ${Math.round(want * scale)}`);
  };
  near("acties/black-friday", 60);
  near("dagdeals", 20);
  near("weekdeals", 30);
  near("outlet", 25);

  // reviews
  const reviewIds = new Set<number>();
  const perProduct = new Map<number, number>();
  const scores = [0, 0, 0, 0, 0, 0];
  for (const r of reviews) {
    if (reviewIds.has(r.id)) fail(`review ${r.id}: duplicate id`);
    reviewIds.add(r.id);
    if (!ids.has(r.product_id)) fail(`review ${r.id}: unknown product ${r.product_id}`);
    if (![1, 2, 3, 4, 5].includes(r.score)) fail(`review ${r.id}: score ${r.score}`);
    if (r.days_ago < 1 || r.days_ago > 400) fail(`review ${r.id}: days_ago ${r.days_ago}`);
    if (!r.display_name || !r.title || !r.content) fail(`review ${r.id}: empty field`);
    perProduct.set(r.product_id, (perProduct.get(r.product_id) ?? 0) + 1);
    scores[r.score]!++;
  }
  if ([...perProduct.values()].some((n) => n > 8)) fail("a product has more than 8 reviews");
  if ((scores[4]! + scores[5]!) / reviews.length < 0.7) fail("fewer than 70% of the reviews score 4 or 5");

  notes.push(
    `${products.length} products, ${brands.length} brands, ${categories.length} categories, ${reviews.length} reviews`,
    `per main category: ${[...perMain].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `per category: ${[...perCategory].sort().map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `discounted ${discounted} (${(share * 100).toFixed(1)}%), dropped without reference discount ${fakeDrops}, went up ${increases}, unavailable ${unavailable}`,
    `0x0: ${zeroSingle} single-option, ${zeroPair} two-option; variants ${variantIds.size}; reviews per score 2-5: ${scores.slice(2).join("/")}`,
  );
  return { problems, notes };
}

async function checkSql(data: CatalogData, label: string): Promise<Report> {
  const problems: string[] = [];
  const notes: string[] = [];
  const fail = (msg: string) => problems.push(`${label} sql: ${msg}`);
  const proc = (globalThis as unknown as { process: { removeAllListeners(e: string): void } }).process;
  proc.removeAllListeners("warning"); // node:sqlite's ExperimentalWarning
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(":memory:");
  for (const m of ["0002_catalog.sql", "0003_suggest.sql", "0004_listing.sql", "0026_search.sql"]) db.exec(readFileSync(join(root, "worker", "store", "migrations", m), "utf8"));
  const today = "2025-11-21";
  const statements = catalogSql(data, today);
  const enc = new TextEncoder();
  const biggest = Math.max(...statements.map((s) => enc.encode(s).length));
  if (biggest >= 100_000) fail(`a statement has ${biggest} bytes (limit 100 KB)`);
  const tables = ["brands", "categories", "products", "product_categories", "product_images", "product_options", "product_option_values", "variants", "product_attributes", "price_history", "reviews", "search_fts", "search_primary_fts", "search_rows", "search_vocab", "category_facets"];
  const counts = () => tables.map((t) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n);
  const started = performance.now();
  for (const s of statements) db.exec(s);
  const ms = performance.now() - started;
  const first = counts();
  for (const s of statements) db.exec(s);
  for (const s of catalogSql(data, daysBefore(today, -7))) db.exec(s); // a run a week later
  const second = counts();
  if (first.join() !== second.join()) fail(`running again changed row counts: ${first.join()} -> ${second.join()}`);
  const fk = db.prepare("PRAGMA foreign_key_check").all();
  if (fk.length) fail(`${fk.length} foreign key violations`);
  const wrongPrice = db.prepare(`SELECT count(*) AS n FROM products p WHERE p.price <> (SELECT h.price FROM price_history h WHERE h.product_id = p.id ORDER BY h.valid_from DESC LIMIT 1)`).get() as { n: number };
  if (wrongPrice.n) fail(`${wrongPrice.n} products whose price is not the latest price_history row`);
  const rating = db.prepare(`SELECT count(*) AS n FROM products p WHERE p.rating_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`).get() as { n: number };
  if (rating.n) fail(`${rating.n} products with a wrong rating_count`);
  const search = (term: string) => (db.prepare(`SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?`).get(term) as { n: number }).n;
  for (const [a, b] of [["matras", "matrassen"], ["dekbed", "dekbedden"], ["kussen", "kussens"], ["handdoek", "handdoeken"], ["overtrek", "overtrekken"], ["hoeslaken", "hoeslakens"]] as const) {
    const na = search(`{title kind} : ${a}`);
    const nb = search(`{title kind} : ${b}`);
    if (na === 0 || na !== nb) fail(`search '${a}' finds ${na}, '${b}' finds ${nb}`);
  }
  notes.push(`${statements.length} statements, largest ${biggest} bytes, loaded in ${ms.toFixed(0)} ms; rows ${tables.map((t, i) => `${t} ${first[i]}`).join(", ")}`);
  return { problems, notes };
}

async function main(): Promise<void> {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), "utf8"));
  const files: CatalogData = { brands: read("brands.json"), categories: read("categories.json"), products: read("products.json"), reviews: read("reviews.json") };
  const reports: Report[] = [checkData(files, "files", true), await checkSql(files, "files")];

  const fresh = generateCatalog(DEMO_COUNT, DEMO_SEED);
  if (JSON.stringify(fresh) !== JSON.stringify(files)) reports.push({ problems: ["files: the JSON files differ from generateCatalog(DEMO_COUNT, DEMO_SEED): run generate.ts"], notes: [] });

  const args = process.argv.slice(2);
  const scaleAt = args.indexOf("--scale");
  if (scaleAt >= 0) {
    const n = Number(args[scaleAt + 1] ?? 20000);
    const t = performance.now();
    const big = generateCatalog(n, 7);
    const ms = performance.now() - t;
    const r = checkData(big, `scale ${n}`, false);
    r.notes.unshift(`generated ${n} products in ${ms.toFixed(0)} ms`);
    reports.push(r, await checkSql(big, `scale ${n}`));
  }

  for (const r of reports) for (const n of r.notes) console.log(`  ${n}`);
  const problems = reports.flatMap((r) => r.problems);
  if (problems.length) {
    console.error(`catalog check: ${problems.length} problem(s)`);
    for (const p of problems.slice(0, 60)) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log("catalog check: ok");
}

await main();
