/** Page object for a product page (/{slug}.html). */
import type { Locator, Page } from "@playwright/test";

export class ProductPage {
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly gallery: Locator;
  readonly info: Locator;
  readonly price: Locator;
  readonly oldPrice: Locator;
  readonly sku: Locator;
  readonly jsonLd: Locator;
  readonly reviews: Locator;
  readonly related: Locator;
  readonly lastViewed: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1 });
    this.breadcrumb = main.getByRole("navigation", { name: "Kruimelpad" });
    this.gallery = main.getByRole("region", { name: /^Afbeeldingen van / });
    this.info = main.locator(".product-page__info");
    this.price = this.info.locator(".price__now");
    this.oldPrice = this.info.locator("s");
    this.sku = this.info.getByText(/^Artikelnummer: /u);
    this.jsonLd = page.locator('script[type="application/ld+json"]');
    this.reviews = main.getByRole("region", { name: "Reviews" });
    this.related = main.getByRole("region", { name: "Bekijk ook" });
    this.lastViewed = main.getByRole("region", { name: "Laatst bekeken" });
  }

  /** A value of a product option ('Maat', '160x200 (Queen size)'). */
  option(group: string, value: string): Locator {
    return this.info.getByRole("group", { name: group }).getByRole("radio", { name: value, exact: true });
  }

  /** The swiper of a product row ('Bekijk ook', 'Laatst bekeken') once swiper has set it up. */
  swiper(region: Locator): Locator {
    return region.locator(".swiper[data-ready='true']");
  }

  /** How many slides of a swiper lie wholly inside its visible box. */
  async visibleSlides(region: Locator): Promise<number> {
    return this.swiper(region).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll(".swiper-slide")].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
  }
}
