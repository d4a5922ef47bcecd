/**
 * The back office's products with the keyboard (docs/decisions/039): the owner finds a product, previews a new
 * price (what shoppers will see) and saves it, and the shop's product page shows it at once; a medewerker books
 * stock in with a reason. axe (WCAG 2.2 AA) finds nothing on the list, the detail and the preview.
 */
import { expect, test } from "./fixtures";
import { BeheerSignIn } from "./pages/beheer-access";
import { ProductDetailPage, ProductListPage } from "./pages/beheer-products";
import { expectNoAxeViolations } from "./support/axe";
import { waitForRouterIdle } from "./support/hydration";

const SKU = "DN-TOP-10001";
const TITLE = "Nachtwacht Donzen Topdekmatras 6 cm";

test.describe("back office products", () => {
  test("the owner finds a product, previews a new price and saves it; the shop shows it at once", async ({ page }) => {
    await new BeheerSignIn(page).as("eigenaar", "/beheer/producten/");
    const list = new ProductListPage(page);
    await expectNoAxeViolations(page, "the product list");
    await list.search.focus();
    await page.keyboard.type(SKU);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/beheer\/producten\/\?q=DN-TOP-10001/u);
    await expect(list.table).toContainText(TITLE);
    await list.table.getByRole("link", { name: TITLE }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await waitForRouterIdle(page);
    await expectNoAxeViolations(page, "the product detail");

    const detail = new ProductDetailPage(page);
    // A price of this run (whole euros between 150 and 199), so a rerun changes it again.
    const euros = 150 + (Date.now() % 50);
    await detail.newPrice.focus();
    await page.keyboard.type(`${euros},00`);
    await page.keyboard.press("Tab");
    await expect(detail.preview).toBeFocused();
    await page.keyboard.press("Enter");
    const preview = page.getByRole("status").filter({ hasText: "Zo ziet de klant het" });
    await expect(preview).toContainText(`€ ${euros},00`);
    await expectNoAxeViolations(page, "the price preview");
    await detail.savePrice.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "De prijs is opgeslagen" })).toBeVisible();

    await waitForRouterIdle(page);
    await page.goto("/nachtwacht-donzen-topdekmatras-6-cm.html");
    await expect(page.locator(".price__now").first()).toContainText(`€ ${euros},00`);
  });

  test("a medewerker books stock in with a reason, with the keyboard; the movement is listed", async ({ page }) => {
    await new BeheerSignIn(page).as("medewerker", "/beheer/producten/10001/");
    await expect(page.getByText("Alleen de eigenaar wijzigt teksten")).toBeVisible();
    await expect(page.getByRole("button", { name: "Prijs opslaan" })).toHaveCount(0);
    const detail = new ProductDetailPage(page);
    await detail.variant.focus();
    await page.keyboard.press("Tab");
    await expect(detail.kind("Bijboeken")).toBeFocused();
    await detail.quantity.focus();
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await expect(detail.reason).toBeFocused();
    await page.keyboard.type("Levering e2e");
    await page.keyboard.press("Tab");
    await expect(detail.saveStock).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "De voorraad is bijgewerkt." })).toBeVisible();
    await expect(page.getByRole("table", { name: "Voorraadmutaties" })).toContainText("Levering e2e");
    await waitForRouterIdle(page);
    await expectNoAxeViolations(page, "the product detail after a stock change");
  });

  test("a too large subtraction is refused in Dutch", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/\/beheer\/producten\/10001\/_\.data$/u, 409, "the refused stock change answers 409 with its Dutch message");
    await new BeheerSignIn(page).as("medewerker", "/beheer/producten/10001/");
    const detail = new ProductDetailPage(page);
    await detail.kind("Afboeken").check();
    await detail.quantity.fill("99999");
    await detail.reason.fill("Te veel");
    await detail.saveStock.press("Enter");
    await expect(page.getByRole("alert")).toContainText("de voorraad mag daar niet onder komen");
    await expectNoAxeViolations(page, "the product detail with a refused stock change");
  });
});
