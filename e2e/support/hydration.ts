/** Whether a page is hydrated, and the shop's scripts (for tests that hold them back as a slow phone would). */
import type { Page } from "@playwright/test";

/** The shop's JavaScript files (the built client's /assets/ chunks). */
export const SHOP_SCRIPTS = /\/assets\/[^?]*\.js(?:\?.*)?$/u;

/** React has hydrated the element of `selector` once it has attached its props to it. */
function hydratedIn(selector: string): boolean {
  const el = document.querySelector(selector);
  return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
}

export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(hydratedIn, selector);
}

/** Waits until React has hydrated the element of `selector`, so clicks reach their handlers. */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(hydratedIn, selector);
}
