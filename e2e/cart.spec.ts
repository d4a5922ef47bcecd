/**
 * The cart screens (ADR 011): add from the product page with and without JavaScript, quick buy
 * from a tile, quantity and remove on the cart page, discount codes and their refusals, the promo progress,
 * axe on the cart page and the quick-buy popup, and a keyboard-only add and checkout. Every test has its
 * own browser context, hence its own cart cookie and cart; /v1 is the oracle for names and prices.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Product, Variant } from "../app/lib/api/types/catalog";
import { CART_WRITE_FAILED } from "../app/lib/cart/messages";
import { FREE_SHIPPING_THRESHOLD } from "../app/kernel/shipping";
import { codeRefusalMessage } from "../worker/domain/cart/messages";
import { expect, test } from "./fixtures";
import { AddToCart, CartPage, cartApi, expectCartCount, QuickBuyPopup } from "./pages/cart";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/keyboard";
import { catalogApi, euro, returningVisitor } from "./support/catalog";

interface Pick {
  product: Product;
  variant: Variant;
}

/** A cheap product with one variant on the first page of 'keuken': one is below free delivery, a few are above. */
async function cheapSingle(request: APIRequestContext): Promise<Pick> {
  const listing = await catalogApi.category(request, "keuken");
  for (const tile of listing.products.filter((t) => t.available && t.price.price >= 600 && t.price.price <= 2400)) {
    const product = await catalogApi.product(request, tile.slug);
    const only = product.variants[0]!;
    if (product.variants.length === 1 && only.available && only.stock >= 10) return { product, variant: only };
  }
  throw new Error("no cheap product with one variant on the first page of 'keuken'");
}

