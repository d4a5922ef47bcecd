/**
 * GET /v1/catalog/search links each result to the variant its query names (docs/decisions/031): a search
 * for white 160x200 fitted sheets opens each sheet's page with white and 160x200 chosen. Needs the search
 * index that knows sizes and colours (spec section 5; the search_fts index, migration 0026).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Product, SearchResults } from "../../../app/lib/api/types/catalog";
import { json, seedCatalog } from "../../helpers/catalog";
import { worker } from "../../helpers/http";

async function get<T>(path: string): Promise<T> {
  const res = await worker(path);
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(200);
  return body.data;
}
const search = (term: string) => get<SearchResults>(`/v1/catalog/search?${new URLSearchParams({ search_term: term, querystring: "range=1-2" })}`);

/** The option value titles of the variant a tile's URL chooses (read from the product API with that URL's query), and of its colours. */
async function chosenTitles(url: string): Promise<{ chosen: string[]; colours: string[] }> {
  const [path, query] = url.split("?");
  const product = await get<Product>(`/v1/catalog/product/${path!.slice(1, -".html".length)}?${query}`);
  const variant = product.variants.find((v) => v.id === product.variant_id)!;
  return {
    chosen: product.options.flatMap((o) => o.values.filter((v) => variant.option_value_ids.includes(v.id)).map((v) => v.title)),
    colours: product.options.filter((o) => o.code === "kleur").flatMap((o) => o.values.map((v) => v.title)),
  };
}

beforeAll(async () => {
  await seedCatalog();
});

describe("search results link to the variant the query names", () => {
  it.each(["hoeslaken wit 160x200", "witte hoeslaken 160 x 200"])("%s: every linked tile chooses 160x200, and white where the product has it", async (term) => {
    const results = await search(term);
    const linked = results.products.filter((t) => /\?variant=\d+$/u.test(t.url));
    expect(linked.length, `${results.products.length} results, none linked to a variant`).toBeGreaterThan(0);
    let white = 0;
    for (const tile of linked) {
      const { chosen, colours } = await chosenTitles(tile.url);
      expect(chosen.some((t) => t === "160x200" || t.startsWith("160x200 ")), `${tile.url}: ${chosen.join(", ")}`).toBe(true);
      if (colours.includes("Wit")) expect(chosen, tile.url).toContain("Wit");
      if (chosen.includes("Wit")) white++;
    }
    expect(white, "no white sheet linked").toBeGreaterThan(0);
  });

  it("a query that names no size or colour links every tile to the product page as it is", async () => {
    const results = await search("hoeslaken");
    expect(results.products.length).toBeGreaterThan(0);
    for (const tile of results.products) expect(tile.url).toBe(`/${tile.slug}.html`);
  });
});
