/**
 * A search result links to the variant its query names, and the product page opens with it chosen
 * (docs/decisions/031): the tiles' URLs, the product API's ?variant=, the rendered page's checked options,
 * its canonical URL and the page cache.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Product } from "../../../app/lib/api/types/catalog";
import { linkedTileQueries } from "../../../worker/api/catalog/variant-links";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../worker/edge/cache";
import { PAGE_CACHE_HEADER } from "../../../worker/edge/page-cache";
import { catalogData, json, seedCatalog } from "../../helpers/catalog";
import { browserGet, untilPageCacheHit, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";

type SeedProduct = (typeof catalogData.products)[number];

/** The seed variant of a product whose option values have these titles (sizes by their leading AxB). */
function seedVariant(p: SeedProduct, titles: string[]): number | undefined {
  const ids = titles.map((t) => p.options.flatMap((o) => o.values).find((v) => v.title === t || v.title.startsWith(`${t} `))?.id);
  if (ids.some((id) => id === undefined)) return undefined;
  return p.variants.find((v) => ids.every((id) => v.option_value_ids.includes(id!)))?.id;
}

/** A fitted sheet with a white 160x200 variant, which is not the variant its page opens with by itself. */
const sheet = catalogData.products.find((p) => p.type === "hoeslaken" && p.options.length === 2 && seedVariant(p, ["160x200", "Wit"]) !== undefined)!;
const white160 = seedVariant(sheet, ["160x200", "Wit"])!;
/** A (molton) fitted sheet with sizes only. */
const plainSheet = catalogData.products.find((p) => p.title.includes("Hoeslaken") && p.options.length === 1 && seedVariant(p, ["160x200"]) !== undefined)!;
/** A duvet without a 160x200 size (nothing of the query names one of its values). */
const duvet = catalogData.products.find((p) => p.type === "dekbed" && seedVariant(p, ["160x200"]) === undefined && p.options.every((o) => o.values.every((v) => v.title !== "Wit")))!;
/** A variant of another product. */
const foreign = catalogData.products.find((p) => p.id !== sheet.id)!.variants[0]!.id;

/** The search page's tiles of these products for a query, read in one batch as the search answer reads them. */
async function linkedTiles(ids: number[], term: string) {
  const q = linkedTileQueries(env.DB, ids, term);
  return q.read(await env.DB.batch(q.statements));
}

const state = (res: Response) => res.headers.get(PAGE_CACHE_HEADER);

async function productApi(path: string): Promise<Product> {
  const res = await worker(path);
  const body = await json<{ data: Product }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(200);
  return body.data;
}

/** name=value of every checked radio of a rendered page. */
function checkedRadios(html: string): string[] {
  return [...html.matchAll(/<input\b[^>]*>/gu)]
    .map((m) => m[0])
    .filter((tag) => /type="radio"/u.test(tag) && /\schecked(?:=""|\s|\/|>)/u.test(tag))
    .map((tag) => `${/name="([^"]*)"/u.exec(tag)?.[1]}=${/value="([^"]*)"/u.exec(tag)?.[1]}`)
    .sort();
}
const radiosOf = (p: SeedProduct, variantId: number) =>
  p.options.map((o) => `optie-${o.code}=${o.values.find((v) => p.variants.find((x) => x.id === variantId)!.option_value_ids.includes(v.id))!.id}`).sort();

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
  expect({ sheet: sheet?.id, plainSheet: plainSheet?.id, duvet: duvet?.id }).toEqual({ sheet: expect.any(Number), plainSheet: expect.any(Number), duvet: expect.any(Number) });
});

let version = 0;
beforeEach(async () => {
  // Every test starts a page cache key space of its own.
  await env.CACHE.put(SEED_VERSION_KEY, `variant-links-${++version}`);
  resetCacheVersionMemo();
});

