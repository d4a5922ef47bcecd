import { CART_FOOTER_RATING, STRINGS, TABLET_MAX_WIDTH } from "../app/lib/constants";
import { CHECKOUT_STEPS } from "../app/lib/checkout/constants";
import { expect, test } from "./fixtures";
import { fillCart } from "./pages/checkout";
import { HomePage } from "./pages/home";
import { Shell } from "./pages/shell";
import { seed } from "./support/content";

test.describe("layouts", () => {
  test("Cart: 'Mijn Winkelwagen' and, on desktop, the footer rating block 8,7", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/cart/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STRINGS.cartTitle);
    await expect(shell.footerRating).toBeVisible();
    await expect(shell.footerRating).toContainText(`${CART_FOOTER_RATING.score}/${CART_FOOTER_RATING.max}`);
    await expect(shell.footerRating).toContainText(`Meer dan ${CART_FOOTER_RATING.reviews} beoordelingen`);
    await expect(shell.footerRating.getByRole("img", { name: `${CART_FOOTER_RATING.stars} van de 5 sterren` })).toBeVisible();
  });

  test("the footer rating block is on the cart page only", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.footerHelpTitle).toBeVisible();
    await expect(shell.footerRating).toHaveCount(0);
  });

  test("Checkout: 'Bestellen' with the three progress steps", async ({ page }) => {
    const shell = new Shell(page);
    await fillCart(page.request);
    await shell.open("/checkout/address-details/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STRINGS.checkoutTitle);
    const progress = page.getByRole("navigation", { name: "Stappen van je bestelling" });
    await expect(progress.getByRole("listitem")).toHaveText(CHECKOUT_STEPS.map((s, i) => `${i + 1}${s}`));
    await expect(progress.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
    // The checkout header has no main menu or search.
    await expect(shell.mainMenu).toHaveCount(0);
    await expect(shell.searchField).toHaveCount(0);
  });

  test("Checkout: the usp slider is hidden at 992px and shown at 1200px", async ({ page }) => {
    const shell = new Shell(page);
    await page.setViewportSize({ width: TABLET_MAX_WIDTH, height: 800 });
    await fillCart(page.request);
    await shell.open("/checkout/address-details/");
    await expect(shell.uspSlider).toHaveCount(1);
    await expect(shell.uspSlider).toBeHidden();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(shell.uspSlider).toBeVisible();
    await expect(shell.uspSlider).toContainText(seed.usps.items[0]!.text);
  });

  test("Basic: the text page has the back button 'Terug', which goes back", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await shell.openBasic("/textpage/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.textpage.title);
    await expect(shell.mainMenu).toHaveCount(0);
    const back = page.getByRole("button", { name: "Terug" });
    await expect(back).toBeVisible();

    await back.click();
    await expect(page).toHaveURL("/");
    await expect(new HomePage(page).promoHeader).toBeVisible();
  });
});
