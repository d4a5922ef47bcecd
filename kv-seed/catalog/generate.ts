/**
 * Deterministic generator of the demo catalogue (seeded mulberry32 PRNG, no Math.random).
 *
 *   ./node_modules/.bin/node kv-seed/catalog/generate.ts     writes brands.json, categories.json,
 *                                                            products.json and reviews.json next to this file
 *
 * `generateCatalog(count, seed)` returns the same kind of assortment in memory at any size (the benchmark
 * uses 20 000 products); ids, slugs and SKUs are unique at every size.
 */
import { BRANDS, CATEGORIES, CITIES_BE, CITIES_NL, FIRST_NAMES, LAST_NAMES } from "./data.ts";
import {
  buildAbonnement, buildBadtextiel, buildBoxspring, buildDekbed, buildDekbedovertrek, buildHoeslaken, buildHoofdkussen,
  buildKeuken, buildKids, buildKussensloop, buildMatras, buildMolton, buildTopper, buildTuin, MAX_SUBSCRIPTIONS, shopPrice, slugify,
  type BuildContext, type Draft,
} from "./builders.ts";
import { priceInfo, type PricePoint } from "./price-rule.ts";
import { applicable, reviewPool, SERVICE_BAD, SERVICE_GOOD } from "./review-pools.ts";
import { Rng } from "./rng.ts";
import type { ProductType, SeedBrand, SeedCategory, SeedImage, SeedOption, SeedProduct, SeedReview, SeedVariant } from "./types.ts";

export interface CatalogData {
  brands: SeedBrand[];
  categories: SeedCategory[];
  products: SeedProduct[];
  reviews: SeedReview[];
}

export const DEMO_COUNT = 440;
export const DEMO_SEED = 20251121;
export const PRODUCT_ID_BASE = 10000;

type Builder = (ctx: BuildContext, index: number) => Draft;

/** The assortment mix (weights per 446 products); abonnementen are capped, see allocate(). */
const MIX: { key: string; weight: number; build: Builder }[] = [
  { key: "matras/pocketvering", weight: 18, build: (c) => buildMatras(c, "pocketvering") },
  { key: "matras/koudschuim", weight: 16, build: (c) => buildMatras(c, "koudschuim") },
  { key: "matras/traagschuim", weight: 12, build: (c) => buildMatras(c, "traagschuim") },
  { key: "matras/latex", weight: 10, build: (c) => buildMatras(c, "latex") },
  { key: "matras/hybride", weight: 14, build: (c) => buildMatras(c, "hybride") },
  { key: "topper", weight: 16, build: (c) => buildTopper(c) },
  { key: "dekbed/dons", weight: 18, build: (c) => buildDekbed(c, "dons") },
  { key: "dekbed/wol", weight: 12, build: (c) => buildDekbed(c, "wol") },
  { key: "dekbed/synthetisch", weight: 20, build: (c) => buildDekbed(c, "synthetisch") },
  { key: "dekbedovertrek/katoen", weight: 14, build: (c) => buildDekbedovertrek(c, "katoen") },
  { key: "dekbedovertrek/percal", weight: 10, build: (c) => buildDekbedovertrek(c, "percal") },
  { key: "dekbedovertrek/katoensatijn", weight: 10, build: (c) => buildDekbedovertrek(c, "katoensatijn") },
  { key: "dekbedovertrek/flanel", weight: 8, build: (c) => buildDekbedovertrek(c, "flanel") },
  { key: "dekbedovertrek/jersey", weight: 5, build: (c) => buildDekbedovertrek(c, "jersey") },
  { key: "dekbedovertrek/linnen", weight: 3, build: (c) => buildDekbedovertrek(c, "linnen") },
  { key: "hoeslaken", weight: 14, build: (c) => buildHoeslaken(c) },
  { key: "hoofdkussen/traagschuim", weight: 8, build: (c) => buildHoofdkussen(c, "traagschuim") },
  { key: "hoofdkussen/dons", weight: 7, build: (c) => buildHoofdkussen(c, "dons") },
  { key: "hoofdkussen/synthetisch", weight: 10, build: (c) => buildHoofdkussen(c, "synthetisch") },
  { key: "hoofdkussen/latex", weight: 4, build: (c) => buildHoofdkussen(c, "latex") },
  { key: "hoofdkussen/wol", weight: 3, build: (c) => buildHoofdkussen(c, "wol") },
  { key: "hoofdkussen/ergonomisch", weight: 4, build: (c) => buildHoofdkussen(c, "ergonomisch") },
  { key: "boxspring/vlak", weight: 12, build: (c) => buildBoxspring(c, "vlak") },
  { key: "boxspring/elektrisch", weight: 8, build: (c) => buildBoxspring(c, "elektrisch") },
  { key: "boxspring/opbergruimte", weight: 6, build: (c) => buildBoxspring(c, "opbergruimte") },
  { key: "boxspring/eenpersoons", weight: 4, build: (c) => buildBoxspring(c, "eenpersoons") },
  { key: "molton", weight: 24, build: (c) => buildMolton(c) },
  { key: "kussensloop", weight: 22, build: (c) => buildKussensloop(c) },
  { key: "badtextiel", weight: 36, build: (c) => buildBadtextiel(c) },
  { key: "kids", weight: 30, build: (c) => buildKids(c) },
  { key: "keuken", weight: 24, build: (c) => buildKeuken(c) },
  { key: "tuin", weight: 36, build: (c) => buildTuin(c) },
];
const SUBSCRIPTION_WEIGHT = 8;

