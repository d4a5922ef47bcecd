import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";
import { tabTo } from "./support/keyboard";

test.describe("keyboard", () => {
  test("the first Tab reaches the skip link 'Naar de inhoud', which moves focus into main", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await page.keyboard.press("Tab");
    await expect(shell.skipLink).toBeFocused();
    await expect(shell.skipLink).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/#inhoud");
    // Focus moved past the header: the next Tab lands on the first control inside main.
    await page.keyboard.press("Tab");
    const focusedInMain = await shell.main.evaluate((main) => main.contains(document.activeElement) && document.activeElement !== main);
    expect(focusedInMain, "after the skip link, Tab continues inside main").toBe(true);
    await expect(shell.main.getByRole("link").first()).toBeFocused();
  });

  test("the cookie bar buttons are reachable with Tab and work with Enter", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.footerHelpTitle).toBeVisible();
    await tabTo(page, shell.refuseCookies, 200);
    await page.keyboard.press("Tab");
    await expect(shell.acceptCookies).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(shell.cookieBar).toHaveCount(0);
  });
});
