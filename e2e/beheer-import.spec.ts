/**
 * The catalogue import and export in the back office (docs/decisions/040), with the keyboard: download the
 * catalogue, upload a changed file, read the dry run (errors first, with line and column), confirm the
 * import; a medewerker may not open the page; axe (WCAG 2.2 AA) finds nothing in any state.
 */
import { expect, test } from "./fixtures";
import { ImportPage } from "./pages/beheer-import";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsStaff } from "./support/staff";
import { parseCsv } from "../worker/domain/catalogue-import/csv";
import { waitForRouterIdle } from "./support/hydration";

/** The first product of an exported CSV: its SKU and price cell (read as RFC 4180: descriptions hold ";" and line breaks). */
function firstProduct(csv: string): { sku: string; price: string } {
  const [header, first] = parseCsv(csv).records;
  const cell = (name: string) => first!.fields[header!.fields.findIndex((f) => f.text === name)]!.text;
  return { sku: cell("sku"), price: cell("price") };
}

test.describe("import en export", () => {
  test("the owner exports, checks a changed file, imports it, with the keyboard", async ({ page }) => {
    await signInAsStaff(page, "Eva de Vries", "/beheer/import/");
    const importPage = new ImportPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Import en export" })).toBeVisible();
    await expectNoAxeViolations(page, "the import page");

    const csv = await importPage.download(importPage.exportCsv);
    expect(csv.startsWith("\uFEFFsku;slug;title;brand;type;main_category;categories;")).toBe(true);
    const json = JSON.parse(await importPage.download(importPage.exportJson)) as { products: { sku: string }[] };
    const { sku, price } = firstProduct(csv);
    expect(json.products[0]!.sku).toBe(sku);

    // A price only this run sets (a second run's file differs, so it is no "already imported" file).
    const newPrice = `${100 + (Date.now() % 800)},${String(Date.now() % 100).padStart(2, "0")}`;
    await importPage.checkFile("prijzen.csv", `sku;price\r\n${sku};"${newPrice}"\r\n`);
    await expect(page.getByText("Geen fouten gevonden.")).toBeVisible();
    const row = importPage.changes.getByRole("row", { name: new RegExp(sku, "u") });
    await expect(row).toContainText("Gewijzigd");
    await expect(row).toContainText(`price: ${price}`);
    await expect(row).toContainText(newPrice);
    await expectNoAxeViolations(page, "the dry run's report");

    await importPage.confirm.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Het bestand is geïmporteerd" })).toContainText("0 nieuw, 1 gewijzigd, 0 ongewijzigd.");
    await expect(page.getByText(/^Geïmporteerd op /u)).toBeVisible();
    await expect(importPage.confirm).toHaveCount(0);
    await expectNoAxeViolations(page, "the page after the import");

    // The old price goes back (spaces around a value are ignored, so this file is a new one too).
    await waitForRouterIdle(page);
    await importPage.checkFile("terug.csv", `sku;price\r\n${sku};"${" ".repeat(1 + (Date.now() % 500))}${price}"\r\n`);
    await importPage.confirm.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Het bestand is geïmporteerd" })).toBeVisible();
  });

  test("a file with errors lists them first, with line and column, and cannot be imported", async ({ page }) => {
    await signInAsStaff(page, "Eva de Vries", "/beheer/import/");
    const importPage = new ImportPage(page);
    await importPage.checkFile("fout.csv", "sku;title;price\r\nE2E-FOUT-1;Testproduct;12,3x\r\n");
    await expect(importPage.errors).toContainText('Regel 2, kolom C (price): "12,3x" is geen bedrag in euro\'s (bijvoorbeeld 499,95).');
    await expect(importPage.confirm).toHaveCount(0);
    await expect(page.getByText("Het bestand bevat fouten; er is niets geïmporteerd.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, "the dry run with errors");
  });

  test("a medewerker may not open the page", async ({ page, consoleGuard }) => {
    await signInAsStaff(page, "Sem Jansen", "/beheer/");
    await expect(page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Import en export" })).toHaveCount(0);
    consoleGuard.expectFailedLoad(/\/beheer\/import\/$/u, 403, "a medewerker may not open the import");
    const res = await page.goto("/beheer/import/");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("alert")).toContainText("Dit mag je rol niet.");
    await expectNoAxeViolations(page, "the import page refused");
  });
});
