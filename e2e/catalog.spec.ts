/**
 * Category overviews (spec section 2): the grid, filters with readable canonical URLs and facet
 * counts, sorting, the price range, load more and infinite scroll, the quick view, favourites from a
 * tile, and the countdowns of the deal categories.
 */
import type { Page } from "@playwright/test";
import { FILTER_VISIBLE_ITEMS, INFINITE_SCROLL_OFFSET_PX, PROMO_BANNER_INDEX } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { FavouritesPage } from "./pages/favourites";
import { holdRequests, isOverviewPage, ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { catalogApi, euro, returningVisitor, seedCategory, slugify } from "./support/catalog";
import { seed } from "./support/content";

/** Spec section 9: the first 3 tiles load their image eagerly. */
const EAGER_TILES = 3;

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

/** Requests to the load-more API for page N, as the browser made them. */
function pageRequests(page: Page, n: number): URL[] {
  const seen: URL[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (isOverviewPage(u, n)) seen.push(u);
  });
  return seen;
}

/** Two animation frames: the scroll events of a scroll the test made have been handled. */
async function afterScroll(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

test.describe("category overview", () => {
  test("/matrassen/ shows its tiles in order, the first 3 images eager and the rest lazy, all sized, and the promo banner 4th", async ({ page, request }) => {
    const api = await catalogApi.category(request, "matrassen");
    expect(seedCategory("matrassen").promo_banner, "the seed gives matrassen the promo banner").toBe(true);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");

    await expect(listing.heading).toHaveText(api.category.title);
    await expect(listing.count).toHaveText(listing.countText(api.pagination.total));
    await expect(listing.tiles).toHaveCount(api.pagination.page_size);
    await expect(listing.tiles.getByRole("heading", { level: 3 })).toHaveText(api.products.map((p) => p.title));

    const images = await listing.tileImages.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(images).toHaveLength(api.products.length);
    expect(images.slice(0, EAGER_TILES)).toEqual(Array(EAGER_TILES).fill("eager"));
    expect(images.slice(EAGER_TILES)).toEqual(Array(images.length - EAGER_TILES).fill("lazy"));
    const unsized = await page.locator("img").evaluateAll((imgs) =>
      imgs.filter((i) => !/^\d+$/u.test(i.getAttribute("width") ?? "") || !/^\d+$/u.test(i.getAttribute("height") ?? "")).map((i) => i.outerHTML.slice(0, 120)),
    );
    expect(unsized, "every image on the page has width and height").toEqual([]);

    // The banner is the 4th cell (index 4 counted from 1); the tiles go on around it.
    await expect(listing.cells).toHaveCount(api.products.length + 1);
    await expect(listing.promo).toHaveCount(1);
    await expect(listing.cells.nth(PROMO_BANNER_INDEX - 1).getByRole("complementary", { name: "Actie" })).toBeVisible();
    // Its text and link are the "promo-banner" content document's.
    const promoCell = listing.cells.nth(PROMO_BANNER_INDEX - 1);
    await expect(promoCell.locator(".tile--promo__title")).toHaveText(seed.promoBanner.title);
    await expect(promoCell).toContainText(seed.promoBanner.text);
    await expect(promoCell.getByRole("link", { name: seed.promoBanner.link_text })).toHaveAttribute("href", seed.promoBanner.link);
    await expect(listing.cells.nth(PROMO_BANNER_INDEX).getByRole("heading", { level: 3 })).toHaveText(api.products[PROMO_BANNER_INDEX - 1]!.title);

    // A category without the banner has none.
    expect(seedCategory("boxsprings").promo_banner).toBe(false);
    await shell.open("/boxsprings/");
    await expect(listing.heading).toHaveText(seedCategory("boxsprings").title);
    await expect(listing.tiles.first()).toBeVisible();
    await expect(listing.promo).toHaveCount(0);
  });

  test("a category opens client-side from the main menu and from a product's breadcrumb", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await shell.open("/");
    documents.length = 0;
    await shell.mainMenu.getByRole("link", { name: "Matrassen", exact: true }).click();
    await expect(page).toHaveURL("/matrassen/");
    await expect(listing.heading).toHaveText(seedCategory("matrassen").title);
    await expect(listing.tiles.first()).toBeVisible();

    await listing.tiles.first().getByRole("heading", { level: 3 }).click();
    await expect(page).toHaveURL(/\.html$/u);
    await page.getByRole("main").getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: seedCategory("matrassen").title, exact: true }).click();
    await expect(page).toHaveURL("/matrassen/");
    await expect(listing.tiles.first()).toBeVisible();
    expect(documents, "no full page loads").toEqual([]);
  });

  test("filters: a Merk value gives /matrassen/merk:<slug>/; a second group narrows further; facet counts follow the other groups; the link can be shared", async ({ page, context }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    const total = Number((await listing.count.textContent())!.replace(/\D/gu, ""));

    // Merk is past the category's first three groups: collapsed until opened.
    await expect(listing.groupToggle("Merk")).toHaveAttribute("aria-expanded", "false");
    await listing.expandGroup("Merk");
    await expect(listing.groupToggle("Merk")).toHaveAttribute("aria-expanded", "true");
    const brandsBefore = await listing.facet("Merk");
    const hardnessBefore = await listing.facet("Hardheid");
    // The brand with the most products that still fit on one page.
    const brand = brandsBefore.filter((b) => b.count > 1 && b.count <= 24).sort((a, b) => b.count - a.count)[0]!;
    expect(brand.count).toBeLessThan(total);

    await listing.filterValue("Merk", brand.title).click();
    await expect(page).toHaveURL(`/matrassen/merk:${slugify(brand.title)}/`);
    await expect(listing.count).toHaveText(listing.countText(brand.count));
    await expect(listing.tiles).toHaveCount(brand.count);
    await expect(listing.tiles.locator(".tile__brand")).toHaveText(Array(brand.count).fill(brand.title));
    await expect(listing.groupToggle("Merk")).toHaveAccessibleName("Merk (1)");
    await expect(listing.filterValue("Merk", brand.title)).toHaveAccessibleName(`${brand.title} (gekozen, klik om te verwijderen) (${brand.count})`);
    // The Merk counts ignore the Merk choice itself; the other groups now count within the brand.
    expect(await listing.facet("Merk")).toEqual(brandsBefore.map((b) => ({ ...b, selected: b.title === brand.title })));
    const hardnessWithBrand = await listing.facet("Hardheid");
    expect(hardnessWithBrand).not.toEqual(hardnessBefore);
    const hardness = hardnessWithBrand.filter((h) => h.count > 0 && h.count < brand.count).sort((a, b) => b.count - a.count)[0]!;
    expect(hardness, "a hardness value that narrows the brand's products").toBeDefined();

    await listing.filterValue("Hardheid", hardness.title).click();
    // Canonical: the groups in the panel's order (Hardheid before Merk), whatever the click order.
    await expect(page).toHaveURL(`/matrassen/hardheid:${slugify(hardness.title)}/merk:${slugify(brand.title)}/`);
    await expect(listing.count).toHaveText(listing.countText(hardness.count));
    await expect(listing.tiles).toHaveCount(hardness.count);
    await expect(listing.tiles.locator(".tile__brand")).toHaveText(Array(hardness.count).fill(brand.title));
    expect(await listing.facet("Hardheid"), "the Hardheid counts stay as they were: they do not count their own choice").toEqual(
      hardnessWithBrand.map((h) => ({ ...h, selected: h.title === hardness.title })),
    );
    const brandsBoth = await listing.facet("Merk");
    expect(brandsBoth.find((b) => b.title === brand.title)).toEqual({ title: brand.title, count: hardness.count, selected: true });
    const titles = (await listing.tileInfo()).map((t) => t.title);

    // The same link in a fresh page shows the same selection; a link with the groups the other way
    // round lands on the canonical URL.
    const fresh = await context.newPage();
    const freshListing = new ListingPage(fresh);
    await new Shell(fresh).open(`/matrassen/merk:${slugify(brand.title)}/hardheid:${slugify(hardness.title)}/`);
    await expect(fresh).toHaveURL(`/matrassen/hardheid:${slugify(hardness.title)}/merk:${slugify(brand.title)}/`);
    await expect(freshListing.count).toHaveText(listing.countText(hardness.count));
    await expect(freshListing.groupToggle("Merk")).toHaveAttribute("aria-expanded", "true");
    expect(await freshListing.facet("Merk")).toEqual(brandsBoth);
    expect(await freshListing.facet("Hardheid")).toEqual(await listing.facet("Hardheid"));
    expect((await freshListing.tileInfo()).map((t) => t.title)).toEqual(titles);
    await fresh.close();

    // Clicking a chosen value removes it again.
    await listing.filterValue("Merk", brand.title).click();
    await expect(page).toHaveURL(`/matrassen/hardheid:${slugify(hardness.title)}/`);
    await expect(listing.groupToggle("Merk")).toHaveAccessibleName("Merk");
  });

  test("'Sorteren' → 'Prijs oplopend' gives /sorteer:prijs-oplopend/ with ascending prices", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    await expect(listing.sort).toHaveValue("populariteit");
    await listing.sort.selectOption({ label: "Prijs oplopend" });
    await expect(page).toHaveURL("/matrassen/sorteer:prijs-oplopend/");
    await expect(listing.sort).toHaveValue("prijs-oplopend");
    const prices = (await listing.tileInfo()).map((t) => t.price);
    expect(prices).toHaveLength(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);

    await listing.sort.selectOption({ label: "Prijs aflopend" });
    await expect(page).toHaveURL("/matrassen/sorteer:prijs-aflopend/");
    await expect(listing.sort).toHaveValue("prijs-aflopend");
    const down = (await listing.tileInfo()).map((t) => t.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test("a group with more than 10 values shows 10 and a 'Meer' button that shows the rest and becomes 'Minder'", async ({ page, request }) => {
    const api = await catalogApi.category(request, "matrassen");
    const maat = api.filters.find((f) => f.url_key === "maat")!;
    expect(maat.attributes.length, "the seed gives matrassen more than 10 sizes").toBeGreaterThan(FILTER_VISIBLE_ITEMS);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    const group = listing.filterGroup(maat.title);
    await expect(group.getByRole("link")).toHaveCount(FILTER_VISIBLE_ITEMS);
    const more = group.getByRole("button", { name: "Meer" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(group.getByRole("link")).toHaveCount(maat.attributes.length);
    await expect(group.getByRole("link").locator("span:not([class])")).toHaveText(maat.attributes.map((a) => a.title));
    const less = group.getByRole("button", { name: "Minder" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(group.getByRole("link")).toHaveCount(FILTER_VISIBLE_ITEMS);
    await expect(group.getByRole("button", { name: "Meer" })).toBeVisible();

    // Groups with 10 values or fewer have no such button.
    const small = api.filters.find((f) => f.attributes.length <= FILTER_VISIBLE_ITEMS && !f.is_collapsed)!;
    await expect(listing.filterGroup(small.title).getByRole("button", { name: /^(?:Meer|Minder)$/u })).toHaveCount(0);
  });

  test("the price range: both sliders and 'Toepassen' give /ae-prijs:min-max/ (before the sort) and every price is in range", async ({ page, request }) => {
    const [min, max] = [300, 600];
    const expected = await catalogApi.category(request, `matrassen/ae-prijs:${min}-${max}/`);
    expect(expected.pagination.total).toBeGreaterThan(0);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/sorteer:prijs-oplopend/");
    await listing.minPrice.fill(String(min));
    await listing.maxPrice.fill(String(max));
    await expect(listing.filterPanel.locator(".price-range output")).toHaveText([`€ ${min}`, `€ ${max}`]);
    await listing.applyPrice.click();

    await expect(page).toHaveURL(`/matrassen/ae-prijs:${min}-${max}/sorteer:prijs-oplopend/`);
    await expect(listing.count).toHaveText(listing.countText(expected.pagination.total));
    await expect(listing.minPrice).toHaveValue(String(min));
    await expect(listing.maxPrice).toHaveValue(String(max));
    const prices = (await listing.tileInfo()).map((t) => t.price);
    expect(prices.length).toBe(Math.min(24, expected.pagination.total));
    for (const p of prices) {
      expect(p, euro(p)).toBeGreaterThanOrEqual(min * 100);
      expect(p, euro(p)).toBeLessThanOrEqual(max * 100);
    }
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await listing.filterPanel.getByRole("link", { name: "Prijsfilter wissen" }).click();
    await expect(page).toHaveURL("/matrassen/sorteer:prijs-oplopend/");
  });
});

test.describe("load more", () => {
  test("'Laad meer' shows 'Aan het laden...', adds the next 24 tiles and puts the range link plus the query in the URL; a reload shows 48", async ({ page, request }) => {
    const api = await catalogApi.category(request, "matrassen");
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const second = pageRequests(page, 2);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (u) => isOverviewPage(u, 2),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await shell.open("/matrassen/?utm_source=nieuwsbrief");
    await expect(listing.tiles).toHaveCount(24);
    await expect(listing.loadStatus).toHaveText(listing.statusText(24, api.pagination.total));
    await expect(listing.loadMore).toHaveAttribute("href", "/matrassen/?page=2");

    await listing.clickLoadMore();
    await expect(listing.loadMoreBusy).toBeVisible();
    await expect(listing.loadMoreBusy).toHaveAttribute("aria-disabled", "true");
    await expect.poll(() => second.length).toBe(1);
    // Ignored while loading (aria-disabled: a real click would wait for it to be enabled).
    await listing.loadMoreBusy.dispatchEvent("click");
    release();

    await expect(listing.tiles).toHaveCount(48);
    await expect(listing.loadMore).toBeVisible();
    await expect(listing.loadStatus).toHaveText(listing.statusText(48, api.pagination.total));
    await expect(page).toHaveURL("/matrassen/?utm_source=nieuwsbrief&range=1-2");
    expect(second, "one request for page 2, however often the bar was clicked").toHaveLength(1);
    const titles = (await listing.tileInfo()).map((t) => t.title);
    expect(new Set(titles).size, "no tile twice").toBe(48);
    expect(titles.slice(0, 24)).toEqual(api.products.map((p) => p.title));

    await page.unrouteAll();
    const third = await holdRequests(page, (u) => isOverviewPage(u, 3));
    const fourth = await holdRequests(page, (u) => isOverviewPage(u, 4));
    await shell.reload();
    await expect(listing.tiles).toHaveCount(48);
    await expect(listing.loadStatus).toHaveText(listing.statusText(48, api.pagination.total));
    expect((await listing.tileInfo()).map((t) => t.title)).toEqual(titles);

    // Loading on from the range page keeps counting from its first page; one click loads one page.
    await listing.clickLoadMore();
    await expect.poll(() => third.seen.length).toBe(1);
    third.release();
    await expect(listing.tiles).toHaveCount(72);
    await expect(page).toHaveURL("/matrassen/?utm_source=nieuwsbrief&range=1-3");
    await page.evaluate(() => fetch("/v1/health").then((r) => r.text()));
    expect(third.seen, "one request for page 3").toHaveLength(1);
    expect(fourth.seen, "nothing asked for page 4").toHaveLength(0);
    fourth.release();
  });

  test("infinite scroll: passing the link's offset minus 900px loads the next page without a click", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const second = pageRequests(page, 2);
    await shell.open("/matrassen/");
    await expect(listing.tiles).toHaveCount(24);
    const offset = await listing.loadMore.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = Math.floor(offset - INFINITE_SCROLL_OFFSET_PX) - 100;

    await page.evaluate((y) => window.scrollTo(0, y), before);
    await afterScroll(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(second, "not yet: the scroll position is before the threshold").toHaveLength(0);

    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 300);
    await expect(listing.tiles).toHaveCount(48);
    expect(second).toHaveLength(1);
    await expect(page).toHaveURL("/matrassen/?range=1-2");
  });

  test("a failed load is only logged: the bar returns to 'Laad meer' and a later click loads", async ({ page, consoleGuard }) => {
    consoleGuard.expectAbortedLoad(/^\/v1\/catalog\/overview\/category\?.*querystring=page%3D2$/u, "the test aborts the second page");
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await page.route((u) => isOverviewPage(u, 2), (route) => route.abort());
    await shell.open("/matrassen/");
    await listing.loadMore.click();
    await expect.poll(() => warnings.some((w) => w.startsWith("load more failed"))).toBe(true);
    await expect(listing.loadMore).toBeVisible();
    await expect(listing.loadMore).toHaveAttribute("aria-disabled", "false");
    await expect(listing.tiles).toHaveCount(24);
    await expect(listing.loadStatus).toHaveText(/^Je hebt 24 van de \d+ producten gezien$/u);
    await expect(page).toHaveURL("/matrassen/");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.unrouteAll();
    await listing.loadMore.click();
    await expect(listing.tiles).toHaveCount(48);
  });
});

test.describe("quick view", () => {
  test("'Snel bekijken' opens a dialog with title and price and blocks page scrolling until it closes", async ({ page, request }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    const [first] = await listing.tileInfo();
    const qv = await catalogApi.product(request, first!.href.replace(/^\/|\.html$/gu, ""));
    const body = page.locator("body");
    await expect(body).not.toHaveClass(/no-scroll/u);

    await listing.quickViewButton(listing.tiles.first()).click();
    const dialog = page.getByRole("dialog", { name: first!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(first!.title);
    await expect(dialog.locator(".price__now")).toContainText(euro(qv.price.price));
    await expect(dialog.getByRole("link", { name: "Bekijk product" })).toHaveAttribute("href", first!.href);
    await expect(dialog.getByRole("button", { name: "Sluiten" })).toBeFocused();
    await expect(body).toHaveClass(/no-scroll/u);
    await expect(body).toHaveCSS("overflow", "hidden");

    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(listing.quickView).toHaveCount(0);
    await expect(body).not.toHaveClass(/no-scroll/u);
    await expect(body).toHaveCSS("overflow", "visible");
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Escape closes it too.
    await listing.quickViewButton(listing.tiles.nth(1)).click();
    await expect(listing.quickView.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(body).toHaveClass(/no-scroll/u);
    await page.keyboard.press("Escape");
    await expect(listing.quickView).toHaveCount(0);
    await expect(body).not.toHaveClass(/no-scroll/u);
  });

  test("when the quick view cannot be loaded, the popup closes and scrolling returns", async ({ page, consoleGuard }) => {
    consoleGuard.expectAbortedLoad(/^\/v1\/catalog\/product\/\d+\?debug=quickview$/u, "the test aborts the quick-view request");
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await page.route((u) => u.pathname.startsWith("/v1/catalog/product/") && u.searchParams.get("debug") === "quickview", (route) => route.abort());
    await shell.open("/matrassen/");
    await listing.quickViewButton(listing.tiles.first()).click();
    await expect.poll(() => warnings.some((w) => w.startsWith("quick view not loaded"))).toBe(true);
    await expect(listing.quickView).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveClass(/no-scroll/u);
    await expect(page.locator("body")).toHaveCSS("overflow", "visible");
  });
});

test.describe("favourites from a tile", () => {
  test("the heart toggles aria-pressed and the header counter; /favorieten/ lists the product until it is removed", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const favourites = new FavouritesPage(page);
    await shell.open("/matrassen/");
    const [first] = await listing.tileInfo();
    const heart = listing.favouriteButton(listing.tiles.first());
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toHaveAccessibleName(`${first!.title} toevoegen aan favorieten`);
    await expect(shell.favouritesCounter).toHaveText("");

    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(`${first!.title} verwijderen uit favorieten`);
    await expect(shell.favouritesCounter).toHaveText("1");
    await expect(page, "the heart does not follow the tile's link").toHaveURL("/matrassen/");

    await shell.favouritesLink.click();
    await expect(page).toHaveURL("/favorieten/");
    await expect(favourites.heading).toHaveText("Mijn favorieten");
    await expect(favourites.tiles.getByRole("heading", { level: 3 })).toHaveText([first!.title]);

    await favourites.favouriteButton(favourites.tiles.first()).click();
    await expect(favourites.empty).toBeVisible();
    await expect(favourites.tiles).toHaveCount(0);
    await expect(shell.favouritesCounter).toHaveText("");
  });
});

test.describe("countdown", () => {
  // Tuesday 24 November 2026, 10:00 in Amsterdam (CET, UTC+1).
  const TUESDAY = new Date("2026-11-24T10:00:00+01:00");
  // Saturday 28 March 2026, 12:00 CET: the clocks go forward on Sunday night (CEST from 29 March).
  const BEFORE_DST = new Date("2026-03-28T12:00:00+01:00");

  test("/dagdeals/ counts down to midnight", async ({ page }) => {
    expect(seedCategory("dagdeals").countdown).toBe("daily");
    await page.clock.setFixedTime(TUESDAY);
    const listing = new ListingPage(page);
    await new Shell(page).open("/dagdeals/");
    await expect(listing.countdown).toHaveText("Deze dagdeals eindigen over 14:00:00");
    await page.clock.setFixedTime(new Date("2026-11-24T23:59:30+01:00"));
    await expect(listing.countdown).toHaveText("Deze dagdeals eindigen over 00:00:30");
  });

  test("/weekdeals/ counts down to Tuesday 00:00, across the daylight-saving change", async ({ page }) => {
    expect(seedCategory("weekdeals").countdown).toBe("weekly");
    await page.clock.setFixedTime(TUESDAY);
    const listing = new ListingPage(page);
    await new Shell(page).open("/weekdeals/");
    // Tuesday 10:00 -> next Tuesday 00:00.
    await expect(listing.countdown).toHaveText("Deze weekdeals eindigen over 6d 14:00:00");
    // Saturday 12:00 CET -> Tuesday 00:00 CEST is one hour less than 2d 12h.
    await page.clock.setFixedTime(BEFORE_DST);
    await expect(listing.countdown).toHaveText("Deze weekdeals eindigen over 2d 11:00:00");
  });
});
