/**
 * Page object for /zoeken/ when the term found nothing (app/components/catalog/search-fallback.tsx): the
 * message, "Bedoelde je ...?", the related categories and the popular products.
 */
import type { Locator, Page } from "@playwright/test";

export class SearchFallbackPage {
  readonly root: Locator;
  readonly nothingFound: Locator;
  readonly suggestion: Locator;
  readonly categoriesHeading: Locator;
  readonly categoryLinks: Locator;
  readonly productsHeading: Locator;
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.root = main.locator(".search-fallback");
    this.nothingFound = this.root.locator(".search-fallback__nothing");
    this.suggestion = this.root.locator(".search-fallback__suggestion");
    this.categoriesHeading = main.getByRole("heading", { level: 2, name: "Misschien vind je het hier" });
    this.categoryLinks = main.getByRole("region", { name: "Misschien vind je het hier" }).getByRole("link");
    this.productsHeading = main.getByRole("heading", { level: 2, name: "Populaire producten" });
    this.tiles = main.getByRole("region", { name: "Populaire producten" }).getByRole("article");
  }
}
