/** Page object for the home page's own content (the shell is in shell.ts). */
import type { Locator, Page } from "@playwright/test";
import { seed } from "../support/content";

export class HomePage {
  readonly promoHeader: Locator;
  readonly mainPromo: Locator;
  readonly sidePromos: Locator;
  readonly categoryBlocks: Locator;
  readonly about: Locator;
  readonly trustScore: Locator;

  constructor(readonly page: Page) {
    this.promoHeader = page.getByRole("region", { name: "Aanbiedingen" });
    this.mainPromo = this.promoHeader.locator(".promo--main");
    this.sidePromos = this.promoHeader.locator(".promo-header__sides .promo--side");
    this.categoryBlocks = page.getByRole("region", { name: "Shop per categorie" });
    this.about = page.getByRole("region", { name: seed.homepage.about.title });
    this.trustScore = page.getByRole("region", { name: "Wat klanten van ons vinden" });
  }
}