const TYPE_CODE: Record<ProductType, string> = {
  matras: "MAT", topper: "TOP", dekbed: "DEK", dekbedovertrek: "OVT", hoofdkussen: "HKS", boxspring: "BOX", molton: "MOL",
  kussensloop: "KSL", hoeslaken: "HSL", badtextiel: "BAD", kids: "KID", keuken: "KEU", tuin: "TUI", abonnement: "ABO",
};

const VIEWS: Record<ProductType, string[]> = {
  matras: ["vooraanzicht", "doorsnede van de comfortlagen", "sfeerbeeld in de slaapkamer", "detail van de tijk"],
  topper: ["vooraanzicht", "detail van de dikte en de hoekelastieken", "op het bed in de slaapkamer", "detail van de hoes"],
  dekbed: ["vooraanzicht", "detail van de stikwijze", "op het bed in de slaapkamer", "detail van de tijk"],
  dekbedovertrek: ["vooraanzicht", "gevouwen, met detail van de stof", "op het bed in de slaapkamer", "kleurdetail"],
  hoofdkussen: ["vooraanzicht", "zijaanzicht", "op het bed in de slaapkamer", "detail van de tijk"],
  boxspring: ["vooraanzicht", "zijaanzicht", "sfeerbeeld in de slaapkamer", "detail van de bekleding"],
  molton: ["vooraanzicht", "detail van de hoek met elastiek", "om de matras", "detail van de stof"],
  hoeslaken: ["vooraanzicht", "detail van de hoek met elastiek", "om de matras", "kleurdetail"],
  kussensloop: ["vooraanzicht", "detail van de sluiting", "op het bed", "kleurdetail"],
  badtextiel: ["vooraanzicht", "gestapeld", "sfeerbeeld in de badkamer", "detail van de badstof"],
  kids: ["vooraanzicht", "detail", "sfeerbeeld in de kinderkamer", "kleurdetail"],
  keuken: ["vooraanzicht", "detail van de stof", "sfeerbeeld in de keuken", "kleurdetail"],
  tuin: ["vooraanzicht", "detail", "sfeerbeeld in de tuin", "kleurdetail"],
  abonnement: ["het pakket", "inhoud van het pakket", "sfeerbeeld thuis", "detail"],
};

