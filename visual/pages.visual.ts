/**
 * Every page type of the shop, full page, at the project's width, compared pixel for pixel with the
 * baseline (visual/playwright.config.ts). Volatile things are held still: reduced motion (no usp autoplay,
 * no transitions), no lazy images (all load before the shot), the cookie choice and the closed newsletter
 * pop-up stored unless the shot is about them, one customer per width on a freshly seeded server.
 */
import { expect, test, type Page } from "@playwright/test";
import { fillCart } from "../e2e/pages/checkout";
import { confirmCustomer, loginCustomer, registerCustomer, type TestCustomer } from "../e2e/support/account";
import { catalogSeed, returningVisitor } from "../e2e/support/catalog";
import { pagesSeed } from "../e2e/support/content-pages";

const mattress = catalogSeed.products.find((p) => p.main_category === "matrassen")!;

/** Waits for the client (the header asks /v1/cart from an effect), loads every image, then shoots. */
async function shoot(page: Page, name: string, path: string | null, opts: { cartWait?: boolean } = {}): Promise<void> {
  if (path !== null) {
    const live = opts.cartWait === false ? Promise.resolve() : page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/cart", { timeout: 15_000 }).catch(() => undefined);
    await page.goto(path);
    await live;
  }
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("img")) img.loading = "eager";
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

const PUBLIC_PAGES: [string, string][] = [
  ["home", "/"],
  ["category", "/matrassen/"],
  ["category-filtered", "/matrassen/hardheid:medium/merk:nachtwacht/"],
  ["product", `/${mattress.slug}.html`],
  ["search", "/zoeken/?tn_q=matras"],
  ["favourites", "/favorieten/"],
  ["brands", "/brands/"],
  ["brand", `/brands/${catalogSeed.brands[0]!.slug}/`],
  ["blog", "/blog/"],
  ["blog-article", `/blog/${pagesSeed.blog[0]!.slug}/`],
  ["service", "/service/"],
  ["service-contact", "/service/klantenservice-contact/"],
  ["sitemap", "/sitemap/"],
  ["inspiration", "/inspiratie/"],
  ["discount-code", "/kortingscode/"],
  ["content-overview", "/cop/"],
  ["product-overview", "/pop/"],
  ["configurator", "/configurator/boxsprings/"],
  ["not-found", "/bestaat-niet/"],
  ["cart-empty", "/cart/"],
  ["cart-restore-invalid", "/cart/restore/dit-is-geen-geldige-link"],
  ["account-login", "/account/login/"],
  ["account-register", "/account/register/"],
  ["account-forgot-password", "/account/forgot-password/"],
];

test.describe("returning visitor", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await returningVisitor(context, baseURL!);
  });

  for (const [name, path] of PUBLIC_PAGES) {
    test(name, async ({ page }) => {
      await shoot(page, name, path);
    });
  }

  test("textpage (basic layout)", async ({ page }) => {
    await page.goto("/textpage/");
    await shoot(page, "textpage", null);
  });

  test("cart and checkout steps", async ({ page }) => {
    await fillCart(page.request);
    await shoot(page, "cart", "/cart/");
    await shoot(page, "checkout-login", "/checkout/checkout-login/");
    await shoot(page, "checkout-address", "/checkout/address-details/");
  });

  test("dialogs: quick view, wizard, chat", async ({ page }) => {
    await shoot(page, "category-again", "/matrassen/");
    await page.getByRole("button", { name: "Hulp bij kiezen", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shoot(page, "wizard-open", null);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: /Chat met Noor/u }).click();
    await expect(page.getByRole("dialog", { name: /Noor/u })).toBeVisible();
    await shoot(page, "chat-open", null);
  });

  test("mobile menu / main menu", async ({ page }, info) => {
    await shoot(page, "home-again", "/");
    if (info.project.name === "w375") {
      await page.getByRole("button", { name: "Menu openen" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await shoot(page, "mobile-menu-open", null);
    }
  });

  test("account pages", async ({ page, baseURL }, info) => {
    const customer: TestCustomer = { email: `visual-${info.project.name}@droomnest.test`, password: "Slaap!Lekker8", firstName: "Sanne", lastName: "de Vries" };
    await registerCustomer(page.request, baseURL!, customer);
    await confirmCustomer(page.request, baseURL!, customer.email);
    await loginCustomer(page.request, baseURL!, customer);
    for (const [name, path] of [
      ["account-dashboard", "/account/"],
      ["account-information", "/account/information/"],
      ["account-orders", "/account/orders/"],
      ["account-billing-address", "/account/billing-address/"],
      ["account-shipping-address", "/account/shipping-address/"],
      ["account-subscription", "/account/subscription/"],
      ["account-privacy-delete", "/account/privacy/delete/"],
    ] as const) {
      await shoot(page, name, path);
    }
  });
});

test("first visit: the cookie bar", async ({ page }) => {
  await shoot(page, "cookie-bar", "/");
});
