/**
 * Page object for a product overview: a category (/matrassen/), a brand page (/brands/{brand}/) or the
 * search results (/zoeken/?tn_q=). The grid with its tiles, the 'Filteren' panel with the price range,
 * the 'Sorteren' select, the load-more bar and the quick view.
 */
import type { Locator, Page } from "@playwright/test";
import { LOAD_MORE } from "../../app/lib/constants";
import { parseEuro } from "../support/catalog";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

const groupToggleName = (title: string) => ({ name: new RegExp(`^${escape(title)}(?: \\(\\d+\\))?$`, "u") });

export interface TileInfo {
  title: string;
  brand: string;
  /** cents */
  price: number;
  href: string;
}

export interface FacetValue {
  title: string;
  count: number;
  selected: boolean;
}

export class ListingPage {
  readonly heading: Locator;
  readonly count: Locator;
  readonly grid: Locator;
  /** Every grid cell, the promo banner included. */
  readonly cells: Locator;
  readonly tiles: Locator;
  readonly tileImages: Locator;
  readonly promo: Locator;
  readonly countdown: Locator;
  readonly openFilters: Locator;
  readonly filterPanel: Locator;
  readonly sort: Locator;
  readonly minPrice: Locator;
  readonly maxPrice: Locator;
  readonly applyPrice: Locator;
  readonly loadMore: Locator;
  readonly loadMoreBusy: Locator;
  /** The load-more link whatever its text ('Laad meer' or 'Aan het laden...'). */
  readonly loadMoreLink: Locator;
  readonly loadStatus: Locator;
  readonly quickView: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1 });
    this.count = main.locator(".category-header__count");
    this.grid = main.locator(".category-page__products > .product-grid");
    this.cells = this.grid.locator(":scope > li");
    this.tiles = this.grid.getByRole("article");
    this.tileImages = this.grid.locator("img");
    this.promo = this.grid.getByRole("complementary", { name: "Actie" });
    this.countdown = main.getByRole("timer");
    this.openFilters = main.getByRole("button", { name: "Filteren", exact: true });
    this.filterPanel = main.getByRole("complementary", { name: "Filteren" });
    this.sort = main.getByRole("combobox", { name: /^Sorteren/u });
    this.minPrice = this.filterPanel.getByRole("slider", { name: /^Minimumprijs/u });
    this.maxPrice = this.filterPanel.getByRole("slider", { name: /^Maximumprijs/u });
    this.applyPrice = this.filterPanel.getByRole("button", { name: "Toepassen" });
    this.loadMore = main.getByRole("link", { name: LOAD_MORE.idle });
    this.loadMoreBusy = main.getByRole("link", { name: LOAD_MORE.loading });
    this.loadMoreLink = main.locator(".load-more__button");
    this.loadStatus = main.locator(".load-more__status");
    this.quickView = page.getByRole("dialog");
  }

  /** 'N producten' in the category header. */
  countText(n: number): string {
    return n === 1 ? "1 product" : `${n} producten`;
  }

  /** The open/close button of a filter group ('Merk', 'Merk (1)' once a value is chosen). */
  groupToggle(title: string): Locator {
    return this.filterPanel.getByRole("button", groupToggleName(title));
  }

  filterGroup(title: string): Locator {
    return this.filterPanel.locator("section.filter-group").filter({ has: this.page.getByRole("button", groupToggleName(title)) });
  }

  /** A value of a filter group: a link named 'Nachtwacht (15)', or '... (gekozen, klik om te verwijderen) (15)'. */
  filterValue(group: string, value: string): Locator {
    return this.filterGroup(group).getByRole("link", { name: new RegExp(`^${escape(value)}(?: \\(gekozen, klik om te verwijderen\\))? \\(\\d+\\)$`, "u") });
  }

  /** Opens a collapsed filter group (no-op when open). */
  async expandGroup(title: string): Promise<void> {
    const toggle = this.groupToggle(title);
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }

  /** The values a filter group shows, with their counts. */
  async facet(group: string): Promise<FacetValue[]> {
    return this.filterGroup(group)
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => ({
          title: a.querySelector("span:not([class])")?.textContent ?? "",
          count: Number((a.querySelector(".filter-option__count")?.textContent ?? "").replace(/\D/gu, "")),
          selected: a.classList.contains("is-selected"),
        })),
      );
  }

  /** Title, brand, price (cents) and link of every tile, in grid order. */
  async tileInfo(): Promise<TileInfo[]> {
    const raw = await this.tiles.evaluateAll((tiles) =>
      tiles.map((t) => ({
        title: t.querySelector("h3")?.textContent ?? "",
        brand: t.querySelector(".tile__brand")?.textContent ?? "",
        price: t.querySelector(".price__now")?.textContent ?? "",
        href: t.querySelector("a.tile__link")?.getAttribute("href") ?? "",
      })),
    );
    return raw.map((t) => ({ ...t, price: parseEuro(t.price) }));
  }

  tile(title: string): Locator {
    return this.tiles.filter({ has: this.page.getByRole("heading", { level: 3, name: title, exact: true }) });
  }

  quickViewButton(tile: Locator): Locator {
    return tile.getByRole("button", { name: /^Snel bekijken/u });
  }

  favouriteButton(tile: Locator): Locator {
    return tile.getByRole("button", { name: /(?:toevoegen aan|verwijderen uit) favorieten$/u });
  }

  /**
   * Clicks the load-more link as a mouse user does. Scrolling it into view passes the infinite-scroll
   * threshold, so that scroll may start the load before the click lands; the click is then ignored (one
   * load at a time). Tests hold the page's request (holdRequests) so both fall within one load, and the
   * click goes to the link whatever its text is by then.
   */
  async clickLoadMore(): Promise<void> {
    await this.loadMoreLink.click({ force: true });
  }

  /** 'Je hebt 48 van de 86 producten gezien'. */
  statusText(seen: number, total: number): string {
    return `Je hebt ${seen} van de ${total} producten gezien`;
  }
}

/**
 * Holds every request matching `match` until release() is called; `seen` lists them as the browser made
 * them. Makes "one load at a time" testable without depending on how fast the server answers.
 */
export async function holdRequests(page: Page, match: (u: URL) => boolean): Promise<{ seen: URL[]; release: () => void }> {
  const seen: URL[] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (u) => match(u),
    async (route) => {
      seen.push(new URL(route.request().url()));
      await held;
      await route.continue();
    },
  );
  return { seen, release };
}

/** Requests the search results' load more makes: /v1/catalog/search with querystring page=N. */
export function isSearchPage(url: URL, page: number): boolean {
  return url.pathname === "/v1/catalog/search" && url.searchParams.get("querystring") === `page=${page}`;
}

/** Requests the load-more bar makes: /v1/catalog/overview/category with querystring page=N. */
export function isOverviewPage(url: URL, page: number): boolean {
  return url.pathname === "/v1/catalog/overview/category" && url.searchParams.get("querystring") === `page=${page}`;
}
