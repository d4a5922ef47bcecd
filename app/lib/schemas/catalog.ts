import { z } from "./zod";
import { CATEGORY_PATH, slugPattern } from "../../kernel/patterns";
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "../constants";

/**
 * Query and path parameters of /v1/catalog and /v1/content, with their Dutch messages. The Worker checks
 * them through hono's validator; the storefront may use them to build valid links.
 */

const SLUG = slugPattern(80);
const PRODUCT_KEY = /^(?:\d{1,10}|[a-z0-9][a-z0-9-]{0,190})$/u;
const PRODUCT_ID = /^\d{1,10}$/u;
const IDS = /^\d{1,10}(?:,\d{1,10}){0,23}$/u;

export const MAX_PAGE = 500;
export const MAX_RANGE_PAGES = 20;

/** A category path without its outer slashes, e.g. "matrassen/pocketvering". */
export const categoryPathSchema = (message: string) =>
  z
    .string({ error: message })
    .default("")
    .transform((p) => p.replace(/^\/+|\/+$/gu, ""))
    .pipe(z.string().regex(CATEGORY_PATH, message));

export const categoryPathQuery = z.object({ path: categoryPathSchema("Geef een geldig categoriepad op (path).") });

/** /v1/catalog/overview/category: the category path with filter segments, and the listing's querystring. */
export const overviewPathQuery = z.object({
  path: z.string({ error: "Geef een categoriepad op (path), van hooguit 512 tekens." }).min(1, "Geef een categoriepad op (path), van hooguit 512 tekens.").max(512, "Geef een categoriepad op (path), van hooguit 512 tekens."),
  querystring: z.string({ error: "De querystring is te lang." }).max(256, "De querystring is te lang.").default(""),
});

/** Filter segments and querystring of a search or brand listing. */
export const listingQuery = z.object({
  path: z.string({ error: "Het filterpad of de querystring is te lang." }).max(512, "Het filterpad of de querystring is te lang.").default(""),
  querystring: z.string({ error: "Het filterpad of de querystring is te lang." }).max(256, "Het filterpad of de querystring is te lang.").default(""),
});

/** `page=N` (one page, for load more) or `range=A-B` (pages A..B, for a reload). */
export const pageRequestSchema = z
  .object({ page: z.string().optional(), range: z.string().optional() })
  .transform((q, ctx) => {
    if (q.page !== undefined && q.range !== undefined) {
      ctx.addIssue({ code: "custom", message: "Gebruik page of range, niet allebei." });
      return z.NEVER;
    }
    if (q.page !== undefined) {
      const n = Number(q.page);
      if (!/^\d{1,6}$/u.test(q.page) || n < 1 || n > MAX_PAGE) {
        ctx.addIssue({ code: "custom", message: `Ongeldig paginanummer: '${q.page.slice(0, 20)}'.` });
        return z.NEVER;
      }
      return { first: n, last: n };
    }
    if (q.range !== undefined) {
      const m = /^(\d{1,6})-(\d{1,6})$/u.exec(q.range);
      const a = Number(m?.[1]);
      const b = Number(m?.[2]);
      if (!m || a < 1 || b < a || b > MAX_PAGE || b - a + 1 > MAX_RANGE_PAGES) {
        ctx.addIssue({ code: "custom", message: `Ongeldig paginabereik: '${q.range.slice(0, 20)}'.` });
        return z.NEVER;
      }
      return { first: a, last: b };
    }
    return { first: 1, last: 1 };
  });
export type PageRequest = z.output<typeof pageRequestSchema>;

export const productKeyParam = z.object({ key: z.string().regex(PRODUCT_KEY, "Dit product bestaat niet.") });

export const productDebugQuery = z.object({
  debug: z.literal("quickview", { error: "debug kan alleen 'quickview' zijn." }).optional(),
});

export const productIdParam = z.object({
  id: z.string().regex(PRODUCT_ID, "Het product-id moet een getal zijn.").transform(Number),
});

export const reviewsQuery = z.object({
  page: z
    .string({ error: "Ongeldig paginanummer." })
    .default("1")
    .refine((p) => /^\d{1,4}$/u.test(p) && Number(p) >= 1, "Ongeldig paginanummer.")
    .transform(Number),
});

export const suggestedIdsQuery = z.object({
  ids: z
    .string({ error: "ids is een lijst van hooguit 24 product-id's, gescheiden door komma's." })
    .regex(IDS, "ids is een lijst van hooguit 24 product-id's, gescheiden door komma's.")
    .transform((ids) => [...new Set(ids.split(",").map(Number))])
    .optional(),
});

const trimmedTerm = z.string({ error: `Zoek op minstens ${SEARCH_MIN_CHARS} tekens.` }).default("").transform((t) => t.trim());

/** The search term, trimmed, at least SEARCH_MIN_CHARS long. */
export const searchTermMinQuery = z.object({
  search_term: trimmedTerm.pipe(z.string().min(SEARCH_MIN_CHARS, `Zoek op minstens ${SEARCH_MIN_CHARS} tekens.`)),
});

/** The search term, trimmed, SEARCH_MIN_CHARS to SEARCH_MAX_CHARS long. */
export const searchTermQuery = z.object({
  search_term: trimmedTerm.pipe(
    z.string().min(SEARCH_MIN_CHARS, `Zoek op minstens ${SEARCH_MIN_CHARS} tekens.`).max(SEARCH_MAX_CHARS, `Zoek op hooguit ${SEARCH_MAX_CHARS} tekens.`),
  ),
});

export const brandQuery = z.object({ brand: z.string({ error: "Geef een geldig merk op (brand)." }).regex(SLUG, "Geef een geldig merk op (brand).") });

export const SITEMAP_COMPONENTS = ["categories", "brands", "services", "blog"] as const;
export type SitemapComponent = (typeof SITEMAP_COMPONENTS)[number];

export const sitemapQuery = z.object({
  components: z
    .string()
    .default("categories,brands,services")
    .transform((v, ctx) => {
      const wanted = v.split(",").filter(Boolean);
      const bad = wanted.find((w) => !(SITEMAP_COMPONENTS as readonly string[]).includes(w));
      if (bad !== undefined) {
        ctx.addIssue({ code: "custom", message: `Onbekend onderdeel: '${bad.slice(0, 30)}'. Kies uit ${SITEMAP_COMPONENTS.join(", ")}.` });
        return z.NEVER;
      }
      return wanted as SitemapComponent[];
    }),
});

/** A content slug (service page, blog article). */
export const slugParam = (message: string) => z.object({ slug: z.string().regex(SLUG, message) });
