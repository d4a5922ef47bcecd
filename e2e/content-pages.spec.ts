/**
 * Catalogue content pages (spec section 2): brands, blog, service pages, inspiration with the
 * boxspring explainer, discount code, cop/pop, outlet, an action category, the redirect helper, and a
 * crawl of the sitemap.
 */
import { BOXSPRING_PARTS } from "../app/components/content/boxspring-explainer";
import { COP_FAMILY } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { catalogSeed, returningVisitor, seedCategory, slugify } from "./support/catalog";
import { pagesSeed } from "./support/content-pages";

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("brands", () => {
  test("/brands/ lists every brand; a brand page shows only that brand and its filters narrow it", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const main = page.getByRole("main");
    await shell.open("/brands/");
    await expect(listing.heading).toHaveText("Onze merken");
    const names = catalogSeed.brands.map((b) => b.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(names);

    // The brand with the most products.
    const cards = await main.locator(".card").evaluateAll((cs) =>
      cs.map((c) => ({ name: c.querySelector("h2")?.textContent ?? "", products: Number((c.querySelector(".blog-card__meta")?.textContent ?? "").replace(/\D/gu, "")) })),
    );
    const brand = cards.sort((a, b) => b.products - a.products)[0]!;
    const slug = catalogSeed.brands.find((b) => b.name === brand.name)!.slug;
    await main.getByRole("link", { name: brand.name, exact: true }).click();
    await expect(page).toHaveURL(`/brands/${slug}/`);
    await expect(listing.heading).toHaveText(brand.name);
    await expect(main.getByRole("navigation", { name: "Kruimelpad" }).getByRole("listitem")).toHaveText(["Home", "Merken", brand.name]);
    await expect(listing.count).toHaveText(`${brand.products} producten`);
    await expect(listing.tiles).toHaveCount(Math.min(24, brand.products));
    await expect(listing.tiles.locator(".tile__brand")).toHaveText(Array(Math.min(24, brand.products)).fill(brand.name));

    // The first group's biggest value that narrows the list.
    const group = (await listing.filterPanel.locator("section.filter-group .filter-group__title button").first().textContent())!;
    const value = (await listing.facet(group)).filter((v) => v.count < brand.products).sort((a, b) => b.count - a.count)[0]!;
    await listing.filterValue(group, value.title).click();
    await expect(page).toHaveURL(`/brands/${slug}/${slugify(group)}:${slugify(value.title)}/`);
    await expect(listing.count).toHaveText(`${value.count} producten`);
    await expect(listing.tiles).toHaveCount(Math.min(24, value.count));
    await expect(listing.tiles.locator(".tile__brand")).toHaveText(Array(Math.min(24, value.count)).fill(brand.name));
  });
});

test.describe("blog", () => {
  test("/blog/ has at least 6 articles and an article opens", async ({ page }) => {
    expect(pagesSeed.blog.length).toBeGreaterThanOrEqual(6);
    const shell = new Shell(page);
    const main = page.getByRole("main");
    await shell.open("/blog/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Slaapblog");
    const titles = main.locator(".blog-list").getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(pagesSeed.blog.length);
    expect((await titles.allTextContents()).sort()).toEqual(pagesSeed.blog.map((a) => a.title).sort());

    const firstTitle = await titles.first().textContent();
    const article = pagesSeed.blog.find((a) => a.title === firstTitle)!;
    await titles.first().click();
    await expect(page).toHaveURL(`/blog/${article.slug}/`);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(main.getByRole("navigation", { name: "Kruimelpad" }).getByRole("listitem")).toHaveText(["Home", "Slaapblog", article.title]);
    await expect(main.locator(".content-page__intro")).toHaveText(article.intro);
    await expect(main.getByText(`Door ${article.author}`)).toBeVisible();
  });
});

test.describe("service pages", () => {
  test("/service/ lists every service page and a page opens", async ({ page }) => {
    const shell = new Shell(page);
    const main = page.getByRole("main");
    await shell.open("/service/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Klantenservice");
    for (const p of pagesSeed.service) {
      await expect(main.getByRole("link", { name: p.title, exact: true })).toHaveAttribute("href", `/service/${p.slug}/`);
    }
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(pagesSeed.service.length);

    const terms = pagesSeed.service.find((p) => p.slug === "algemene-voorwaarden")!;
    await main.getByRole("link", { name: terms.title, exact: true }).click();
    await expect(page).toHaveURL("/service/algemene-voorwaarden/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(terms.title);
    await expect(main).toContainText("14 dagen");
    await expect(main.getByRole("navigation", { name: "Kruimelpad" }).getByRole("listitem")).toHaveText(["Home", "Klantenservice", terms.title]);
  });

  test("/service/klantenservice-contact/#contactformulier scrolls the contact form heading into view", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/service/klantenservice-contact/#contactformulier");
    const heading = page.getByRole("heading", { level: 2, name: "Contactformulier" });
    await expect(heading).toHaveAttribute("id", "contactformulier");
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY), "the page scrolled to the heading").toBeGreaterThan(0);
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top, "the heading is at the top of the viewport").toBeLessThan(200);
  });
});

