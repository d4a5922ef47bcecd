/**
 * Discount codes in the back office (docs/decisions/042): the owner creates a code with the keyboard, a wrong
 * percentage and an end before the start are refused in Dutch next to their fields, the code's page shows its
 * usage and pauses it (the cart's refusal is the API test's: tests/worker/api/beheer/discounts.test.ts); a medewerker gets the "not allowed" state. axe (WCAG
 * 2.2 AA) on every page and state.
 */
import { BEHEER_DISCOUNT_MESSAGES as M } from "../app/lib/beheer/messages/discounts";
import { NOT_ALLOWED_MESSAGE } from "../app/lib/beheer/messages/common";
import { expect, test } from "./fixtures";
import { BeheerSignIn } from "./pages/beheer-access";
import { DiscountsPage } from "./pages/beheer-promo";
import { expectNoAxeViolations } from "./support/axe";
import { waitForRouterIdle } from "./support/hydration";

test.describe("discount codes", () => {
  test("the owner makes a code with the keyboard after Dutch refusals, then pauses it on its page", async ({ page }) => {
    test.slow();
    await new BeheerSignIn(page).as("eigenaar", "/beheer/kortingscodes/");
    const codes = new DiscountsPage(page);
    await expect(page.getByRole("heading", { level: 1, name: M.title })).toBeVisible();
    await expect(codes.table).toContainText("WELKOM5");
    await expect(codes.campaigns).toContainText(/3 halen 1 betalen/iu);
    await expectNoAxeViolations(page, "the discount codes");

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await codes.code.focus();
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press("Tab");
    await expect(codes.kind).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(codes.value).toBeFocused();
    await page.keyboard.type("150");
    await codes.validFrom.fill("2030-05-10");
    await codes.validUntil.fill("2030-05-01");
    await codes.label.fill("E2E-korting");
    await codes.create.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText(M.percentRange);
    await expect(codes.value).toHaveAccessibleDescription(new RegExp(M.percentRange, "u"));
    await expect(codes.validUntil).toHaveAccessibleDescription(new RegExp(M.untilBeforeFrom, "u"));
    await expectNoAxeViolations(page, "the new-code form with its refusals");

    await codes.value.fill("15");
    await codes.validFrom.fill("");
    await codes.validUntil.fill("");
    await codes.code.fill(code.toLowerCase());
    await codes.label.fill("E2E-korting");
    await codes.create.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText(M.created(code));
    await expect(codes.row(code)).toContainText("15 %");

    await waitForRouterIdle(page);
    await codes.row(code).getByRole("link", { name: code }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/beheer/kortingscodes/${code}/$`, "u"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${M.code} ${code}`);
    await expect(page.getByText(M.usageSummary(0, 0))).toBeVisible();
    await expectNoAxeViolations(page, "a code's page with its usage");

    await page.getByRole("button", { name: `${M.pause}: ${code}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText(M.paused(code));
    await expect(page.getByRole("button", { name: `${M.activate}: ${code}` })).toBeVisible();
  });

  test("vouchers are a filter of their own", async ({ page }) => {
    await new BeheerSignIn(page).as("eigenaar", "/beheer/kortingscodes/");
    await page.getByLabel(M.filterLabel).selectOption("vouchers");
    await page.getByRole("button", { name: M.filterSubmit }).click();
    await page.waitForURL(/soort=vouchers/u);
    await expect(page.getByRole("table", { name: M.listCaption })).toHaveCount(0);
    await expectNoAxeViolations(page, "the vouchers filter");
  });

  test("a medewerker gets the not-allowed state", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/\/beheer\/kortingscodes\/$/u, 403, "a medewerker may not open discount codes");
    await new BeheerSignIn(page).as("medewerker", "/beheer/");
    expect((await page.goto("/beheer/kortingscodes/"))?.status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText(NOT_ALLOWED_MESSAGE);
    await expectNoAxeViolations(page, "discount codes, not allowed");
  });
});
