/**
 * The page cache in a browser (ADR 022): a page answered from the cache runs under its
 * own CSP nonce (the console guard fails the test on any CSP violation or hydration warning) and hydrates;
 * the cart counter of a cached page is the shopper's own.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cartApi, expectCartCount } from "./pages/cart";
import { Shell } from "./pages/shell";
import { catalogApi, returningVisitor } from "./support/catalog";

/** Opens a page until its document comes from the page cache (a miss stores its copy a moment later). */
async function openCached(page: Page, path: string): Promise<void> {
  const shell = new Shell(page);
  let state = "";
  for (let i = 0; i < 20 && state !== "hit"; i++) {
    const res = await shell.open(path);
    state = res?.headers()["x-page-cache"] ?? "";
  }
  expect(state, `${path} from the page cache`).toBe("hit");
}

test("a cached page runs under its own nonce and hydrates: the cookie bar answers a click", async ({ page }) => {
  await openCached(page, "/");
  const shell = new Shell(page);
  await expect(shell.cookieBar).toBeVisible();
  await shell.refuseCookies.click();
  await expect(shell.cookieBar).toBeHidden();
});

test("shopper A's cart count is A's own on a cached page; shopper B's stays empty", async ({ page, browser, baseURL }) => {
  await returningVisitor(page.context(), baseURL!);
  const listing = await catalogApi.category(page.request, "keuken");
  const tile = listing.products.find((t) => t.available)!;
  const product = await catalogApi.product(page.request, tile.slug);
  const variant = product.variants.find((v) => v.available && v.stock >= 5)!;
  await cartApi.add(page.request, variant.id, 2);

  await openCached(page, product.url);
  await expectCartCount(page, 2);

  const other = await browser.newContext();
  try {
    await returningVisitor(other, baseURL!);
    const b = await other.newPage();
    await openCached(b, product.url);
    await expectCartCount(b, 0);
  } finally {
    await other.close();
  }
});
