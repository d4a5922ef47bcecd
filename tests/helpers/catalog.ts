import { env } from "cloudflare:workers";
import brands from "../../kv-seed/catalog/brands.json";
import categories from "../../kv-seed/catalog/categories.json";
import products from "../../kv-seed/catalog/products.json";
import reviews from "../../kv-seed/catalog/reviews.json";
import { catalogSql, daysBefore, type CatalogData } from "../../kv-seed/catalog/catalog-sql";
import { contentSql } from "../../kv-seed/content-sql";
import searchSynonyms from "../../kv-seed/content/search-synonyms.json";
import { searchSynonymsSql } from "../../kv-seed/search-synonyms-sql";
import { fillFigures } from "../../kv-seed/content/figures";
import blogBeterSlapen from "../../kv-seed/content/blog/beter-slapen-in-de-zomer.json";
import blogBoxspring from "../../kv-seed/content/blog/boxspring-kopen-waar-let-je-op.json";
import blogWarmteklasse from "../../kv-seed/content/blog/dekbed-warmteklasse-uitgelegd.json";
import blogHoofdkussen from "../../kv-seed/content/blog/hoe-vaak-vervang-je-je-hoofdkussen.json";
import blogWassen from "../../kv-seed/content/blog/je-dekbed-wassen-zo-doe-je-dat.json";
import blogPocketvering from "../../kv-seed/content/blog/pocketvering-of-koudschuim.json";
import blogWelkMatras from "../../kv-seed/content/blog/welk-matras-past-bij-mij.json";
import serviceVoorwaarden from "../../kv-seed/content/service/algemene-voorwaarden.json";
import serviceBedrijven from "../../kv-seed/content/service/bedrijven.json";
import serviceBestellen from "../../kv-seed/content/service/bestellen-leveren.json";
import serviceContact from "../../kv-seed/content/service/klantenservice-contact.json";
import serviceOverOns from "../../kv-seed/content/service/over-ons.json";
import servicePrivacy from "../../kv-seed/content/service/privacy.json";
import serviceRetourneren from "../../kv-seed/content/service/retourneren.json";
import serviceReview from "../../kv-seed/content/service/review-schrijven.json";
import serviceFaq from "../../kv-seed/content/service/veelgestelde-vragen.json";

/** The demo assortment of kv-seed/catalog/*.json, as `npm run seed` loads it. */
export const catalogData = { brands, categories, products, reviews } as unknown as CatalogData;

/** The service pages as the seed stores them (shop figures such as {{gratis_vanaf}} filled in). */
export const servicePages = fillFigures([
  serviceContact,
  serviceVoorwaarden,
  serviceFaq,
  serviceBestellen,
  serviceRetourneren,
  serviceReview,
  serviceBedrijven,
  serviceOverOns,
  servicePrivacy,
]) as { slug: string; title: string; blocks: { type: string; id?: string; text?: string }[] }[];

export const blogArticles = [blogBeterSlapen, blogBoxspring, blogWarmteklasse, blogHoofdkussen, blogWassen, blogPocketvering, blogWelkMatras] as {
  slug: string;
  title: string;
  published: string;
}[];

/** The seeding day handed to catalogSql: price-history and review dates count back from it. */
export const SEED_DAY = new Date().toISOString().slice(0, 10);

/** ISO date of a history entry's days_ago, relative to SEED_DAY. */
export const seedDate = (daysAgo: number) => daysBefore(SEED_DAY, daysAgo);

const CHUNK = 25;

/**
 * Loads the demo catalogue (brands, categories, 440 products, reviews, price history, search index)
 * and the service pages and blog articles into the test D1. Idempotent, so it may run in every file's
 * beforeAll.
 */
export async function seedCatalog(): Promise<void> {
  const statements = [...searchSynonymsSql(searchSynonyms), ...catalogSql(catalogData, SEED_DAY)];
  for (let i = 0; i < statements.length; i += CHUNK) {
    await env.DB.batch(statements.slice(i, i + CHUNK).map((sql) => env.DB.prepare(sql)));
  }
  const pages: Record<string, unknown> = {};
  for (const p of servicePages) pages[`service:${p.slug}`] = p;
  for (const a of blogArticles) pages[`blog:${a.slug}`] = a;
  await env.DB.batch(
    contentSql(pages)
      .split("\n")
      .map((sql) => env.DB.prepare(sql)),
  );
}

/** A product of the seed by id (throws when absent, so a test never silently checks nothing). */
export function seedProduct(id: number): CatalogData["products"][number] {
  const p = catalogData.products.find((x) => x.id === id);
  if (!p) throw new Error(`no seed product ${id}`);
  return p;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Reads a JSON body, failing loudly with the status and text when it is not JSON. */
export async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`not JSON (status ${res.status}): ${text.slice(0, 200)}`);
  }
}
