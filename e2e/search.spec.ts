/**
 * Search (spec sections 2, 4 and 5): header suggestions for 3 to 100 characters after a
 * 500 ms debounce, closing when they fail; Enter searches for more than 3 characters; /zoeken/ with the
 * same filters, sort and load more as a category. A misspelt word still finds its products; a term that
 * finds nothing shows what was not found, related categories and popular products instead of a dead end.
 */
import type { Page } from "@playwright/test";
import { SEARCH_DEBOUNCE_MS } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { holdRequests, isSearchPage, ListingPage } from "./pages/listing";
import { SearchFallbackPage } from "./pages/search-fallback";
import { Shell } from "./pages/shell";
import { catalogApi, returningVisitor, slugify } from "./support/catalog";

const SUGGESTIONS_PATH = "/v1/catalog/search/suggestions";

/** The suggestion requests the page makes (search_term of each). */
function suggestionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.pathname === SUGGESTIONS_PATH) seen.push(u.searchParams.get("search_term") ?? "");
  });
  return seen;
}

/** One round trip to the server: a request a timer or keystroke would have started has gone out by then. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => fetch("/v1/health").then((r) => r.text()));
}

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("header search", () => {
  test("2 characters ask for no suggestions; a quickly typed 'matras' asks exactly once, 500 ms after the last key", async ({ page }) => {
    const shell = new Shell(page);
    const overlay = page.getByRole("region", { name: "Zoeksuggesties" });
    const requests = suggestionRequests(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await shell.open("/");

    await shell.searchField.pressSequentially("ma");
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 4);
    await settle(page);
    expect(requests, "no suggestions for 2 characters").toEqual([]);
    await expect(overlay).toHaveCount(0);
    await expect(shell.searchField).toHaveAttribute("aria-expanded", "false");

    // 'matras' typed quickly: a key every 100 ms, so every key restarts the 500 ms wait.
    await shell.searchField.fill("");
    for (const key of "matras") {
      await shell.searchField.press(key);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 100 - 1);
    await settle(page);
    expect(requests, "still within the debounce after the last key").toEqual([]);
    await page.clock.runFor(1);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 4);
    await settle(page);
    expect(requests, "one request for the whole word").toEqual(["matras"]);
    await expect(shell.searchField).toHaveAttribute("aria-expanded", "true");
    await expect(overlay.getByRole("link", { name: "Matrassen", exact: true })).toHaveAttribute("href", "/matrassen/");
    await expect(overlay.getByRole("link", { name: "Alle resultaten voor ‘matras’" })).toHaveAttribute("href", "/zoeken/?tn_q=matras");

    // Escape closes the overlay.
    await shell.searchField.press("Escape");
    await expect(overlay).toHaveCount(0);
  });

  test("a failed suggestions request closes the overlay", async ({ page, consoleGuard }) => {
    consoleGuard.expectAbortedLoad(/^\/v1\/catalog\/search\/suggestions\?/u, "the test aborts the suggestions request");
    const shell = new Shell(page);
    const overlay = page.getByRole("region", { name: "Zoeksuggesties" });
    await shell.open("/");
    await shell.searchField.fill("matras");
    await expect(overlay).toBeVisible();

    await page.route((u) => u.pathname === SUGGESTIONS_PATH, (route) => route.abort());
    const failed = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === SUGGESTIONS_PATH);
    await shell.searchField.pressSequentially("sen");
    await failed;
    await expect(overlay).toHaveCount(0);
    await expect(shell.searchField).toHaveAttribute("aria-expanded", "false");
    await expect(shell.searchField).toHaveValue("matrassen");
  });

  test("Enter does nothing for 3 characters and searches for 'matrassen'", async ({ page, request }) => {
    const api = await catalogApi.search(request, "matrassen");
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const searches: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/zoeken")) searches.push(r.url());
    });
    await shell.open("/");

    await shell.searchField.fill("bed");
    await shell.searchField.press("Enter");
    await settle(page);
    await expect(page).toHaveURL("/");
    expect(searches, "3 characters: no search").toEqual([]);

    await shell.searchField.fill("matrassen");
    await shell.searchField.press("Enter");
    await expect(page).toHaveURL("/zoeken/?tn_q=matrassen");
    await expect(listing.heading).toHaveText("Zoekresultaten voor ‘matrassen’");
    await expect(listing.count).toHaveText(`${api.pagination.total} producten gevonden`);
    await expect(listing.tiles.getByRole("heading", { level: 3 })).toHaveText(api.products.map((p) => p.title));
  });
});

test.describe("search results (/zoeken/)", () => {
  test("'matras' finds the same products as 'matrassen'", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/zoeken/?tn_q=matrassen");
    const plural = await listing.count.textContent();
    const pluralTiles = await listing.tileInfo();
    expect(pluralTiles.length).toBeGreaterThan(0);

    await shell.open("/zoeken/?tn_q=matras");
    await expect(listing.heading).toHaveText("Zoekresultaten voor ‘matras’");
    await expect(listing.count).toHaveText(plural!);
    expect(await listing.tileInfo()).toEqual(pluralTiles);
  });

  test("load more, filters and sort work on /zoeken/ and keep the search term", async ({ page, request }) => {
    const api = await catalogApi.search(request, "matras");
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const second = await holdRequests(page, (u) => isSearchPage(u, 2));
    const third = await holdRequests(page, (u) => isSearchPage(u, 3));
    await shell.open("/zoeken/?tn_q=matras");
    await expect(listing.tiles).toHaveCount(24);
    // The click (and the infinite scroll its scrolling may start) load page 2 once, however fast it answers.
    await listing.clickLoadMore();
    await expect.poll(() => second.seen.length).toBe(1);
    await expect(listing.loadMoreBusy).toHaveAttribute("aria-disabled", "true");
    second.release();
    await expect(listing.tiles).toHaveCount(48);
    await expect(listing.loadStatus).toHaveText(listing.statusText(48, api.pagination.total));
    await expect(page).toHaveURL("/zoeken/?tn_q=matras&range=1-2");
    await settle(page);
    expect(second.seen, "one request for page 2").toHaveLength(1);
    expect(third.seen, "nothing asked for page 3").toHaveLength(0);
    third.release();
    await page.unrouteAll();

    await listing.expandGroup("Merk");
    const brand = (await listing.facet("Merk")).filter((b) => b.count > 1 && b.count <= 24).sort((a, b) => b.count - a.count)[0]!;
    await listing.filterValue("Merk", brand.title).click();
    await expect(page).toHaveURL(`/zoeken/merk:${slugify(brand.title)}/?tn_q=matras`);
    await expect(listing.count).toHaveText(`${brand.count} producten gevonden`);
    await expect(listing.tiles).toHaveCount(brand.count);
    await expect(listing.tiles.locator(".tile__brand")).toHaveText(Array(brand.count).fill(brand.title));

    await listing.sort.selectOption({ label: "Prijs oplopend" });
    await expect(page).toHaveURL(`/zoeken/merk:${slugify(brand.title)}/sorteer:prijs-oplopend/?tn_q=matras`);
    await expect(listing.sort).toHaveValue("prijs-oplopend");
    const prices = (await listing.tileInfo()).map((t) => t.price);
    expect(prices).toHaveLength(brand.count);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(listing.heading).toHaveText("Zoekresultaten voor ‘matras’");
  });
});

test.describe("a search that is not spelt right, or finds nothing", () => {
  test("a misspelt 'hoofdkusen' (one letter off) shows pillow suggestions, and Enter shows pillows", async ({ page }) => {
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const overlay = page.getByRole("region", { name: "Zoeksuggesties" });
    await shell.open("/");
    await shell.searchField.fill("hoofdkusen");
    await expect(overlay.getByRole("link", { name: /hoofdkussen/iu }).first()).toBeVisible();

    await shell.searchField.press("Enter");
    await expect(page).toHaveURL("/zoeken/?tn_q=hoofdkusen");
    await expect(listing.heading).toHaveText("Zoekresultaten voor ‘hoofdkusen’");
    await expect(listing.count).toHaveText(/^\d+ producten gevonden$/u);
    await expect(listing.tiles.first()).toBeVisible();
    const titles = (await listing.tileInfo()).slice(0, 5).map((t) => t.title.toLowerCase());
    expect(titles.every((t) => t.includes("kussen")), titles.join(" | ")).toBe(true);
    await expect(new SearchFallbackPage(page).root).toHaveCount(0);
  });

  test("Enter on a word that is spelt right shows its results, not the fallback", async ({ page, request }) => {
    const api = await catalogApi.search(request, "hoofdkussen");
    expect(api.fallback).toBeNull();
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/");
    await shell.searchField.fill("hoofdkussen");
    await shell.searchField.press("Enter");
    await expect(page).toHaveURL("/zoeken/?tn_q=hoofdkussen");
    await expect(listing.count).toHaveText(`${api.pagination.total} producten gevonden`);
    await expect(listing.tiles.first()).toBeVisible();
    await expect(new SearchFallbackPage(page).root).toHaveCount(0);
  });

  test("a nonsense term shows what was not found, related categories and popular products (and 'Bedoelde je' when there is a closest query)", async ({ page, request }) => {
    const term = "xqzvbnm";
    const api = await catalogApi.search(request, term);
    expect(api.pagination.total).toBe(0);
    const fallback = api.fallback!;
    expect(fallback.products.length).toBeGreaterThan(0);
    expect(fallback.categories.length).toBeGreaterThan(0);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    const view = new SearchFallbackPage(page);
    await shell.open("/");
    await shell.searchField.fill(term);
    await shell.searchField.press("Enter");
    await expect(page).toHaveURL(`/zoeken/?tn_q=${term}`);
    await expect(listing.heading).toHaveText(`Zoekresultaten voor ‘${term}’`);
    await expect(view.nothingFound).toHaveText(`We hebben niets gevonden voor ‘${term}’.`);
    await expect(listing.count).toHaveCount(0);

    await expect(view.categoriesHeading).toBeVisible();
    await expect(view.categoryLinks).toHaveText(fallback.categories.map((c) => c.title));
    expect(await view.categoryLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(fallback.categories.map((c) => c.url));

    await expect(view.productsHeading).toBeVisible();
    await expect(view.tiles.getByRole("heading", { level: 3 })).toHaveText(fallback.products.map((p) => p.title));

    if (fallback.did_you_mean) {
      const link = view.suggestion.getByRole("link", { name: fallback.did_you_mean.query, exact: true });
      await expect(view.suggestion).toHaveText(`Bedoelde je ${fallback.did_you_mean.query}?`);
      await expect(link).toHaveAttribute("href", fallback.did_you_mean.url);
    } else {
      await expect(view.suggestion).toHaveCount(0);
    }

    // One click on a related category leads there.
    await view.categoryLinks.first().click();
    await expect(page).toHaveURL(fallback.categories[0]!.url);
  });
});
