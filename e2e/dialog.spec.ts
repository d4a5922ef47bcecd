/**
 * The one dialog primitive (ADR 011), seen through the quick view: keyboard focus moves in and
 * stays in, Escape closes, focus returns to the opener, and the page cannot scroll while the dialog is open
 * and is where it was afterwards.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { returningVisitor } from "./support/catalog";

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

/** Two animation frames: scroll events from a wheel or key have been handled. */
async function afterScroll(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("keyboard: focus moves into the dialog and stays there; Escape closes it, focus returns to the opener and the page scrolls again from where it was", async ({ page }) => {
  const shell = new Shell(page);
  const listing = new ListingPage(page);
  await shell.open("/matrassen/");
  const tile = listing.tiles.nth(4);
  const opener = listing.quickViewButton(tile);
  await opener.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await afterScroll(page);
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);

  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = listing.quickView;
  await expect(dialog.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Sluiten" })).toBeFocused();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

  // Tab and Shift+Tab never reach the page behind the dialog (past the last control focus may leave the
  // document for the browser's own controls, which leaves the body as the active element).
  const focusInside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return document.querySelector("dialog[open]")?.contains(active) === true ? "dialog" : active === document.body ? "browser" : active?.outerHTML.slice(0, 80);
    });
  const seen = new Set<string | undefined>();
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    const where = await focusInside();
    expect(["dialog", "browser"], `focus after ${key}`).toContain(where);
    seen.add(where);
  }
  expect(seen.has("dialog")).toBe(true);
  await dialog.getByRole("button", { name: "Sluiten" }).focus();

  // The page does not scroll behind the dialog.
  await page.mouse.move(20, 300);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press("PageDown");
  await afterScroll(page);
  expect(await scrollY(page), "locked while open").toBe(before);

  await page.keyboard.press("Escape");
  await expect(listing.quickView).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator("body")).toHaveCSS("overflow", "visible");
  expect(await scrollY(page), "the page is where it was").toBe(before);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
});

test("a click on the backdrop closes the quick view and returns focus; clicks inside the panel do not", async ({ page }) => {
  const shell = new Shell(page);
  const listing = new ListingPage(page);
  await shell.open("/matrassen/");
  const opener = listing.quickViewButton(listing.tiles.first());
  await opener.click();
  const dialog = listing.quickView;
  const heading = dialog.getByRole("heading", { level: 2 });
  await expect(heading).toBeVisible();
  await heading.click();
  await expect(dialog).toBeVisible();

  await page.mouse.click(5, 5);
  await expect(listing.quickView).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator("body")).not.toHaveClass(/no-scroll/u);
});