/** A product with a 'Maat' choice on the first page of 'matrassen', and a size other than the preselected one. */
async function sized(request: APIRequestContext): Promise<Pick & { size: string }> {
  const listing = await catalogApi.category(request, "matrassen");
  for (const tile of listing.products.filter((t) => t.available)) {
    const product = await catalogApi.product(request, tile.slug);
    const maat = product.options.find((o) => o.title === "Maat");
    const other = product.variants.find((v) => v.id !== product.variant_id && v.available && v.stock >= 5 && v.option_value_ids.length === 1);
    const value = maat && other && maat.values.find((v) => other.option_value_ids.includes(v.id));
    if (product.options.length === 1 && other && value) return { product, variant: other, size: value.title };
  }
  throw new Error("no product with a second size on the first page of 'matrassen'");
}

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("add to cart", () => {
  test("from the product page: the counter moves at once, the quick-buy popup shows the line and total, then the cart", async ({ page, request }) => {
    const { product, variant, size } = await sized(request);
    const shell = new Shell(page);
    await shell.open(product.url);
    await new ProductPage(page).option("Maat", size).check();
    const add = new AddToCart(page);
    await add.quantity.fill("2");
    await add.button.click();

    const popup = new QuickBuyPopup(page);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.dialog).toContainText(product.title);
    await expect(popup.dialog).toContainText(`Maat: ${size}`);
    await expect(popup.dialog).toContainText(euro(variant.price.price));
    await expect(popup.dialog).toContainText(euro(variant.price.price * 2));
    await expectCartCount(page, 2);

    await popup.toCart.click();
    await expect(page).toHaveURL(/\/cart\/$/u);
    const cart = new CartPage(page);
    const line = (await cartApi.get(page.request)).items[0]!;
    expect(line.variant_id).toBe(variant.id);
    await expect(cart.quantity(line.title)).toHaveValue("2");
    await expect(cart.line(product.title)).toContainText(`Maat: ${size}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts the chosen size and quantity and lands on the cart; quantity and remove post too", async ({ page, request }) => {
      const { product, variant, size } = await sized(request);
      await page.goto(product.url);
      await new ProductPage(page).option("Maat", size).check();
      const add = new AddToCart(page);
      await add.quantity.fill("2");
      await add.button.click();

      await expect(page).toHaveURL(/\/cart\/$/u);
      const cart = new CartPage(page);
      await expect(cart.line(product.title)).toContainText(`Maat: ${size}`);
      const line = (await cartApi.get(page.request)).items[0]!;
      expect(line.variant_id).toBe(variant.id);
      await expect(cart.quantity(line.title)).toHaveValue("2");

      await cart.quantity(line.title).selectOption("3");
      await cart.line(product.title).getByRole("button", { name: "Bijwerken" }).click();
      await expect(cart.status).toContainText("Aantal aangepast");
      await expect(cart.quantity(line.title)).toHaveValue("3");
      await expect(cart.line(product.title)).toContainText(euro(variant.price.price * 3));

      await cart.remove(line.title).click();
      await expect(cart.status).toContainText("Artikel verwijderd");
      await expect(cart.empty).toBeVisible();
    });
  });

  test("quick buy from a tile: one variant is added at once; with sizes the quick view asks first", async ({ page, request }) => {
    const single = await cheapSingle(request);
    const shell = new Shell(page);
    await shell.open("/keuken/");
    const buy = page.getByRole("button", { name: `In winkelwagen: ${single.product.title}`, exact: true });
    await buy.click();
    const popup = new QuickBuyPopup(page);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.dialog).toContainText(single.product.title);
    await expectCartCount(page, 1);
    await popup.continueShopping.click();
    await expect(popup.dialog).toBeHidden();
    await expect(buy).toBeFocused();

    const { product, variant, size } = await sized(request);
    await shell.open("/matrassen/");
    await page.getByRole("button", { name: `In winkelwagen: ${product.title}`, exact: true }).click();
    const quickView = page.getByRole("dialog", { name: product.title });
    await quickView.getByRole("group", { name: "Maat" }).getByRole("radio", { name: size, exact: true }).check();
    await quickView.getByRole("button", { name: "In winkelwagen" }).click();
    await expect(popup.dialog).toContainText(`Maat: ${size}`);
    await expectCartCount(page, 2);
    const cart = await cartApi.get(page.request);
    expect(cart.items.map((l) => l.variant_id).sort()).toEqual([single.variant.id, variant.id].sort());
  });
});

test("a quick add that fails shows the reason in the popup and the counter goes back", async ({ page, request, consoleGuard }) => {
  const { product } = await cheapSingle(request);
  consoleGuard.expectAbortedLoad(/^\/v1\/cart\/item$/u, "the test cuts the add off to simulate a network failure");
  await new Shell(page).open("/keuken/");
  await page.route("**/v1/cart/item", (route) => route.abort());
  await page.getByRole("button", { name: `In winkelwagen: ${product.title}`, exact: true }).click();
  const popup = new QuickBuyPopup(page);
  await expect(popup.failed).toBeVisible();
  await expect(popup.failed.getByRole("alert")).toHaveText(CART_WRITE_FAILED);
  await expectCartCount(page, 0);
  expect((await cartApi.get(page.request)).items).toEqual([]);
});

test.describe("cart page", () => {
  test("change the quantity and remove a line: totals, counter and the live region follow", async ({ page, request }) => {
    const { product, variant } = await cheapSingle(request);
    const other = await sized(request);
    await cartApi.add(page.request, variant.id, 1);
    await cartApi.add(page.request, other.variant.id, 1);
    const cart = new CartPage(page);
    await cart.open();
    await expect(cart.lines).toHaveCount(2);
    await expectCartCount(page, 2);
    const line = (await cartApi.get(page.request)).items.find((l) => l.variant_id === variant.id)!;

    await cart.quantity(line.title).selectOption("3");
    await expect(cart.status).toContainText("Aantal aangepast");
    await expectCartCount(page, 4);
    await expect(cart.line(product.title)).toContainText(euro(variant.price.price * 3));
    const after = await cartApi.get(page.request);
    await expect(cart.total("Totaal")).toHaveText(euro(after.totals.grand_total));

    await cart.remove(line.title).click();
    await expect(cart.status).toContainText("Artikel verwijderd");
    await expect(cart.lines).toHaveCount(1);
    await expectCartCount(page, 1);
    await expect(cart.checkout).toHaveAttribute("href", "/checkout/");
  });

  test("a valid code gives a discount line; each refusal says why in Dutch", async ({ page, request }) => {
    const { variant } = await cheapSingle(request);
    // Enough for WELKOM5 (from € 25), not enough for SLAAP10 (from € 100).
    await cartApi.add(page.request, variant.id, Math.ceil(2500 / variant.price.price));
    const cart = new CartPage(page);
    await cart.open();

    const refusals: [string, string][] = [
      ["BESTAATNIET", codeRefusalMessage("unknown")],
      ["ZOMER2025", codeRefusalMessage("expired")],
      ["OP=OP", codeRefusalMessage("used_up")],
      ["SLAAP10", codeRefusalMessage("min_order", 10000)],
      ["KUSSEN15", codeRefusalMessage("not_applicable")],
    ];
    for (const [code, message] of refusals) {
      await cart.applyDiscount(code);
      await expect(cart.status, code).toContainText(message);
      await expect(cart.codeField).toHaveAttribute("aria-invalid", "true");
    }
    await expect(cart.summary.locator("dt", { hasText: "Korting" })).toHaveCount(0);

    const before = (await cartApi.get(page.request)).totals.grand_total;
    await cart.applyDiscount("welkom5");
    // The live region says it, and the form shows the applied code (two elements with the same words).
    await expect(cart.status).toContainText("Kortingscode WELKOM5 is toegepast.");
    await expect(page.getByRole("main").locator(".discount-form__applied")).toHaveText(/Kortingscode\s+WELKOM5\s+is toegepast/u);
    await expect(cart.total(/^Korting/u)).toHaveText(`-${euro(500)}`);
    await expect(cart.total("Totaal")).toHaveText(euro(before - 500));

    await page.getByRole("button", { name: "Verwijder kortingscode WELKOM5" }).click();
    await expect(cart.status).toContainText("Kortingscode verwijderd");
    await expect(cart.codeField).toBeVisible();
    await expect(cart.total("Totaal")).toHaveText(euro(before));
  });

  test("the promo progress moves towards free delivery and says when it is reached", async ({ page, request }) => {
    const { product, variant } = await cheapSingle(request);
    await cartApi.add(page.request, variant.id, 1);
    const cart = new CartPage(page);
    await cart.open();
    const price = variant.price.price;
    await expect(cart.promoText).toHaveText(`Nog ${euro(FREE_SHIPPING_THRESHOLD - price)} tot gratis bezorging`);
    const first = Number(await cart.progress.getAttribute("value"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);

    const line = (await cartApi.get(page.request)).items[0]!;
    await cart.quantity(line.title).selectOption("2");
    await expect(cart.promoText).toHaveText(`Nog ${euro(FREE_SHIPPING_THRESHOLD - 2 * price)} tot gratis bezorging`);
    expect(Number(await cart.progress.getAttribute("value"))).toBeGreaterThan(first);

    const enough = Math.ceil(FREE_SHIPPING_THRESHOLD / price);
    await cart.quantity(line.title).selectOption(String(enough));
    await expect(cart.promoText).toHaveText("Je bestelling wordt gratis bezorgd");
    await expect(cart.progress).toHaveAttribute("value", "100");
    await expect(cart.total("Verzendkosten")).toHaveText("Gratis");
    await expect(cart.line(product.title)).toBeVisible();
  });
});

test.describe("accessibility and keyboard", () => {
  test("axe finds nothing on the cart page with lines, nor on the quick-buy popup", async ({ page, request }) => {
    const { product, variant } = await cheapSingle(request);
    await cartApi.add(page.request, variant.id, 2);
    const cart = new CartPage(page);
    await cart.open();
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.summary).toBeVisible();
    await expectNoAxeViolations(page, "/cart/ with a line");

    await new Shell(page).open("/keuken/");
    await page.getByRole("button", { name: `In winkelwagen: ${product.title}`, exact: true }).click();
    await expect(new QuickBuyPopup(page).dialog).toBeVisible();
    await expectNoAxeViolations(page, "the quick-buy popup");
  });

  test("keyboard only: add from the product page, go to the cart, reach 'Bestellen'", async ({ page, request }) => {
    const { product } = await cheapSingle(request);
    await new Shell(page).open(product.url);
    const add = new AddToCart(page);
    await tabTo(page, add.button, 120);
    await page.keyboard.press("Enter");
    const popup = new QuickBuyPopup(page);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.toCart).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart\/$/u);
    const cart = new CartPage(page);
    await expect(cart.line(product.title)).toBeVisible();
    await tabTo(page, cart.checkout, 120);
    await page.keyboard.press("Enter");
    // The checkout entry sends a visitor who is not logged in on to "Inloggen" or "Bestellen als gast".
    await expect(page).toHaveURL(/\/checkout\/checkout-login\/$/u);
  });
});
