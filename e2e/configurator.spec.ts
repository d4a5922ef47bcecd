/**
 * The boxspring configurator (ADR 021): configure the hotel boxspring set step by step with a
 * changing preview, add it to the cart and see it there with its parts; the incomplete messages; the step
 * rules in the URL (wrap to step 1, default product); a failed add to cart and a second try; axe; keyboard
 * only; without JavaScript. /v1 is the oracle for prices.
 */
import type { APIRequestContext, Locator } from "@playwright/test";
import type { ConfiguratorData } from "../app/lib/api/types/configurator";
import { configSteps, totalPrice, type Selection } from "../app/lib/configurator/rules";
import { CONFIGURATOR_MESSAGES as M } from "../app/lib/configurator/messages";
import { expect, test } from "./fixtures";
import { CartPage } from "./pages/cart";
import { ConfiguratorPage } from "./pages/configurator";
import { expectNoAxeViolations } from "./support/axe";
import { euro } from "./support/catalog";

const HOTEL = "/configurator/boxsprings/hotel-boxspring-set";
const CHOSEN: Selection = { maat: 770, kleur: 774, hoofdbord: 9000104, matras: 9000203, topper: 9000302, poten: 9000403 };

async function hotelData(request: APIRequestContext): Promise<ConfiguratorData> {
  const res = await request.get("/v1/catalog/configurator/hotel-boxspring-set");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ConfiguratorData }).data;
}

test("configure step by step with a changing preview, add to cart and see it in the cart with its parts", async ({ page, request }) => {
  const data = await hotelData(request);
  const expected = totalPrice(data, configSteps(data), CHOSEN);
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-1/`);
  await expect(page.locator(".chat-launcher")).toHaveCount(0);
  await expect(c.stepBar.getByRole("listitem")).toHaveCount(6);
  await c.expectStep(1, 6, "Maat");
  const seen = [await c.previewSrc()];
  const step = async (n: number, title: string, choices: [string, string][]) => {
    await c.expectStep(n, 6, title);
    for (const [group, option] of choices) {
      await c.choose(group, option);
      const src = await c.previewSrc();
      expect(seen, "the preview changes with every choice").not.toContain(src);
      seen.push(src);
    }
    await c.next.click();
  };
  await step(1, "Maat", [["Maat", "180x200"]]);
  await expect(page).toHaveURL(/\/step-2\/\?config=maat%3A770$/u);
  await step(2, "Kleur", [["Kleur", "Cognac"]]);
  await step(3, "Hotel hoofdbord", [["Hoofdbord", "Wingback"]]);
  await step(4, "Matras en topper", [["Matras", "Latex"], ["Topper", "Traagschuim"]]);
  await step(5, "Poten", [["Poten", "Zwart metaal"]]);
  await c.expectStep(6, 6, "Overzicht");
  await expect(c.summary).toContainText("Wingback hoofdbord");
  await expect(c.price).toHaveText(euro(expected));

  await c.addToCart.click();
  await expect(c.added).toBeVisible();
  await expect(c.added).toContainText(M.addedText);
  await expect(c.added.getByRole("link", { name: M.continueShopping })).toHaveAttribute("href", "/");
  await c.added.getByRole("link", { name: M.toCart }).click();
  await expect(page).toHaveURL(/\/cart\/$/u);
  const cart = new CartPage(page);
  const line = cart.line("Twentse Bedfabriek Elektrische Boxspring Delft");
  await expect(line).toContainText("Boxspring kopen");
  for (const part of ["Maat: 180x200 (King size)", "Kleur: Cognac", "Hoofdbord: Wingback hoofdbord", "Matras: Latex matras", "Topper: Traagschuim topper", "Poten: Zwarte metalen poten"]) {
    await expect(line).toContainText(part);
  }
  await expect(line.locator(".cart-line__total")).toContainText(euro(expected));
});

test("incomplete: Next without a choice and add to cart before every part is chosen show the Dutch messages", async ({ page }) => {
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-1/`);
  await expect(c.next).toHaveAttribute("aria-disabled", "true");
  await c.pressNext();
  await expect(c.alert).toHaveText(`${M.selectOptionTitle} ${M.selectOptionText("Maat")}`);
  await c.expectStep(1, 6, "Maat");
  // Later steps without a choice cannot be reached through the step bar.
  await expect(c.circleLink("Kleur")).toHaveCount(0);
  await c.choose("Maat", "160x200");
  await expect(c.alert).toHaveCount(0);
  await expect(c.next).not.toHaveAttribute("aria-disabled", "true");
  // The summary opened through the URL with an incomplete configuration.
  await c.open(`${HOTEL}/step-6/?config=maat:769|kleur:773`);
  await c.addToCart.click();
  await expect(c.alert).toHaveText(`${M.incompleteTitle} ${M.incompleteText}`);
  await expect(c.added).toHaveCount(0);
  // Earlier steps are links; the answered ones too.
  await c.circleLink("Kleur").click();
  await c.expectStep(2, 6, "Kleur");
  await expect(c.option("Kleur", "Saliegroen")).toBeChecked();
});

