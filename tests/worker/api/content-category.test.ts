/**
 * GET /v1/content/category (spec section 7, Content): a category's header (spec section 3: title, sub_title,
 * image; spec section 2: breadcrumb, countdown, an action's steps) from D1, through the KV cache layer; an
 * unknown category is a Dutch 404 and a bad path a Dutch 400, like the other content endpoints.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CategoryHeader } from "../../../app/lib/api/types/content";
import categories from "../../../kv-seed/catalog/categories.json";
import { json, seedCatalog, type ApiErrorBody } from "../../helpers/catalog";
import { untilCacheHit, worker } from "../../helpers/http";
import { clearKv } from "../../helpers/kv";

const header = (path: string) => worker(`/v1/content/category?${new URLSearchParams({ path })}`);

/** The seed's category of that slug (throws when absent, so no test checks nothing). */
function seedCategory(slug: string) {
  const c = categories.find((x) => x.slug === slug);
  if (!c) throw new Error(`no seed category ${slug}`);
  return c as typeof c & { content: { header_image?: unknown; steps?: unknown } };
}

async function ok(res: Response): Promise<CategoryHeader> {
  const body = await json<{ data: CategoryHeader }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  expect(Object.keys(body)).toEqual(["data"]);
  return body.data;
}

beforeAll(async () => {
  await seedCatalog();
});

beforeEach(async () => {
  await clearKv();
});

describe("GET /v1/content/category", () => {
  it("an action category: title, subtitle, header image, breadcrumb and its 'Hoe werkt deze actie?' steps as seeded", async () => {
    const sale = seedCategory("acties/sale");
    expect(await ok(await header("acties/sale"))).toEqual({
      title: "Sale",
      sub_title: "Tot 50% korting",
      image: sale.content.header_image,
      breadcrumbs: [
        { title: "Home", url: "/" },
        { title: "Acties", url: "/acties/" },
        { title: "Sale", url: "/acties/sale/" },
      ],
      countdown: null,
      steps: sale.content.steps,
    });
    expect(sale.content.header_image).toBeTruthy();
    expect((sale.content.steps as unknown[]).length).toBeGreaterThan(0);
  });

  it("an overview category without image or steps; a subcategory without subtitle; the daily deals with their countdown", async () => {
    expect(await ok(await header("matrassen"))).toEqual({
      title: "Matrassen",
      sub_title: "100 nachten proefslapen",
      image: null,
      breadcrumbs: [
        { title: "Home", url: "/" },
        { title: "Matrassen", url: "/matrassen/" },
      ],
      countdown: null,
      steps: [],
    });
    const pocket = await ok(await header("matrassen/pocketvering"));
    expect(pocket).toMatchObject({ title: "Pocketvering matrassen", sub_title: null, image: null });
    expect(pocket.breadcrumbs.map((b) => b.url)).toEqual(["/", "/matrassen/", "/matrassen/pocketvering/"]);
    expect((await ok(await header("dagdeals"))).countdown).toBe("daily");
    expect((await ok(await header("weekdeals"))).countdown).toBe("weekly");
  });

  it("the path may carry its outer slashes, and the route its trailing slash (as the sub-navigation's)", async () => {
    const plain = await ok(await header("acties/sale"));
    expect(await ok(await header("/acties/sale/"))).toEqual(plain);
    expect(await ok(await worker("/v1/content/category/?path=acties%2Fsale"))).toEqual(plain);
  });

  it.each(["onbekend", "matrassen/onbekend", "acties/sale/x"])("an unknown category ('%s') -> 404 JSON in Dutch", async (path) => {
    const res = await header(path);
    expect(res.status).toBe(404);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "category_not_found", message: "Deze categorie bestaat niet." } });
  });

  it.each([
    ["no path", "/v1/content/category"],
    ["an empty path", "/v1/content/category?path="],
    ["capitals", "/v1/content/category?path=Matrassen"],
    ["a dot segment", "/v1/content/category?path=..%2Fmatrassen"],
    ["too deep", "/v1/content/category?path=a%2Fb%2Fc%2Fd%2Fe"],
    ["a quote", "/v1/content/category?path=matrassen%27--"],
  ])("bad input (%s) -> 400 JSON in Dutch", async (_, url) => {
    const res = await worker(url);
    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "invalid_path", message: "Geef een geldig categoriepad op (path)." } });
  });

  it("goes through the KV cache layer, one key per category: a second ask is a HIT with the same header", async () => {
    const first = await header("acties/black-friday");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const body = await ok(first);
    const second = await untilCacheHit(() => header("acties/black-friday"));
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await ok(second)).toEqual(body);
    // Another category is not answered from that key.
    const other = await header("acties/sale");
    expect(other.headers.get("X-Cache")).toBe("MISS");
    expect((await ok(other)).title).toBe("Sale");
  });

  it("reads D1: a renamed category shows its new title once the cache is new (a new seed)", async () => {
    await env.DB.prepare("UPDATE categories SET title = 'Matrassen op maat', sub_title = NULL WHERE slug = 'matrassen'").run();
    try {
      expect(await ok(await header("matrassen"))).toMatchObject({ title: "Matrassen op maat", sub_title: null });
    } finally {
      await env.DB.prepare("UPDATE categories SET title = 'Matrassen', sub_title = '100 nachten proefslapen' WHERE slug = 'matrassen'").run();
    }
  });

  it("only GET is routed", async () => {
    const res = await worker("/v1/content/category?path=matrassen", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://droomnest.test" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("not_found");
  });
});
