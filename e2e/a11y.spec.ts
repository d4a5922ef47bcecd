/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) on every page the shell has. The newsletter pop-up is checked in
 * newsletter.spec.ts, the open mobile menu and the open filter drawer in mobile.spec.ts.
 */
import { FAVOURITES_KEY } from "../app/lib/catalog/storage-keys";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";
import { catalogSeed, returningVisitor } from "./support/catalog";
import { PAGE_TYPES } from "./support/page-types";

const mattress = catalogSeed.products.find((p) => p.main_category === "matrassen")!;

test.describe("accessibility (axe)", () => {
  for (const p of PAGE_TYPES) {
    test(`${p.name} (${p.path}) has no violations`, async ({ page, consoleGuard }) => {
      if (p.status) consoleGuard.expectFailedLoad(/^\/bestaat-niet\/$/u, p.status, "the 404 page's own document");
      const shell = new Shell(page);
      await shell.open(p.path);
      await expect(shell.footerHelpTitle).toBeVisible();
      await expectNoAxeViolations(page, p.path);
    });
  }

  test("product page has no violations (reviews and related products loaded)", async ({ page }) => {
    const shell = new Shell(page);
    const product = new ProductPage(page);
    await shell.open(`/${mattress.slug}.html`);
    await expect(product.heading).toHaveText(mattress.title);
    await expect(product.reviews).toBeVisible();
    // The related-products swiper starts when the row comes near the viewport.
    await product.related.scrollIntoViewIfNeeded();
    await expect(product.swiper(product.related)).toBeAttached();
    await expectNoAxeViolations(page, `/${mattress.slug}.html`);
  });

  test("favourites with items has no violations", async ({ page }) => {
    const shell = new Shell(page);
    await page.addInitScript(
      ([key, list]) => localStorage.setItem(key, JSON.stringify(list)),
      [FAVOURITES_KEY, catalogSeed.products.slice(0, 3).map((p) => ({ id: p.id, image: "", available: true }))] as const,
    );
    await shell.open("/favorieten/");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await expectNoAxeViolations(page, "/favorieten/ with three favourites");
  });

  test("category page with the quick view open has no violations", async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL!);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    await listing.quickViewButton(listing.tiles.first()).click();
    await expect(listing.quickView.getByRole("heading", { level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, "/matrassen/ with the quick view open");
  });

  test("text page (/textpage/, Basic layout) has no violations", async ({ page }) => {
    const shell = new Shell(page);
    await shell.openBasic("/textpage/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "/textpage/");
  });
});