test("a failed add to cart says so and the shopper can try again", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedLoad(/^\/v1\/cart\/item$/u, 503, "the test fails the first add to cart on purpose");
  consoleGuard.expectConsoleError(/^configurator add to cart failed/u, "the page logs the failed add (spec section 8)");
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-6/?config=maat:769|kleur:773|hoofdbord:9000103|matras:9000201|topper:9000301|poten:9000401`);
  let failed = 0;
  await page.route("**/v1/cart/item", async (route) => {
    if (route.request().method() !== "POST" || failed > 0) return route.fallback();
    failed++;
    await route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
  });
  await c.addToCart.click();
  await expect(c.alert).toHaveText(`${M.addFailedTitle} ${M.addFailedText}`);
  await expect(c.added).toHaveCount(0);
  await expectNoAxeViolations(page, "configurator add to cart failed");
  // The button is back (not stuck on 'Bezig met toevoegen...') and the focus is still on it.
  await expect(c.addToCart).toBeEnabled();
  await expect(c.addToCart).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(c.added).toBeVisible();
  await expect(c.alert).toHaveCount(0);
  expect(failed).toBe(1);
  await c.added.getByRole("link", { name: M.toCart }).click();
  await expect(page).toHaveURL(/\/cart\/$/u);
  await expect(new CartPage(page).line("Twentse Bedfabriek Elektrische Boxspring Delft")).toBeVisible();
});

test("a step beyond the last wraps to step 1; without a product the default product opens", async ({ page }) => {
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-9/`);
  await c.expectStep(1, 6, "Maat");
  await c.open("/configurator/boxsprings/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twentse Bedfabriek Elektrische Boxspring Delft");
  await c.expectStep(1, 6, "Maat");
});

test("a boxspring's product page links to its configurator", async ({ page, request }) => {
  const listing = (await (await request.get("/v1/catalog/overview/category?path=boxsprings&querystring=")).json()) as { data: { products: { slug: string; title: string }[] } };
  const product = listing.data.products[0]!;
  const c = new ConfiguratorPage(page);
  await page.goto(`/${product.slug}.html`);
  await page.getByRole("link", { name: "Stel je boxspring samen" }).click();
  await expect(page).toHaveURL(new RegExp(`/configurator/boxsprings/${product.slug}/step-1/$`, "u"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
  await c.expectStep(1, 6, "Maat");
});

test("axe: a step, the summary and the cart notification", async ({ page }) => {
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-2/?config=maat:769`);
  await c.pressNext();
  await expect(c.alert).toBeVisible();
  await expectNoAxeViolations(page, "configurator step with a message");
  await c.open(`${HOTEL}/step-6/?config=maat:769|kleur:773|hoofdbord:9000103|matras:9000201|topper:9000301|poten:9000401`);
  await expectNoAxeViolations(page, "configurator summary");
  await c.addToCart.click();
  await expect(c.added).toBeVisible();
  await expectNoAxeViolations(page, "configurator cart notification");
});

test("keyboard only: choose with the arrow keys, go on with Enter, add to cart", async ({ page }) => {
  const c = new ConfiguratorPage(page);
  await c.open(`${HOTEL}/step-1/`);
  const pressUntilFocused = async (target: Locator) => {
    for (let i = 0; i < 60; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("never focused");
  };
  // Step 1..5: Tab into the first radio group of the step, pick with the arrow keys, Enter goes on.
  const steps: [string, string][] = [["Maat", "180x200"], ["Kleur", "Cognac"], ["Hoofdbord", "Wingback"], ["Poten", "Verzonken"]];
  await pressUntilFocused(c.option("Maat", "160x200"));
  await page.keyboard.press("ArrowRight");
  await expect(c.option(...steps[0]!)).toBeChecked();
  await page.keyboard.press("Enter");
  await c.expectStep(2, 6, "Kleur");
  await pressUntilFocused(c.option("Kleur", "Saliegroen"));
  await page.keyboard.press("ArrowRight");
  await expect(c.option(...steps[1]!)).toBeChecked();
  await page.keyboard.press("Enter");
  await c.expectStep(3, 6, "Hotel hoofdbord");
  await pressUntilFocused(c.option("Hoofdbord", "Verticale panelen"));
  await page.keyboard.press("ArrowRight");
  await expect(c.option(...steps[2]!)).toBeChecked();
  await page.keyboard.press("Enter");
  await c.expectStep(4, 6, "Matras en topper");
  await pressUntilFocused(c.option("Matras", "Pocketvering"));
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(c.option("Topper", "Koudschuim")).toBeChecked();
  await page.keyboard.press("Enter");
  await c.expectStep(5, 6, "Poten");
  await pressUntilFocused(c.option("Poten", "Verzonken"));
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await c.expectStep(6, 6, "Overzicht");
  await pressUntilFocused(c.addToCart);
  await page.keyboard.press("Enter");
  await expect(c.added).toBeVisible();
  await pressUntilFocused(c.added.getByRole("link", { name: M.toCart }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart\/$/u);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the steps work as forms and links, and the configuration goes to the cart", async ({ page }) => {
    const c = new ConfiguratorPage(page);
    await page.goto(`${HOTEL}/step-1/`);
    await c.pressNext();
    await expect(c.alert).toHaveText(`${M.selectOptionTitle} ${M.selectOptionText("Maat")}`);
    await c.choose("Maat", "180x200");
    await c.next.click();
    await c.expectStep(2, 6, "Kleur");
    await c.choose("Kleur", "Cognac");
    await c.next.click();
    await c.choose("Hoofdbord", "Wingback");
    await c.next.click();
    await c.choose("Matras", "Latex");
    await c.choose("Topper", "Latex");
    await c.next.click();
    await c.choose("Poten", "Chroom");
    await c.next.click();
    await c.expectStep(6, 6, "Overzicht");
    await c.addToCart.click();
    await expect(page).toHaveURL(/\/cart\/$/u);
    await expect(page.getByRole("main")).toContainText("Poten: Chromen poten");
  });
});