/** Products per mix entry for `count` products (largest remainder, deterministic). */
function allocate(count: number): { build: Builder; n: number; subscription: boolean }[] {
  const total = MIX.reduce((s, m) => s + m.weight, 0) + SUBSCRIPTION_WEIGHT;
  const subs = Math.min(MAX_SUBSCRIPTIONS, Math.max(count >= 40 ? 1 : 0, Math.round((count * SUBSCRIPTION_WEIGHT) / total)));
  const rest = count - subs;
  const weightSum = MIX.reduce((s, m) => s + m.weight, 0);
  const exact = MIX.map((m) => (rest * m.weight) / weightSum);
  const n = exact.map(Math.floor);
  let left = rest - n.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    n[i]!++;
  }
  return [
    ...MIX.map((m, i) => ({ build: m.build, n: n[i]!, subscription: false })),
    { build: buildAbonnement as Builder, n: subs, subscription: true },
  ];
}

// ---------------------------------------------------------------------------------------------
// price history

type Scenario = "discount" | "fake-drop" | "increase" | "sale-ended" | "stable";

/** A shop price strictly below `limit` (cents), near `target` cents. */
function priceBelow(r: Rng, limit: number, target: number): number {
  let t = Math.min(target, limit - 1);
  let p = shopPrice(t / 100, r);
  for (let i = 0; p >= limit && i < 200; i++) {
    t -= Math.max(10, t * 0.02);
    p = shopPrice(t / 100, r);
  }
  return p;
}

function priceAbove(r: Rng, limit: number, target: number): number {
  let t = Math.max(target, limit + 1);
  let p = shopPrice(t / 100, r);
  for (let i = 0; p <= limit && i < 200; i++) {
    t += Math.max(10, t * 0.02);
    p = shopPrice(t / 100, r);
  }
  return p;
}

/** Distinct integer days in (lo, hi], descending. */
function days(r: Rng, k: number, lo: number, hi: number): number[] {
  const out = new Set<number>();
  for (let i = 0; out.size < k && i < 1000; i++) out.add(r.int(lo + 1, hi));
  return [...out].sort((a, b) => b - a);
}

function buildHistory(r: Rng, list: number, floor: number, scenario: Scenario): PricePoint[] {
  const h: PricePoint[] = [];
  switch (scenario) {
    case "discount": {
      const d0 = r.chance(0.75) ? r.int(0, 20) : r.int(21, 50);
      const k = r.weighted([[1, 30], [2, 35], [3, 20], [4, 10], [5, 5]] as const);
      // the first (list) price is at least 31 days older than the discount, so the 30-day reference is complete
      const t0 = r.int(d0 + 31, Math.min(120, d0 + 100));
      const ds = [t0, ...days(r, k - 1, d0, t0 - 1)];
      ds.forEach((d, i) => {
        const f = i === 0 ? 1 : r.weighted([[1, 5], [0.95, 2], [1.05, 2], [1.1, 1], [0.9, 1]] as const);
        h.push({ days_ago: d, price: f === 1 ? list : shopPrice((list * f) / 100, r) });
      });
      const info = priceInfo([...h, { days_ago: d0, price: h[h.length - 1]!.price }]);
      const ref = info.reference ?? list;
      let disc: number = r.weighted([[0.1, 15], [0.15, 20], [0.2, 25], [0.25, 15], [0.3, 12], [0.4, 8], [0.5, 5]] as const);
      disc = Math.min(disc, 1 - (floor * 1.02) / ref);
      if (disc < 0.04) return [];
      h.push({ days_ago: d0, price: priceBelow(r, ref, ref * (1 - disc)) });
      break;
    }
    case "fake-drop": {
      const d0 = r.int(0, 20);
      const t0 = r.int(d0 + 31, Math.min(120, d0 + 100));
      const t1 = r.int(d0 + 3, d0 + 25);
      const high = priceAbove(r, list, list * r.float(1.08, 1.25));
      if (r.chance(0.3) && t0 < 115) h.push({ days_ago: r.int(t0 + 1, 120), price: r.chance(0.5) ? high : list });
      h.push({ days_ago: t0, price: list }, { days_ago: t1, price: high });
      h.push({ days_ago: d0, price: list });
      break;
    }
    case "increase": {
      const d0 = r.int(0, 30);
      const t0 = r.int(d0 + 5, Math.min(120, d0 + 90));
      const lower = priceBelow(r, list, list * r.float(0.82, 0.94));
      if (r.chance(0.4) && t0 < 115) h.push({ days_ago: r.int(t0 + 1, 120), price: priceBelow(r, lower + 1, lower * r.float(0.9, 1)) });
      h.push({ days_ago: t0, price: lower }, { days_ago: d0, price: list });
      break;
    }
    case "sale-ended": {
      const t0 = r.int(80, 120);
      const t1 = r.int(41, 79);
      const d0 = r.int(3, 40);
      h.push({ days_ago: t0, price: list }, { days_ago: t1, price: priceBelow(r, list, list * r.float(0.7, 0.9)) }, { days_ago: d0, price: list });
      break;
    }
    case "stable": {
      const t0 = r.int(61, 120);
      const d0 = r.int(31, 60);
      if (r.chance(0.3) && t0 < 115) h.push({ days_ago: r.int(t0 + 1, 120), price: list });
      h.push({ days_ago: t0, price: priceBelow(r, list, list * r.float(0.9, 0.97)) }, { days_ago: d0, price: list });
      break;
    }
  }
  h.sort((a, b) => b.days_ago - a.days_ago);
  // a "change" to the same price is no change
  return h.filter((e, i) => i === 0 || e.price !== h[i - 1]!.price);
}

