/**
 * What each seed command writes (docs/decisions/032-releases.md). Pure: no I/O, usable from the commands and
 * the tests.
 *
 * - content (`npm run content`): the shop's own content documents (settings such as navigation, footer and
 *   banners, the service pages and blog), the chat passages made from those pages, and the search synonyms
 *   (a term the shop already has is never overwritten). Safe for production.
 * - demo (`npm run demo`): the demo catalogue (brands, categories, products, reviews, price history, search
 *   rows), the demo discount codes and campaign rules, the demo postcodes, the wizards and configurators
 *   (they point at the demo catalogue's categories, filter values and product ids), and the back office's demo
 *   staff (kv-seed/staff-sql.ts). Refused for production.
 */
import { catalogSql, type CatalogData } from "./catalog/catalog-sql.ts";
import { discountsSql, type DiscountData } from "./catalog/discounts-sql.ts";
import { chatPassagesSql } from "./chat-passages-sql.ts";
import type { ConfiguratorFiles } from "./configurator/build.ts";
import { configuratorSql } from "./configurator/configurator-sql.ts";
import { contentSql } from "./content-sql.ts";
import { postcodesSql, type PostcodeRange } from "./postcodes-sql.ts";
import { searchSynonymsSql } from "./search-synonyms-sql.ts";
import { staffSql } from "./staff-sql.ts";
import { wizardsSql, type SeedWizard } from "./wizards/wizards-sql.ts";

/** Tables `npm run content` writes (search_meta: the search lexicon's version, renewed when a synonym was added). */
export const CONTENT_TABLES = ["content", "chat_passages", "search_synonyms", "search_meta"] as const;

/** Tables `npm run demo` writes; content never writes one of them. */
export const DEMO_TABLES = [
  "brands",
  "categories",
  "category_facets",
  "products",
  "variants",
  "product_options",
  "product_option_values",
  "product_attributes",
  "facet_values",
  "product_facets",
  "product_categories",
  "product_images",
  "price_history",
  "reviews",
  "search_rows",
  "search_fts",
  "search_primary_fts",
  "search_vocab",
  "discount_codes",
  "campaign_rules",
  "postcodes",
  "wizards",
  "wizard_questions",
  "wizard_answers",
  "configurators",
  "staff",
] as const;

export interface ContentInput {
  /** The content documents by key (kv-seed/content/*.json). */
  documents: Record<string, unknown>;
  /** Service pages and blog articles by content key ("service:<slug>", "blog:<slug>"). */
  pages: Record<string, unknown>;
  /** kv-seed/content/search-synonyms.json. */
  synonyms: Record<string, string[]>;
}

export interface DemoInput {
  catalog: CatalogData;
  /** YYYY-MM-DD: the catalogue's relative dates are counted back from it. */
  today: string;
  discounts: DiscountData;
  postcodes: PostcodeRange[];
  wizards: SeedWizard[];
  configurator: ConfiguratorFiles;
}

export function contentStatements(input: ContentInput): string[] {
  return [
    ...contentSql(input.documents).split("\n"),
    ...contentSql(input.pages).split("\n"),
    ...chatPassagesSql(input.pages),
    ...searchSynonymsSql(input.synonyms),
  ].filter((s) => s.length > 0);
}

/** In this order: discount codes, wizards and configurators find their categories and products by slug and id. */
export function demoStatements(input: DemoInput): string[] {
  return [
    ...catalogSql(input.catalog, input.today),
    ...discountsSql(input.discounts),
    ...postcodesSql(input.postcodes),
    ...wizardsSql(input.wizards),
    ...configuratorSql(input.catalog.products, input.configurator),
    ...staffSql(Math.floor(Date.parse(`${input.today}T00:00:00Z`) / 1000)),
  ];
}

/**
 * What the seed version (KV meta:seed-version, docs/decisions/004) is made of: the files, not the day, so a
 * second run writes the same version.
 */
export function contentVersionSource(input: ContentInput): string {
  return JSON.stringify(["content", contentSql(input.documents), contentSql(input.pages), input.synonyms]);
}

export function demoVersionSource(input: DemoInput): string {
  return JSON.stringify(["demo", input.catalog, input.discounts, input.postcodes, input.wizards, input.configurator]);
}

/** The tables a statement writes (INSERT INTO, DELETE FROM, UPDATE; not an upsert's DO UPDATE SET), lower case. */
export function tablesWritten(statement: string): string[] {
  const found = statement.matchAll(/\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|DELETE\s+FROM|(?<!DO\s+)UPDATE)\s+([a-z_][a-z0-9_]*)/giu);
  return [...new Set([...found].map((m) => m[1]!.toLowerCase()))];
}
