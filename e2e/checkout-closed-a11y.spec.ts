/**
 * The checkout's 503 page while the configuration keeps it closed (docs/decisions/033-environments.md) passes
 * axe (WCAG 2.2 AA). The e2e server runs as development, where the checkout is never closed, so the page is
 * the HTML the Worker's middleware answers with (tests/worker/config/env-schema.test.ts checks it is served).
 */
import { CHECKOUT_MESSAGES } from "../app/lib/checkout/messages";
import { checkoutClosedHtml } from "../worker/http/checkout-closed-page";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

test("the closed checkout's page is Dutch, accessible and links back to the cart", async ({ page }) => {
  await page.setContent(checkoutClosedHtml("dGVzdG5vbmNl"));
  await expect(page.getByRole("heading", { level: 1, name: CHECKOUT_MESSAGES.unavailableTitle })).toBeVisible();
  await expect(page.getByText(CHECKOUT_MESSAGES.unavailable)).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar je winkelwagen" })).toHaveAttribute("href", "/cart/");
  await expectNoAxeViolations(page, "checkout closed by its configuration");
});