function priceHistory(r: Rng, list: number, floor: number, scenario: Scenario): PricePoint[] {
  for (let attempt = 0; attempt < 20; attempt++) {
    const h = buildHistory(r, list, floor, scenario);
    if (h.length < 2 || h.length > 6) continue;
    const info = priceInfo(h);
    const ok = scenario === "discount" ? info.price_old !== null && info.price >= floor : info.price_old === null;
    if (ok) return h;
  }
  return buildHistory(r, list, floor, "stable");
}

// ---------------------------------------------------------------------------------------------
// product assembly

function valueCode(title: string): string {
  if (title === "0x0") return "OS";
  return slugify(title.replace(/\s*\(.*\)\s*/gu, " ")).replace(/-/gu, "").toUpperCase() || "X";
}

function cartesian(lists: number[][]): number[][] {
  return lists.reduce<number[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

interface Counters {
  option: number;
  value: number;
  variant: number;
  review: number;
}

function stockFor(r: Rng, type: ProductType): number {
  if (type === "boxspring") return r.int(1, 12);
  if (type === "matras" || type === "topper") return r.int(2, 30);
  if (type === "abonnement") return r.int(200, 999);
  return r.int(5, 240);
}

function assemble(r: Rng, draft: Draft, id: number, slug: string, scenario: Scenario, unavailable: boolean, counters: Counters): SeedProduct {
  const sku = `DN-${TYPE_CODE[draft.type]}-${id}`;
  const options: SeedOption[] = draft.options.map((o) => ({
    id: ++counters.option,
    code: o.code,
    title: o.title,
    values: o.values.map((v) => ({ id: ++counters.value, title: v.title })),
  }));
  const deltaOf = new Map<number, number>();
  draft.options.forEach((o, i) => o.values.forEach((v, j) => deltaOf.set(options[i]!.values[j]!.id, v.delta)));
  const titleOf = new Map<number, string>();
  options.forEach((o) => o.values.forEach((v) => titleOf.set(v.id, v.title)));
  const skus = new Set<string>();
  const variants: SeedVariant[] = cartesian(options.map((o) => o.values.map((v) => v.id))).map((ids, i) => {
    let vsku = `${sku}-${ids.map((x) => valueCode(titleOf.get(x)!)).join("-")}`;
    if (skus.has(vsku)) vsku = `${vsku}-${i + 1}`;
    skus.add(vsku);
    return {
      id: ++counters.variant,
      sku: vsku,
      option_value_ids: ids,
      price_delta: ids.reduce((s, x) => s + deltaOf.get(x)!, 0),
      stock: unavailable ? 0 : r.chance(0.06) ? 0 : stockFor(r, draft.type),
    };
  });
  if (!unavailable && variants.every((v) => v.stock === 0)) variants[0]!.stock = stockFor(r, draft.type);
  const history = priceHistory(r, draft.list, draft.floor, scenario);
  const hex = draft.color.hex.replace("#", "");
  const imageCount = r.weighted([[2, 30], [3, 45], [4, 25]] as const);
  const images: SeedImage[] = Array.from({ length: imageCount }, (_, i) => ({
    src: `/img/p/${draft.type}/${hex}/${i + 1}.svg`,
    width: 800,
    height: 800,
    alt: `${draft.title}, ${VIEWS[draft.type][i]}`,
  }));
  const oldest = history[0]!.days_ago;
  return {
    id,
    slug,
    sku,
    title: draft.title,
    brand: draft.brand.slug,
    type: draft.type,
    main_category: draft.main,
    categories: [draft.main, ...draft.extra],
    description: draft.description,
    specifications: draft.specs,
    delivery: unavailable ? "Tijdelijk uitverkocht" : draft.delivery,
    color: { title: draft.color.title, hex: draft.color.hex },
    images,
    options,
    variants,
    attributes: { merk: [{ slug: draft.brand.slug, title: draft.brand.name }], ...draft.attrs },
    price_history: history,
    stock: variants.reduce((s, v) => s + v.stock, 0),
    available: !unavailable,
    popularity: Math.round(10000 * r.next() ** 2.5),
    created_days_ago: Math.max(oldest + r.int(0, 30), r.chance(0.15) ? r.int(60, 150) : r.int(150, 1100)),
  };
}

// ---------------------------------------------------------------------------------------------
// campaigns (acties, dagdeals, weekdeals, outlet)

const maxPrice = (p: SeedProduct): number => priceInfo(p.price_history).price + Math.max(...p.variants.map((v) => v.price_delta));

function assignCampaigns(r: Rng, products: SeedProduct[], drafts: Map<number, Draft>): void {
  const n = products.length;
  const scaled = (x: number) => Math.max(1, Math.round((x * n) / DEMO_COUNT));
  const discounted = products.filter((p) => p.type !== "abonnement" && priceInfo(p.price_history).price_old !== null);
  const add = (p: SeedProduct, slug: string) => {
    if (!p.categories.includes(slug)) p.categories.push(slug);
  };
  const pickFrom = (pool: SeedProduct[], k: number, exclude: Set<number> = new Set()) => r.shuffle(pool.filter((p) => !exclude.has(p.id))).slice(0, k);

  for (const p of discounted) add(p, "acties/sale");
  for (const p of pickFrom(discounted, scaled(60))) add(p, "acties/black-friday");
  const threeForOne = products.filter((p) => drafts.get(p.id)!.tags.includes("three-for-one") && p.type !== "abonnement");
  for (const p of pickFrom(threeForOne, scaled(40))) add(p, "acties/3-halen-1-betalen");
  const twoPerson = products.filter((p) => drafts.get(p.id)!.tags.includes("two-person"));
  for (const p of pickFrom(twoPerson, scaled(25))) add(p, "acties/4-gratis-kussens");
  for (const p of products) if (p.type !== "abonnement" && maxPrice(p) <= 999) add(p, "acties/alles-999-op-op");
  for (const p of products) if (p.categories.some((c) => c.startsWith("acties/"))) add(p, "acties");

  const day = pickFrom(discounted.filter((p) => p.available), scaled(20));
  for (const p of day) add(p, "dagdeals");
  const week = pickFrom(discounted.filter((p) => p.available), scaled(30), new Set(day.map((p) => p.id)));
  for (const p of week) add(p, "weekdeals");
  const outletCount = scaled(25);
  const outletDiscounted = pickFrom(discounted, Math.round(outletCount * 0.7));
  const outletOther = pickFrom(products.filter((p) => p.type !== "abonnement" && priceInfo(p.price_history).price_old === null), outletCount - outletDiscounted.length);
  for (const p of [...outletDiscounted, ...outletOther]) add(p, "outlet");
}

// ---------------------------------------------------------------------------------------------
// reviews

function displayName(r: Rng): string {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  switch (r.weighted([[0, 30], [1, 25], [2, 12], [3, 10], [4, 6], [5, 10], [6, 7]] as const)) {
    case 0: return `${first} uit ${r.pick(CITIES_NL)}`;
    case 1: return first;
    case 2: return `${first} (${r.pick(CITIES_BE)})`;
    case 3: return `Familie ${last.charAt(0).toUpperCase()}${last.slice(1)}`;
    case 4: return `${first} en ${r.pick(FIRST_NAMES.filter((x) => x !== first))}`;
    case 5: return `${first.charAt(0)}. ${last}`;
    default: return `${first} (${r.pick(CITIES_NL)})`;
  }
}

const GENERIC = {
  good: { titles: ["Zeer tevreden", "Aanrader", "Goede koop", "Top!"], sentences: ["Precies wat ik zocht.", "Goede kwaliteit voor een nette prijs.", "Ziet er in het echt nog mooier uit dan op de foto."] },
  mid: { titles: ["Redelijk", "Oké"], sentences: ["Het is prima, maar niet meer dan dat.", "Voldoet, al had ik er iets meer van verwacht."] },
  bad: { titles: ["Valt tegen", "Niet tevreden"], sentences: ["Het product voldeed helaas niet aan mijn verwachtingen.", "Voor deze prijs had ik betere kwaliteit verwacht."] },
} as const;

function reviewsFor(r: Rng, p: SeedProduct, popularityRank: number, total: number, counters: Counters): SeedReview[] {
  let count: number = r.weighted([[0, 5], [1, 8], [2, 17], [3, 22], [4, 20], [5, 14], [6, 7], [7, 4], [8, 3]] as const);
  if (popularityRank < total * 0.2) count = Math.min(8, count + 1);
  if (popularityRank > total * 0.8) count = Math.max(0, count - 1);
  const pool = reviewPool(p.type, p.title);
  const text = `${p.title} ${p.specifications.map((s) => `${s.label}: ${s.value}`).join(" ")}`.toLowerCase();
  const usable = (list: string[]) => list.map((e) => applicable(e, text)).filter((e): e is string => e !== undefined);
  const out: SeedReview[] = [];
  const usedTitles = new Set<string>();
  const usedSentences = new Set<string>();
  for (let i = 0; i < count; i++) {
    const score = r.weighted([[5, 50], [4, 33], [3, 10], [2, 7]] as const);
    const tone = score >= 4 ? "good" : score === 3 ? "mid" : "bad";
    let titles = usable(tone === "good" ? pool.goodTitles : tone === "mid" ? pool.midTitles : pool.badTitles);
    let sentences = usable(tone === "good" ? pool.good : tone === "mid" ? pool.mid : pool.bad);
    if (titles.length < 2) titles = [...titles, ...GENERIC[tone].titles];
    if (sentences.length < 2) sentences = [...sentences, ...GENERIC[tone].sentences];
    const fresh = titles.filter((t) => !usedTitles.has(t));
    const title = r.pick(fresh.length ? fresh : titles);
    usedTitles.add(title);
    const want = r.int(1, Math.min(2, sentences.length));
    const unused = sentences.filter((x) => !usedSentences.has(x));
    const body = r.sample(unused.length >= want ? unused : sentences, want);
    for (const x of body) usedSentences.add(x);
    if (tone === "good" && r.chance(0.35)) body.push(r.pick(SERVICE_GOOD));
    if (tone !== "good" && r.chance(0.25)) body.push(r.pick(SERVICE_BAD));
    if (tone === "good" && score === 4 && r.chance(0.3)) body.push(r.pick(["Eén ster minder omdat de levering wat langer duurde.", "Prijs is aan de hoge kant, maar je krijgt er kwaliteit voor terug.", "Alleen de verpakking kon wat minder plastic bevatten."]));
    out.push({
      id: ++counters.review,
      product_id: p.id,
      display_name: displayName(r),
      title,
      content: body.join(" "),
      score,
      days_ago: r.int(1, Math.max(1, Math.min(400, p.created_days_ago - 1))),
    });
  }
  return out.sort((a, b) => a.days_ago - b.days_ago);
}

// ---------------------------------------------------------------------------------------------

export function generateCatalog(count: number, seed: number): CatalogData {
  if (!Number.isInteger(count) || count < 1) throw new Error("count must be a positive integer");
  const root = new Rng(seed);
  const brands = new Map(BRANDS.map((b) => [b.slug, b]));
  const plan = allocate(count);
  const slots: { build: Builder; index: number }[] = [];
  for (const p of plan) for (let i = 0; i < p.n; i++) slots.push({ build: p.build, index: i });
  const order = root.fork(1).shuffle(slots);

  const scenarioRng = root.fork(2);
  const scenarios: Scenario[] = scenarioRng.shuffle(
    order.map((_, i): Scenario => {
      const x = i / order.length;
      return x < 0.35 ? "discount" : x < 0.44 ? "fake-drop" : x < 0.56 ? "increase" : x < 0.78 ? "sale-ended" : "stable";
    }),
  );
  const unavailable = new Set(scenarioRng.shuffle(order.map((_, i) => i)).slice(0, Math.round(order.length * 0.05)));

  const counters: Counters = { option: 0, value: 0, variant: 0, review: 0 };
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const slugs = new Set<string>();
  const products: SeedProduct[] = [];
  const drafts = new Map<number, Draft>();
  const productRng = root.fork(3);
  order.forEach((slot, i) => {
    const r = productRng.fork(i);
    const id = PRODUCT_ID_BASE + i + 1;
    let draft = slot.build({ r, brands, variant: 0 }, slot.index);
    for (let attempt = 1; (titles.has(draft.title) || descriptions.has(draft.description)) && attempt < 8; attempt++) draft = slot.build({ r, brands, variant: attempt }, slot.index);
    titles.add(draft.title);
    descriptions.add(draft.description);
    let slug = slugify(draft.title);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const product = assemble(r, draft, id, slug, scenarios[i]!, unavailable.has(i) && draft.type !== "abonnement", counters);
    products.push(product);
    drafts.set(id, draft);
  });

  assignCampaigns(root.fork(4), products, drafts);

  const byPopularity = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const rank = new Map(byPopularity.map((p, i) => [p.id, i]));
  const reviewRng = root.fork(5);
  const reviews = products.flatMap((p) => reviewsFor(reviewRng.fork(p.id), p, rank.get(p.id)!, products.length, counters));

  return { brands: BRANDS.map((b) => ({ ...b })), categories: CATEGORIES.map((c) => structuredClone(c)), products, reviews };
}

// ---------------------------------------------------------------------------------------------

function oneItemPerLine(items: unknown[]): string {
  return `[\n${items.map((x) => `  ${JSON.stringify(x)}`).join(",\n")}\n]\n`;
}

async function main(): Promise<void> {
  const { writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const dir = import.meta.dirname;
  const data = generateCatalog(DEMO_COUNT, DEMO_SEED);
  writeFileSync(join(dir, "brands.json"), `${JSON.stringify(data.brands, null, 2)}\n`);
  writeFileSync(join(dir, "categories.json"), `${JSON.stringify(data.categories, null, 2)}\n`);
  writeFileSync(join(dir, "products.json"), oneItemPerLine(data.products));
  writeFileSync(join(dir, "reviews.json"), oneItemPerLine(data.reviews));
  console.log(`catalog: ${data.products.length} products, ${data.brands.length} brands, ${data.categories.length} categories, ${data.reviews.length} reviews`);
}

const entry = (globalThis as { process?: { argv: string[] } }).process?.argv[1];
if (entry && import.meta.filename === entry) await main();
