/**
 * html-validate (rules in e2e/support/html-validate.ts) over every page type of the shop: the HTML the
 * server sends, and the DOM once React has hydrated it and loaded what a page loads afterwards (the cart,
 * reviews, the wizard overlay). The same page types as the axe checks (a11y.spec.ts, checkout-a11y.spec.ts),
 * plus the account pages of a logged-in customer, the configurator and the wizard.
 */
import type { Page, Response } from "@playwright/test";
import { FAVOURITES_KEY } from "../app/lib/catalog/storage-keys";
import { expect, test } from "./fixtures";
import { fillCart, orderToPsp, SandboxPsp, formReady, saveGuestDetails, thankYouOrder } from "./pages/checkout";
import { ConfiguratorPage } from "./pages/configurator";
import { MAILBOX_PATH } from "./pages/mailbox";
import { ProductPage } from "./pages/product";
import { Shell } from "./pages/shell";
import { WizardOverlay } from "./pages/wizard";
import { ownClientIp, uniqueEmail } from "./support/account";
import { catalogSeed, returningVisitor } from "./support/catalog";
import { expectValidHtml } from "./support/html-validate";
import { PAGE_TYPES, type PageType } from "./support/page-types";
import { placeOrder } from "./support/orders";

const mattress = catalogSeed.products.find((p) => p.main_category === "matrassen")!;
const HOTEL = "/configurator/boxsprings/hotel-boxspring-set";

/** Validates the served document of a navigation and, after `ready`, the hydrated DOM. */
async function expectValidPage(page: Page, response: Response | null, what: string, ready?: () => Promise<void>): Promise<void> {
  expect(response, `no document for ${what}`).not.toBeNull();
  await expectValidHtml(await response!.text(), `${what}, as served`);
  await ready?.();
  await expectValidHtml(await page.content(), `${what}, hydrated`);
}

/** The shared page types, plus pages only html-validate goes over. */
const PAGES: readonly PageType[] = [
  ...PAGE_TYPES,
  { name: "category with the quick wizard", path: "/dekbed/" },
  { name: "account register", path: "/account/register/" },
  { name: "forgotten password", path: "/account/forgot-password/" },
  { name: "configurator, product choice", path: "/configurator/boxsprings/" },
  { name: "configurator, step 1", path: `${HOTEL}/step-1/` },
  { name: "configurator, step 6 with choices", path: `${HOTEL}/step-6/?config=maat:769|kleur:773|hoofdbord:9000103|matras:9000201|topper:9000301|poten:9000401` },
];

test.describe("html-validate", () => {
  for (const p of PAGES) {
    test(`${p.name} (${p.path}) is valid HTML`, async ({ page, consoleGuard }) => {
      if (p.status) consoleGuard.expectFailedLoad(/^\/bestaat-niet\/$/u, p.status, "the 404 page's own document");
      const shell = new Shell(page);
      const response = await shell.open(p.path);
      await expectValidPage(page, response, p.path, () => expect(shell.footerHelpTitle).toBeVisible());
    });
  }

  test("text page (/textpage/, Basic layout) is valid HTML", async ({ page }) => {
    const response = await new Shell(page).openBasic("/textpage/");
    await expectValidPage(page, response, "/textpage/");
  });

  test("the development mailbox (/dev/mailbox/) is valid HTML", async ({ page }) => {
    const response = await page.goto(MAILBOX_PATH);
    await expectValidPage(page, response, MAILBOX_PATH);
  });

  test("product page is valid HTML (reviews and related products loaded)", async ({ page }) => {
    const shell = new Shell(page);
    const product = new ProductPage(page);
    const response = await shell.open(`/${mattress.slug}.html`);
    await expectValidPage(page, response, `/${mattress.slug}.html`, async () => {
      await expect(product.reviews).toBeVisible();
      await product.related.scrollIntoViewIfNeeded();
      await expect(product.swiper(product.related)).toBeAttached();
    });
  });

  test("favourites with items are valid HTML", async ({ page }) => {
    await page.addInitScript(
      ([key, list]) => localStorage.setItem(key, JSON.stringify(list)),
      [FAVOURITES_KEY, catalogSeed.products.slice(0, 3).map((p) => ({ id: p.id, image: "", available: true }))] as const,
    );
    const response = await new Shell(page).open("/favorieten/");
    await expectValidPage(page, response, "/favorieten/ with three favourites", () => expect(page.getByRole("main").getByRole("article")).toHaveCount(3));
  });

  test("the wizard overlay is valid HTML", async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL!);
    const wizard = new WizardOverlay(page);
    const response = await new Shell(page).open("/matrassen/");
    await expectValidPage(page, response, "/matrassen/ with the wizard open", async () => {
      await wizard.opener("Hulp bij kiezen").click();
      await expect(wizard.question).toHaveText("Wat is je slaaphouding?");
    });
  });

  test("the configurator's summary step is valid HTML", async ({ page }) => {
    const configurator = new ConfiguratorPage(page);
    await configurator.open(`${HOTEL}/step-9/`);
    const served = await page.request.get(`${HOTEL}/step-9/`);
    await expectValidHtml(await served.text(), `${HOTEL}/step-9/, as served`);
    await expectValidHtml(await page.content(), `${HOTEL}/step-9/, hydrated`);
  });
});

