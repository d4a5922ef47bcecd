/**
 * Ranking of search results (spec section 5, search on /zoeken/) on a fixed, crafted assortment, so that
 * every order below follows from one rule: the exact phrase in the title before all words elsewhere
 * before a typo-corrected match; a title match before a match only in the attributes, before a match
 * only in the description; among equal matches the more popular first; a sold-out product last even when
 * it matches best. Popularity is set against each expected order, so a search that sorts by popularity
 * (or by id) alone fails. This file seeds only the crafted assortment (each test file starts from an
 * empty migrated D1).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogSql, type CatalogData } from "../../../../kv-seed/catalog/catalog-sql";
import type { SeedProduct } from "../../../../kv-seed/catalog/types";
import { SEED_DAY } from "../../../helpers/catalog";
import { search } from "./search-api";

const BRAND = { id: 1, slug: "proefmerk", name: "Proefmerk", description: "Een merk voor de test." };
const CATEGORY = {
  id: 1,
  slug: "woontextiel",
  title: "Woontextiel",
  sub_title: null,
  parent: null,
  kind: "overview" as const,
  filter_count: 4,
  countdown: null,
  promo_banner: false,
  position: 1,
  content: {},
};

interface Craft {
  title: string;
  popularity: number;
  description?: string;
  colour?: string;
  attributes?: Record<string, { slug: string; title: string }[]>;
  soldOut?: boolean;
}

/** A complete seed product from the few fields a ranking rule is about; everything else is the same for all. */
function product(id: number, c: Craft): SeedProduct {
  const slug = c.title.toLowerCase().replace(/[^a-z0-9]+/gu, "-");
  const colour = c.colour ?? "Naturel";
  const stock = c.soldOut ? 0 : 25;
  return {
    id,
    slug: `${slug}-${id}`,
    sku: `PROEF-${id}`,
    title: c.title,
    brand: BRAND.slug,
    type: "tuin",
    main_category: CATEGORY.slug,
    categories: [CATEGORY.slug],
    description: c.description ?? "Een zacht stuk textiel voor in huis, in een doos geleverd.",
    specifications: [{ label: "Wasbaar op", value: "30 °C" }],
    delivery: "Voor 23:59 besteld, morgen in huis",
    color: { title: colour, hex: "#cccccc" },
    images: [1, 2].map((n) => ({ src: `/img/p/tuin/cccccc/${n}.svg`, width: 800, height: 800, alt: `${c.title}, beeld ${n}` })),
    options: [{ id: 1, code: "maat", title: "Maat", values: [{ id: 1, title: "130x170" }] }],
    variants: [{ id: 1, sku: `PROEF-${id}-130X170`, option_value_ids: [1], price_delta: 0, stock }],
    attributes: {
      merk: [{ slug: BRAND.slug, title: BRAND.name }],
      maat: [{ slug: "130x170", title: "130x170" }],
      kleur: [{ slug: colour.toLowerCase(), title: colour }],
      ...c.attributes,
    },
    price_history: [{ days_ago: 0, price: 4995 }],
    stock,
    available: !c.soldOut,
    popularity: c.popularity,
    created_days_ago: 30,
  };
}

const merino = [{ slug: "merino", title: "Merino" }];
const ASSORTMENT: Record<number, Craft> = {
  // "merino plaid": phrase in the title > all words > typo-corrected ("marino")
  1: { title: "Merino Plaid Oslo", popularity: 10 },
  2: { title: "Merino Oslo Plaid", popularity: 50 },
  3: { title: "Oslo Plaid Fijn", popularity: 70, attributes: { materiaal: merino } },
  4: { title: "Marino Plaid Oslo", popularity: 90 },
  // "lavendel": title > attribute only > description only
  11: { title: "Fjell Sprei Lavendel", popularity: 5 },
  12: { title: "Fjell Sprei Nova", popularity: 60, colour: "Lavendel" },
  13: { title: "Fjell Sprei Luna", popularity: 95, description: "Een sprei met de zachte geur van lavendel, in een doos geleverd." },
  // "kiezel": equal matches, the more popular first
  21: { title: "Kiezel Kussen Rood", popularity: 100, colour: "Rood" },
  22: { title: "Kiezel Kussen Geel", popularity: 900, colour: "Geel" },
  23: { title: "Kiezel Kussen Mint", popularity: 400, colour: "Mint" },
  // "duin sprei": the sold-out exact match last
  31: { title: "Duin Sprei", popularity: 999, soldOut: true },
  32: { title: "Duin Sprei Wafel Groot", popularity: 1 },
  33: { title: "Sprei Duin Ruit", popularity: 2 },
};

const data: CatalogData = {
  brands: [BRAND],
  categories: [CATEGORY],
  products: Object.entries(ASSORTMENT).map(([id, c]) => product(Number(id), c)),
  reviews: [],
};

beforeAll(async () => {
  const statements = catalogSql(data, SEED_DAY);
  for (let i = 0; i < statements.length; i += 25) {
    await env.DB.batch(statements.slice(i, i + 25).map((sql) => env.DB.prepare(sql)));
  }
});

/** The result ids in order, and the positions of the given ids in it (-1 when absent). */
async function ranked(term: string): Promise<{ order: number[]; at: (id: number) => number; msg: string }> {
  const r = await search(term, "");
  const order = r.products.map((p) => p.id);
  return { order, at: (id) => order.indexOf(id), msg: `${term}: ${r.products.map((p) => `${p.id} ${p.title}`).join(" | ")}` };
}

describe("search ranking on a crafted assortment", () => {
  it("the exact phrase in the title first, then all words (title before attributes), then the typo-corrected match", async () => {
    const { at, msg } = await ranked("merino plaid");
    expect(at(1), msg).toBe(0);
    expect(at(2), msg).toBe(1);
    expect(at(3), msg).toBe(2);
    // the typo-corrected product may be left out, but never ranks above an exact one
    if (at(4) >= 0) expect(at(4), msg).toBe(3);
  });

  it("a title match before a match only in the attributes, before a match only in the description", async () => {
    const { at, msg } = await ranked("lavendel");
    expect(at(11), msg).toBe(0);
    expect(at(12), msg).toBe(1);
    if (at(13) >= 0) expect(at(13), msg).toBe(2);
  });

  it("among equal matches the more popular first", async () => {
    const { order, msg } = await ranked("kiezel");
    expect(order, msg).toEqual([22, 23, 21]);
  });

  it("a sold-out product comes last, even when it matches best and is the most popular", async () => {
    const { order, at, msg } = await ranked("duin sprei");
    expect(at(32), msg).toBeGreaterThanOrEqual(0);
    expect(at(33), msg).toBeGreaterThanOrEqual(0);
    expect(at(31), msg).toBe(order.length - 1);
  });
});
