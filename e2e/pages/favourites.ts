/** Page object for /favorieten/: the favourites kept in this browser. */
import type { Locator, Page } from "@playwright/test";

export class FavouritesPage {
  readonly heading: Locator;
  readonly tiles: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1 });
    this.tiles = main.locator(".product-grid").getByRole("article");
    this.empty = main.getByRole("heading", { level: 2, name: "Je hebt nog geen favorieten" });
  }

  favouriteButton(tile: Locator): Locator {
    return tile.getByRole("button", { name: /(?:toevoegen aan|verwijderen uit) favorieten$/u });
  }
}
