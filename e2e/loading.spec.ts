import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";

test.describe("loading and offline state", () => {
  test.beforeEach(async ({ storeCookieChoice }) => {
    await storeCookieChoice();
  });

  test("a slow navigation shows the page loading bar and the overlay, which go away when the page is there", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    // Hold the data request of the next page for a moment, longer than the 200 ms throttle.
    await page.route(/\/sitemap\/?.*\.data/u, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await shell.footer.getByRole("link", { name: "Sitemap" }).click();
    const bar = page.getByRole("progressbar", { name: "Pagina wordt geladen" });
    await expect(bar).toBeVisible();
    await expect(page.locator(".loading-overlay")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.locator(".loading-overlay")).toHaveCount(0);
  });

  test("going offline is shown, and coming back online hides it again", async ({ page, context }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await page.waitForLoadState("networkidle");
    const status = page.getByRole("status").filter({ hasText: "Je bent offline" });
    await expect(status).toHaveCount(0);
    await context.setOffline(true);
    await expect(status).toBeVisible();
    await context.setOffline(false);
    await expect(status).toHaveCount(0);
  });

  test("a route chunk that fails to load ('Loading chunk failed') reloads the page", async ({ page, consoleGuard }) => {
    const shell = new Shell(page);
    await shell.open("/");
    let failed = 0;
    await page.route(/\/assets\/discount-code-[\w-]+\.js$/u, async (route) => {
      if (failed++ === 0) return route.abort("failed");
      return route.continue();
    });
    consoleGuard.expectAbortedLoad(/^\/assets\/discount-code-[\w-]+\.js$/u, "the test makes the chunk fail once");
    // React Router reports the failed module and reloads; both messages are the behaviour under test.
    consoleGuard.expectConsoleError(/^Error loading route module `\/assets\/discount-code-[\w-]+\.js`, reloading page\.\.\.$/u, "chunk failure");
    consoleGuard.expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: .*\/assets\/discount-code-[\w-]+\.js$/u, "chunk failure");
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = "voor het herladen";
    });
    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
      void router.navigate("/kortingscode/");
    });
    await reloaded;
    // A fresh document: the marker set before is gone, and the reloaded page renders and works.
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBeUndefined();
    await expect(shell.header).toBeVisible();
    // The reloaded document can fire its load event before its client has created the router (it imports the
    // route modules first): wait for the router before using it.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Navigating again now loads the chunk and shows the page.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
      void router.navigate("/kortingscode/");
    });
    await expect(page.getByRole("heading", { level: 1, name: "Kortingscode" })).toBeVisible();
    expect(failed).toBeGreaterThanOrEqual(2);
  });
});
