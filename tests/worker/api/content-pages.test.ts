import { beforeAll, describe, expect, it } from "vitest";
import { blogArticleSchema, servicePageSchema, type BlogArticle, type ServicePage } from "../../../app/lib/schemas/content";
import { blogArticles, json, seedCatalog, servicePages, type ApiErrorBody } from "../../helpers/catalog";
import { worker } from "../../helpers/http";
import { SERVICE_PAGE_SLUGS as REQUIRED_SERVICE_SLUGS } from "../../../app/lib/constants";


async function page(slug: string): Promise<ServicePage> {
  const res = await worker(`/v1/content/service-page/${slug}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  return (await json<{ data: ServicePage }>(res)).data;
}

beforeAll(async () => {
  await seedCatalog();
});

describe("GET /v1/content/service-page/{slug}", () => {
  it.each(REQUIRED_SERVICE_SLUGS)("%s answers the page, valid against its schema", async (slug) => {
    const p = await page(slug);
    expect(p.slug).toBe(slug);
    expect(servicePageSchema.safeParse(p).success).toBe(true);
    expect(p).toEqual(servicePages.find((s) => s.slug === slug));
  });

  it("klantenservice-contact has the h2 block with id 'contactformulier'", async () => {
    const p = await page("klantenservice-contact");
    expect(p.blocks).toContainEqual(expect.objectContaining({ type: "h2", id: "contactformulier" }));
  });

  it("algemene-voorwaarden mentions the '14 dagen' withdrawal period", async () => {
    const p = await page("algemene-voorwaarden");
    expect(JSON.stringify(p.blocks)).toContain("14 dagen");
  });

  it.each(["bestaat-niet", "Klantenservice-Contact", "klantenservice_contact", "a".repeat(81)])("%s -> 404 JSON", async (slug) => {
    const res = await worker(`/v1/content/service-page/${slug}`);
    expect(res.status).toBe(404);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "page_not_found", message: expect.any(String) } });
  });

  it("the list of service pages has every required page", async () => {
    const res = await worker("/v1/content/service-page");
    expect(res.status).toBe(200);
    const list = (await json<{ data: { slug: string; title: string }[] }>(res)).data;
    expect(list.map((p) => p.slug).sort()).toEqual([...REQUIRED_SERVICE_SLUGS].sort());
  });
});

describe("GET /v1/content/blog", () => {
  it("lists at least 6 articles, newest first, with title, intro, date and image", async () => {
    const res = await worker("/v1/content/blog");
    expect(res.status).toBe(200);
    const list = (await json<{ data: { slug: string; title: string; intro: string; published: string; reading_minutes: number; image: { src: string } }[] }>(res)).data;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((a) => a.slug).sort()).toEqual(blogArticles.map((a) => a.slug).sort());
    const dates = list.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of list) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.intro.length).toBeGreaterThan(0);
      expect(a.reading_minutes).toBeGreaterThan(0);
      expect(a.image.src.length).toBeGreaterThan(0);
    }
  });

  it.each(blogArticles.map((a) => a.slug))("/blog/%s answers the article", async (slug) => {
    const res = await worker(`/v1/content/blog/${slug}`);
    expect(res.status).toBe(200);
    const a = (await json<{ data: BlogArticle }>(res)).data;
    expect(blogArticleSchema.safeParse(a).success).toBe(true);
    expect(a).toEqual(blogArticles.find((x) => x.slug === slug));
  });

  it.each(["bestaat-niet", "Welk-Matras"])("/blog/%s -> 404 JSON", async (slug) => {
    const res = await worker(`/v1/content/blog/${slug}`);
    expect(res.status).toBe(404);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "article_not_found", message: expect.any(String) } });
  });
});
