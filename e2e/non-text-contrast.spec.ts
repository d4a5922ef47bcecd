/**
 * Non-text contrast (WCAG 1.4.11), which axe does not check: the unfilled rating stars must keep 3:1
 * against what they are drawn on, on every background they appear on (white tiles and reviews, the sand
 * trust score of the home page, the navy footer).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { catalogSeed, returningVisitor } from "./support/catalog";

const mattress = catalogSeed.products.find((p) => p.main_category === "matrassen")!;

/**
 * Each visible unfilled star row with its contrast ratio (WCAG relative luminance) against the first
 * opaque background behind it, semi-transparent ones composited on the way up.
 */
function starContrasts(page: Page): Promise<{ where: string; ratio: number }[]> {
  return page.locator(".stars__base").evaluateAll((els) => {
    const rgba = (css: string): number[] => (css.match(/[\d.]+/gu) ?? []).map(Number).concat([1]).slice(0, 4);
    const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    const background = (el: Element): number[] => {
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c[3]! > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      // Composite from the opaque layer (or the white canvas) up to the nearest one.
      return layers.reverse().reduce((under, [r, g, b, a]) => [r! * a! + under[0]! * (1 - a!), g! * a! + under[1]! * (1 - a!), b! * a! + under[2]! * (1 - a!)], [255, 255, 255]);
    };
    return els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const [l1, l2] = [luminance(rgba(getComputedStyle(el).color)), luminance(background(el))].sort((a, b) => b - a);
        const where = el.closest("[class]:not(.stars):not(.stars__base)")?.className ?? "?";
        return { where, ratio: Math.round(((l1! + 0.05) / (l2! + 0.05)) * 100) / 100 };
      });
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

for (const { name, path } of [
  { name: "home (trust score on sand, footer on navy)", path: "/" },
  { name: "category (product tiles)", path: "/matrassen/" },
  { name: "product (rating and reviews)", path: `/${mattress.slug}.html` },
]) {
  test(`unfilled rating stars have 3:1 against their background: ${name}`, async ({ page }) => {
    await new Shell(page).open(path);
    if (path.endsWith(".html")) await expect(new ProductPage(page).reviews.locator(".stars").first()).toBeVisible();
    const contrasts = await starContrasts(page);
    expect(contrasts.length, "star rows on the page").toBeGreaterThan(0);
    expect(contrasts.filter((c) => c.ratio < 3), "rows of unfilled stars below 3:1").toEqual([]);
  });
}