test.describe("html-validate, cart and checkout", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await returningVisitor(context, baseURL!);
    await ownClientIp(context);
  });

  test("cart with a product, checkout login choice and step 1 are valid HTML", async ({ page }) => {
    await fillCart(page.request);
    const shell = new Shell(page);
    await expectValidPage(page, await shell.open("/cart/"), "/cart/ with a product", () => expect(page.getByRole("main").getByRole("combobox", { name: /^Aantal van /u }).first()).toBeVisible());
    await expectValidPage(page, await page.goto("/checkout/checkout-login/"), "/checkout/checkout-login/", () => expect(page.getByRole("link", { name: "Bestellen als gast" })).toBeVisible());
    await expectValidPage(page, await page.goto("/checkout/address-details/"), "/checkout/address-details/", async () => {
      await formReady(page);
      // With the messages of a form sent empty.
      await page.getByRole("button", { name: "Verder naar verzending en betaling" }).click();
      await expect(page.getByRole("textbox", { name: "Voornaam", exact: true }).first()).toHaveAttribute("aria-invalid", "true");
    });
  });

  test("checkout steps 2 and 3 and the thank-you page are valid HTML", async ({ page, baseURL }) => {
    test.slow();
    await fillCart(page.request);
    await saveGuestDetails(page.request, baseURL!, uniqueEmail("html"));
    await expectValidPage(page, await page.goto("/checkout/payment-methods/"), "/checkout/payment-methods/", () => formReady(page));
    await page.getByRole("radio", { name: "iDEAL", exact: true }).check();
    await page.getByRole("button", { name: "Verder naar betalen" }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
    await formReady(page);
    const step3 = await page.request.get("/checkout/pay/");
    await expectValidHtml(await step3.text(), "/checkout/pay/, as served");
    await expectValidHtml(await page.content(), "/checkout/pay/, hydrated");

    await orderToPsp(page, baseURL!, uniqueEmail("html-bedankt"));
    await new SandboxPsp(page).choose("Betaald");
    await thankYouOrder(page);
    const thanks = await page.request.get(page.url());
    await expectValidHtml(await thanks.text(), "thank-you page, as served");
    await expectValidHtml(await page.content(), "thank-you page, hydrated");
  });
});

test.describe("html-validate, a logged-in customer's account", () => {
  const ACCOUNT_PAGES = [
    "/account/",
    "/account/information/",
    "/account/orders/",
    "/account/billing-address/",
    "/account/shipping-address/",
    "/account/subscription/",
    "/account/privacy/delete/",
  ];

  test("every account page is valid HTML", async ({ page, customer, baseURL }) => {
    test.slow();
    const order = await placeOrder(page.request, baseURL!, { email: customer.email });
    const shell = new Shell(page);
    for (const path of [...ACCOUNT_PAGES, `/account/orders/${order.number}/`]) {
      const response = await shell.open(path);
      expect(new URL(page.url()).pathname, `${path} stays on the account`).toBe(path);
      await expectValidPage(page, response, path, () => expect(shell.footerHelpTitle).toBeVisible());
    }
  });
});
