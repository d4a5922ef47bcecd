/**
 * Rapportages (docs/decisions/044) with the keyboard only: the owner picks a period, downloads the invoices as
 * CSV (UTF-8 with BOM, ; and a decimal comma) and opens the quarter's VAT overview with its OSS explanation; a
 * medewerker is refused. axe (WCAG 2.2 AA) finds nothing on either page.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";
import { ReportsPage, VatOverviewPage } from "./pages/beheer-books";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

test("the owner downloads a period's invoices as CSV with the keyboard", async ({ page, baseURL }) => {
  const order = await placeOrder(page.request, baseURL!, { email: `boeken-${Date.now()}@droomnest.test` });
  await signInAsStaff(page, "Eva de Vries", "/beheer/rapportages/");
  const reports = new ReportsPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Rapportages" })).toBeVisible();
  await expectNoAxeViolations(page, "Rapportages");

  // The period by keyboard (Tab inside a date field moves between its day, month and year): Enter submits the GET form.
  await reports.from.fill(today());
  await reports.to.focus();
  await reports.to.fill(today());
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("van") === today() && url.searchParams.get("tot") === today());

  await reports.invoicesCsv.focus();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toBe(`facturen-${today()}-tot-en-met-${today()}.csv`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toMatch(/^Soort;Nummer;Datum;Factuurnummer;Ordernummer;Klant;Land;Btw-nummer;/u);
  const row = lines.find((l) => l.includes(order.number));
  expect(row).toBeDefined();
  expect(row).toMatch(/^factuur;\d{4}-\d{6};\d{2}-\d{2}-\d{4};/u);
  expect(row).toMatch(/;\d+,\d{2}$/u);
});

test("the owner opens the VAT overview of a quarter with the keyboard", async ({ page, baseURL }) => {
  // A paid order today: this quarter's Dutch VAT table has a row for axe to check.
  await placeOrder(page.request, baseURL!, { email: `btw-${Date.now()}@droomnest.test` });
  await signInAsStaff(page, "Eva de Vries", "/beheer/rapportages/");
  const reports = new ReportsPage(page);
  await reports.vatLink.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/beheer\/rapportages\/btw\//u);
  const vat = new VatOverviewPage(page);
  await expect(page.getByRole("heading", { level: 2, name: "Afstandsverkopen aan Belgische consumenten (OSS)" })).toBeVisible();
  await expect(page.getByText(/drempel van € 10\.000 per kalenderjaar/u)).toBeVisible();
  await expect(page.getByRole("table", { name: /^Nederlandse btw \(btw-aangifte\)/u })).toContainText("1a Leveringen/diensten belast met hoog tarief (21%)");
  await expectNoAxeViolations(page, "the VAT overview");

  await vat.quarter.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Tab");
  await expect(vat.show).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("kwartaal") === "1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("1e kwartaal");
  await expectNoAxeViolations(page, "the VAT overview of the first quarter");
});

test("a medewerker is refused Rapportages inside the back office", async ({ page, consoleGuard }) => {
  await signInAsStaff(page, "Sem Jansen", "/beheer/");
  consoleGuard.expectFailedLoad(/\/beheer\/rapportages\/btw\/$/u, 403, "a medewerker may not open the reports");
  const res = await page.goto("/beheer/rapportages/btw/");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("Dit mag je rol niet.");
  await expectNoAxeViolations(page, "Rapportages refused");
});
