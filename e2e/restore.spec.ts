/**
 * Abandoned-cart restore from the reminder mail (ADR 011): a cart with an e-mail address, the
 * reminder run from the development mailbox, the restore link clicked in the mail, the lines back in a
 * new cart; a broken link gets the friendly page (axe); the browser's signals wait for cookie consent.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Product } from "../app/lib/api/types/catalog";
import { RESTORED_TEXT } from "../app/components/cart-restore/restored-notice";
import { CART_COOKIE, COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { Mailbox } from "./pages/mailbox";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";
import { catalogApi, returningVisitor } from "./support/catalog";

/** An available product with a variant in stock on the first page of 'hoofdkussen'. */
async function pillow(request: APIRequestContext): Promise<{ product: Product; variantId: number }> {
  const listing = await catalogApi.category(request, "hoofdkussen");
  for (const tile of listing.products.filter((t) => t.available)) {
    const product = await catalogApi.product(request, tile.slug);
    const variant = product.variants.find((v) => v.available && v.stock >= 5);
    if (variant) return { product, variantId: variant.id };
  }
  throw new Error("no available pillow on the first page of 'hoofdkussen'");
}

test.describe("with the cookie choice made", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await returningVisitor(context, baseURL!);
  });

  test("restore a cart from the reminder mail in the development mailbox", async ({ page, context, request, baseURL }) => {
    const { product, variantId } = await pillow(request);
    const email = `herinnering-${Date.now()}-${Math.floor(Math.random() * 1e6)}@droomnest.test`;
    const headers = { Origin: baseURL!, "Content-Type": "application/json" };

    // A shopper fills a cart and leaves an e-mail address (page.request shares the browser's cookies).
    const added = await page.request.post("/v1/cart/item", { headers, data: { item_id: variantId, quantity: 2 } });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const mailed = (await context.cookies()).find((c) => c.name === CART_COOKIE)?.value;
    expect(mailed).toMatch(/^[0-9a-f]{64}$/u);
    // Given with the reminder statement under the field (docs/decisions/028): without it, no reminder.
    expect((await page.request.post("/v1/abandon/email", { headers, data: { email, consent: "checkout" } })).status()).toBe(202);

    // The shopper comes back later without the cart cookie (another browser, cookies cleared).
    await context.clearCookies({ name: CART_COOKIE });

    const mailbox = new Mailbox(page);
    await mailbox.open();
    await mailbox.sendReminders.click();
    await expect(mailbox.status).toContainText("Herinneringen verstuurd");
    const row = mailbox.messageTo(email);
    await expect(row).toContainText("Je winkelwagen bij Droomnest staat nog klaar");
    await row.getByRole("link").click();

    await expect(mailbox.htmlFrame).toBeVisible();
    await expect(mailbox.htmlFrame).toHaveAttribute("srcdoc", /<a href="http[^"]+\/cart\/restore\/[^"]+"[^>]*>Terug naar mijn winkelwagen<\/a>/u);
    await expect(mailbox.textPart).toContainText("2 artikelen");
    await expect(mailbox.textPart.getByRole("link", { name: /\/cart\/restore\//u })).toHaveCount(1);
    const link = mailbox.links.getByRole("link", { name: /\/cart\/restore\//u });
    await expect(link).toHaveCount(1);
    await link.click();

    await expect(page).toHaveURL(/\/cart\/\?teruggezet=1$/u);
    await expect(page.getByRole("main")).toContainText(product.title);
    await expect(page.getByRole("status").filter({ hasText: RESTORED_TEXT })).toBeVisible();
    const restored = (await context.cookies()).find((c) => c.name === CART_COOKIE)?.value;
    expect(restored).toMatch(/^[0-9a-f]{64}$/u);
    expect(restored, "a new cart, not the mailed one").not.toBe(mailed);
    const cart = (await (await page.request.get("/v1/cart")).json()) as { data: { items: { item_id: number; quantity: number }[] } };
    expect(cart.data.items.map((l) => [l.item_id, l.quantity])).toEqual([[variantId, 2]]);

    // A second run of the reminders sends nothing new for this cart.
    await mailbox.open();
    await mailbox.sendReminders.click();
    await expect(mailbox.status).toContainText("Herinneringen verstuurd");
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  });

  test("a broken restore link gets a friendly Dutch page with a way back to shopping", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/cart\/restore\//u, 404, "the refused link answers 404 on purpose");
    const res = await page.goto("/cart/restore/dit-is-geen-geldige-link");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Deze link werkt niet (meer)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Verder winkelen" })).toHaveAttribute("href", "/");
    expect((await page.context().cookies()).find((c) => c.name === CART_COOKIE)).toBeUndefined();
    await expectNoAxeViolations(page, "the refused restore link page");
  });
});

test("product and category signals wait for the cookie bar's consent", async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! }]);
  const { product } = await pillow(request);
  const sent: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/v1/abandon/")) sent.push(`${path} ${r.postData() ?? ""}`);
  });
  const shell = new Shell(page);

  await shell.open(product.url);
  await page.waitForLoadState("networkidle");
  await shell.open("/hoofdkussen/");
  await page.waitForLoadState("networkidle");
  expect(sent, "nothing before a choice").toEqual([]);

  await shell.acceptCookies.click();
  await expect(shell.cookieBar).toHaveCount(0);
  // The choice is stored by the cookie writer, loaded on demand; the next page reads it.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === COOKIE_CONSENT_NAME)).toBe(true);
  const browse = page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/abandon/browse");
  await shell.open(product.url);
  expect((await browse).postDataJSON()).toEqual({ products: [product.id] });
  const category = page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/abandon/category");
  await shell.open("/hoofdkussen/");
  expect((await category).postDataJSON()).toEqual({ category: expect.any(Number) });
});
