/**
 * Page object for the storefront shell every layout shares: skip link, header (menus, search, account,
 * favourites, cart), footer, and the Default layout's cookie bar and newsletter pop-up.
 */
import type { Locator, Page, Response } from "@playwright/test";
import { STRINGS } from "../../app/lib/constants";
import { seed } from "../support/content";
import { waitForHydrated } from "../support/hydration";

export class Shell {
  readonly skipLink: Locator;
  readonly main: Locator;
  readonly header: Locator;
  readonly mainMenu: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;
  readonly searchToggle: Locator;
  readonly searchField: Locator;
  readonly accountLink: Locator;
  readonly favouritesLink: Locator;
  readonly favouritesCounter: Locator;
  readonly cartLink: Locator;
  readonly uspSlider: Locator;
  readonly footer: Locator;
  readonly footerHelpTitle: Locator;
  readonly footerRating: Locator;
  readonly cookieBar: Locator;
  readonly refuseCookies: Locator;
  readonly acceptCookies: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole("link", { name: "Naar de inhoud" });
    this.main = page.getByRole("main");
    this.header = page.getByRole("banner");
    this.mainMenu = page.getByRole("navigation", { name: "Hoofdmenu" });
    this.menuButton = page.getByRole("button", { name: "Menu openen" });
    this.mobileMenu = page.getByRole("dialog", { name: "Menu" });
    this.searchToggle = page.getByRole("button", { name: "Zoeken openen" });
    this.searchField = page.getByRole("combobox", { name: "Zoeken in de winkel" });
    this.accountLink = this.header.getByRole("link", { name: STRINGS.login, exact: true });
    this.favouritesLink = this.header.getByRole("link", { name: /^Favorieten/u });
    this.favouritesCounter = this.favouritesLink.locator(".counter");
    this.cartLink = this.header.getByRole("link", { name: /^Winkelwagen/u });
    this.uspSlider = this.header.getByRole("region", { name: "Voordelen van Droomnest", includeHidden: true });
    this.footer = page.getByRole("contentinfo");
    this.footerHelpTitle = this.footer.getByRole("heading", { name: seed.footer.help_text.title });
    this.footerRating = this.footer.getByRole("region", { name: "Beoordeling door klanten", includeHidden: true });
    this.cookieBar = page.getByRole("region", { name: "Cookie-instellingen" });
    this.refuseCookies = this.cookieBar.getByRole("button", { name: "Weigeren" });
    this.acceptCookies = this.cookieBar.getByRole("button", { name: "Accepteren" });
  }

  /**
   * Opens a page of the shell and waits until React has hydrated it and run its effects: the header's
   * cart counter asks /v1/cart from an effect, so that request means the client is live.
   */
  async open(path: string): Promise<Response | null> {
    const live = this.page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/cart");
    const response = await this.page.goto(path);
    await live;
    return response;
  }

  /**
   * For pages without the shell header (Basic layout): waits until React has hydrated the main content
   * (React has attached its props to the element), so clicks reach their handlers.
   */
  async openBasic(path: string): Promise<Response | null> {
    const response = await this.page.goto(path);
    await waitForHydrated(this.page, "main");
    return response;
  }

  /** The same wait as open(), for a reload. */
  async reload(): Promise<void> {
    const live = this.page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/cart");
    await this.page.reload();
    await live;
  }

  /** Desktop submenu toggle of a main-menu item ('Submenu Matrassen openen'). */
  submenuToggle(title: string): Locator {
    return this.mainMenu.getByRole("button", { name: `Submenu ${title} openen` });
  }

  /** Sub-item toggle of an item in the mobile menu ('Submenu Matrassen'). */
  mobileSubmenuToggle(title: string): Locator {
    return this.mobileMenu.getByRole("button", { name: `Submenu ${title}`, exact: true });
  }

  /** Top-level links of the desktop main menu (no submenu open), also when CSS hides the menu. */
  mainMenuLinks(): Locator {
    return this.page.getByRole("navigation", { name: "Hoofdmenu", includeHidden: true }).locator(".main-menu__list > li > a");
  }

  /** Top-level links of the open mobile menu. */
  mobileMenuLinks(): Locator {
    return this.mobileMenu.locator(".mobile-menu__row > a");
  }
}