describe("search result tiles link to the variant the query names", () => {
  it("'hoeslaken wit 160x200': the sheet to its white 160x200, a sheet without colours to its 160x200, a duvet without that size as it is", async () => {
    const linked = await linkedTiles([sheet.id, plainSheet.id, duvet.id], "hoeslaken wit 160x200");
    expect(linked.map((t) => t.url)).toEqual([
      `/${sheet.slug}.html?variant=${white160}`,
      `/${plainSheet.slug}.html?variant=${seedVariant(plainSheet, ["160x200"])}`,
      `/${duvet.slug}.html`,
    ]);
  });

  it("other spellings of the same size and colour give the same variant", async () => {
    for (const term of ["witte hoeslaken 160 x 200", "hoeslaken 160/200 WIT", "hoeslaken wit 160 bij 200 cm"]) {
      expect((await linkedTiles([sheet.id], term))[0]!.url, term).toBe(`/${sheet.slug}.html?variant=${white160}`);
    }
  });

  it("a query that names no option value leaves every URL as it is", async () => {
    const ids = [sheet.id, plainSheet.id, duvet.id];
    expect((await linkedTiles(ids, "hoeslaken katoen")).map((t) => t.url)).toEqual([sheet, plainSheet, duvet].map((p) => `/${p.slug}.html`));
  });
});

describe("the product API and page with ?variant=", () => {
  it("the API answers with that variant chosen, and its price", async () => {
    const plain = await productApi(`/v1/catalog/product/${sheet.slug}`);
    expect(plain.variant_id).not.toBe(white160);
    const chosen = await productApi(`/v1/catalog/product/${sheet.slug}?variant=${white160}`);
    expect(chosen.variant_id).toBe(white160);
    expect(chosen.price).toEqual(chosen.variants.find((v) => v.id === white160)!.price);
  });

  it.each([["junk", "abc"], ["negative", "-5"], ["zero", "0"], ["too long", "99999999999"], ["empty", ""], ["exponent", "1e3"], ["another product's variant", String(foreign)]])(
    "a %s value is ignored: the default variant, no error",
    async (_name, value) => {
      const plain = await productApi(`/v1/catalog/product/${sheet.slug}`);
      const asked = await productApi(`/v1/catalog/product/${sheet.slug}?variant=${encodeURIComponent(value)}`);
      expect(asked.variant_id).toBe(plain.variant_id);
      const page = await browserGet(`/${sheet.slug}.html?variant=${encodeURIComponent(value)}`);
      expect(page.status).toBe(200);
      expect(checkedRadios(await page.text())).toEqual(radiosOf(sheet, plain.variant_id!));
    },
  );

  it("the rendered page shows white and 160x200 checked; its canonical URL has no parameter", async () => {
    const res = await browserGet(`/${sheet.slug}.html?variant=${white160}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(checkedRadios(html)).toEqual(radiosOf(sheet, white160));
    const canonical = /<link[^>]*rel="canonical"[^>]*>/u.exec(html)?.[0] ?? "";
    expect(canonical).toMatch(new RegExp(`href="[^"]*/${sheet.slug}\\.html"`, "u"));
  });

  it("the page cache keeps a copy per ?variant=: the plain page's copy is never answered for it, nor the other way round", async () => {
    const plainPath = `/${sheet.slug}.html`;
    const variantPath = `${plainPath}?variant=${white160}`;
    const defaultId = (await productApi(`/v1/catalog/product/${sheet.slug}`)).variant_id!;
    // The plain page first, until it is answered from the cache.
    const res = await untilPageCacheHit(() => browserGet(plainPath));
    expect(state(res)).toBe("hit");
    await res.arrayBuffer();
    // The variant's page is a copy of its own: rendered (miss), with its variant checked, then a hit of its own.
    const first = await browserGet(variantPath);
    expect(state(first)).toBe("miss");
    expect(checkedRadios(await first.text())).toEqual(radiosOf(sheet, white160));
    const again = await untilPageCacheHit(() => browserGet(variantPath));
    expect(state(again)).toBe("hit");
    expect(checkedRadios(await again.text())).toEqual(radiosOf(sheet, white160));
    const plainAgain = await browserGet(plainPath);
    expect(state(plainAgain)).toBe("hit");
    expect(checkedRadios(await plainAgain.text())).toEqual(radiosOf(sheet, defaultId));
  });
});
