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

interface RouterState {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
}

/** The hydrated React Router has no navigation, revalidation or fetcher in flight. */
function routerIdle(): boolean {
  const router = (window as unknown as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter;
  if (!router) return false;
  const { navigation, revalidation, fetchers } = router.state;
  return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
}

/**
 * Waits until the page is hydrated and React Router is idle. An action's answer shows before the revalidation that
 * follows it ends; a navigation now would cut that request off (an AbortError in the page). `networkidle` does not
 * wait for it: once a document has been idle, Playwright answers that state at once.
 */
export async function waitForRouterIdle(page: Page): Promise<void> {
  await page.waitForFunction(routerIdle);
}