test.describe("inspiration and campaign pages", () => {
  test("/inspiratie/ shows the boxspring explainer: four numbered items, the first open, a click opens another", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/inspiratie/");
    const explainer = page.getByRole("region", { name: "Zo is een boxspring opgebouwd" });
    await expect(explainer).toBeVisible();
    const items = explainer.locator("details");
    await expect(items).toHaveCount(4);
    await expect(items.locator(".explainer__number")).toHaveText(["1", "2", "3", "4"]);
    await expect(items.locator("summary")).toHaveText(["1Hoofdbord", "2Topper", "3Matras", "4Boxspring"]);
    expect(BOXSPRING_PARTS.map((p) => p.title)).toEqual(["Hoofdbord", "Topper", "Matras", "Boxspring"]);
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(explainer.getByText(BOXSPRING_PARTS[1].text)).toBeHidden();

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(explainer.getByText(BOXSPRING_PARTS[1].text)).toBeVisible();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
  });

  test("/kortingscode/, /pop/ and /outlet/", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const main = page.getByRole("main");
    await shell.open("/kortingscode/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Kortingscode");
    await expect(main.locator("ol > li")).toHaveCount(3);
    await expect(main.getByRole("link", { name: "acties", exact: true })).toHaveAttribute("href", "/acties/");

    await shell.open("/pop/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Populaire producten");
    await expect(main.getByRole("article")).toHaveCount(8);

    await shell.open("/outlet/");
    await expect(listing.heading).toHaveText(seedCategory("outlet").title);
    await expect(listing.tiles.first()).toBeVisible();
    await expect(listing.count).toHaveText(/^\d+ producten$/u);
  });

  test("/cop/ shows the main category plus two subcategories", async ({ page }) => {
    const shell = new Shell(page);
    const main = page.getByRole("main");
    await shell.open("/cop/");
    const mainCategory = seedCategory(COP_FAMILY.main);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(mainCategory.title);
    await expect(main.getByRole("link", { name: new RegExp(`^Bekijk alle \\d+ ${mainCategory.title.toLowerCase()}$`, "u") })).toHaveAttribute("href", `/${COP_FAMILY.main}/`);
    const sections = main.locator("section");
    await expect(sections).toHaveCount(2);
    for (const [i, sub] of COP_FAMILY.subs.entries()) {
      const category = seedCategory(sub);
      await expect(sections.nth(i).getByRole("heading", { level: 2 })).toContainText(category.title);
      await expect(sections.nth(i).getByRole("link", { name: category.title, exact: true })).toHaveAttribute("href", `/${sub}/`);
      const tiles = await sections.nth(i).getByRole("article").count();
      expect(tiles).toBeGreaterThan(0);
      expect(tiles).toBeLessThanOrEqual(4);
    }
  });

  test("/acties/3-halen-1-betalen/: title '3 Halen 1 Betalen' and the 'Hoe werkt deze actie?' steps", async ({ page }) => {
    const category = seedCategory("acties/3-halen-1-betalen");
    const steps = category.content.steps!;
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/acties/3-halen-1-betalen/");
    await expect(listing.heading).toHaveText("3 Halen 1 Betalen");
    const how = page.getByRole("region", { name: "Hoe werkt deze actie?" });
    await expect(how.getByRole("heading", { level: 2 })).toHaveText("Hoe werkt deze actie?");
    await expect(how.getByRole("listitem")).toHaveText(steps.map((s) => `${s.title} ${s.text}`));
    await expect(page.getByRole("main").locator("img.category-header__image")).toBeVisible();
    await expect(listing.tiles.first()).toBeVisible();
  });
});

test.describe("redirect helper", () => {
  test("/redirect/?url=/matrassen/ lands on /matrassen/", async ({ page }) => {
    const listing = new ListingPage(page);
    await new Shell(page).open("/redirect/?url=/matrassen/");
    await expect(page).toHaveURL("/matrassen/");
    await expect(listing.heading).toHaveText("Matrassen");
  });

  test("only same-site paths: //evil.example and https://evil.example answer 400", async ({ request }) => {
    const ok = await request.get("/redirect/?url=/matrassen/", { maxRedirects: 0 });
    expect(ok.status()).toBe(302);
    expect(ok.headers()["location"]).toBe("/matrassen/");
    for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const res = await request.get(`/redirect/?url=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(res.status(), target).toBe(400);
    }
  });
});

test.describe("sitemap", () => {
  test("every link on /sitemap/ answers 200, and so do /sitemap.xml and /robots.txt", async ({ page, request }) => {
    const shell = new Shell(page);
    const main = page.getByRole("main");
    await shell.open("/sitemap/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Categorieën", "Merken", "Klantenservice", "Slaapblog"]);
    const region = (name: string) => main.getByRole("region", { name });
    await expect(region("Categorieën").getByRole("link")).toHaveCount(catalogSeed.categories.length);
    await expect(region("Merken").getByRole("link")).toHaveCount(catalogSeed.brands.length);
    await expect(region("Klantenservice").getByRole("link")).toHaveCount(pagesSeed.service.length);
    await expect(region("Slaapblog").getByRole("link")).toHaveCount(pagesSeed.blog.length);

    const hrefs = [...new Set(await main.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")))];
    expect(hrefs.length).toBe(catalogSeed.categories.length + catalogSeed.brands.length + pagesSeed.service.length + pagesSeed.blog.length);
    const failures: string[] = [];
    const queue = [...hrefs];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
          const res = await request.get(href, { maxRedirects: 0 });
          if (res.status() !== 200) failures.push(`${href}: ${res.status()}`);
        }
      }),
    );
    expect(failures).toEqual([]);

    const xml = await request.get("/sitemap.xml");
    expect(xml.status()).toBe(200);
    expect(xml.headers()["content-type"]).toContain("xml");
    expect(await xml.text()).toContain("<urlset");
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/mu);
  });
});
