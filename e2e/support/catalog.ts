/**
 * Catalogue helpers for the specs: the seeded catalogue (kv-seed/catalog/*.json), the /v1 API as the
 * oracle for what a page must show, euro amounts written out independently of the app's formatter,
 * and a visitor who has already answered the cookie bar and closed the newsletter pop-up (so neither
 * covers the page while a test clicks through the catalogue).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import type { CategoryListing, Product, ProductTile, Reviews, SearchResults } from "../../app/lib/api/types/catalog";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../../app/lib/constants";
import { expect } from "../fixtures";

const dir = join(import.meta.dirname, "..", "..", "kv-seed", "catalog");
const read = <T>(name: string): T => JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")) as T;

interface SeedCategory {
  id: number;
  slug: string;
  title: string;
  parent: string | null;
  kind: string;
  countdown: "daily" | "weekly" | null;
  promo_banner: boolean;
  content: { intro?: string; steps?: { title: string; text: string }[] };
}
interface SeedBrand {
  slug: string;
  name: string;
}
interface SeedProduct {
  id: number;
  slug: string;
  title: string;
  main_category: string;
}

export const catalogSeed = {
  categories: read<SeedCategory[]>("categories"),
  brands: read<SeedBrand[]>("brands"),
  products: read<SeedProduct[]>("products"),
};

export function seedCategory(slug: string): SeedCategory {
  const c = catalogSeed.categories.find((x) => x.slug === slug);
  if (!c) throw new Error(`no seeded category '${slug}'`);
  return c;
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The /v1 answers a page is built from. */
export const catalogApi = {
  category: (request: APIRequestContext, path: string, querystring = "") =>
    data<CategoryListing>(request, `/v1/catalog/overview/category?${new URLSearchParams({ path, querystring })}`),
  search: (request: APIRequestContext, term: string, path = "") =>
    data<SearchResults>(request, `/v1/catalog/search?${new URLSearchParams({ search_term: term, path })}`),
  product: (request: APIRequestContext, slug: string) => data<Product>(request, `/v1/catalog/product/${slug}`),
  reviews: (request: APIRequestContext, id: number) => data<Reviews>(request, `/v1/catalog/product/${id}/reviews`),
  related: (request: APIRequestContext, id: number) => data<ProductTile[]>(request, `/v1/catalog/suggested-products/${id}`),
};

/** "€ 1.299,00": euro sign, space, dots between thousands, comma and two decimals (written out here, not the app's formatEuro). */
export function euro(cents: number): string {
  const euros = Math.floor(cents / 100).toLocaleString("nl-NL", { useGrouping: true });
  return `€ ${euros},${String(cents % 100).padStart(2, "0")}`;
}

const EURO = /€\s?(\d{1,3}(?:\.\d{3})*),(\d{2})/gu;

/** The last euro amount in a text, in cents ("Nu: € 1.099,95" -> 109995). */
export function parseEuro(text: string): number {
  const all = [...text.matchAll(EURO)];
  const m = all.at(-1);
  if (!m) throw new Error(`no euro amount in '${text}'`);
  return Number(m[1]!.replace(/\./gu, "")) * 100 + Number(m[2]);
}

/** "Noorderlicht Slaapcomfort" -> "noorderlicht-slaapcomfort", the readable form of a filter value. */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "");
}

/**
 * A returning visitor: the cookie choice is stored and the newsletter pop-up was closed before, so
 * neither the cookie bar nor the pop-up lies over the catalogue.
 */
export async function returningVisitor(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL },
  ]);
}
