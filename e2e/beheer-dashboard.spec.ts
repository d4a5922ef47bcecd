/**
 * The dashboard at /beheer/ (docs/decisions/043) as the owner and a medewerker see it: the tiles link to the
 * lists that resolve them, the owner's money of today and this week, the ZIP of a period's invoices and credit
 * notes (a refused period said in Dutch, tied to its field), all with the keyboard; axe finds nothing, also at
 * 375 px without sideways scrolling.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { BeheerSignIn } from "./pages/beheer-access";
import { BeheerDashboard } from "./pages/beheer-dashboard";
import { expectNoAxeViolations } from "./support/axe";
import { d1Execute } from "./support/d1";
import { tabTo } from "./support/keyboard";
import { placeOrder } from "./support/orders";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

test("the owner sees today's money, follows a tile with the keyboard, and downloads the day's documents as a ZIP", async ({ page, baseURL }) => {
  // Every PDF of the day is drawn in the request: a busy day's ZIP takes a while on a shared machine.
  test.setTimeout(120_000);
  await placeOrder(page.request, baseURL!, { email: `dashboard-${Date.now()}@droomnest.test` });
  d1Execute("INSERT INTO webhook_failures (provider_id, error, created_at) VALUES ('tr_e2edash', 'Error: provider timeout', unixepoch())");
  await new BeheerSignIn(page).as("eigenaar", "/beheer/");
  const dash = new BeheerDashboard(page);
  await expect(dash.moneyTable.getByRole("rowheader", { name: "Omzet incl. btw" })).toBeVisible();
  await expect(dash.moneyTable.getByRole("row", { name: /Omzet excl\. btw/u })).toContainText(/€ [\d.]+,\d\d/u);
  await expect(dash.money).toContainText("Terugbetalingen staan er apart naast en zijn niet van de omzet afgetrokken.");
  await expect(dash.webhooks).toContainText("tr_e2edash");
  await expectNoAxeViolations(page, "the owner's dashboard");

  // The documents form with the keyboard: a refused period comes back with the Dutch reason at its field.
  // Dates are filled (the date control's typing order follows the browser's own locale); the rest is keyboard.
  await dash.from.fill("2026-03-02");
  await dash.to.fill("2026-03-01");
  await tabTo(page, dash.download);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/beheer\/\?van=2026-03-02&tot=2026-03-01/u);
  await expect(dash.documents.getByRole("alert")).toContainText("De einddatum ligt voor de begindatum.");
  await expect(dash.to).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "the dashboard with a refused period");

  await dash.from.fill(today());
  await dash.to.fill(today());
  const downloading = page.waitForEvent("download");
  await dash.download.focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`documenten-${today()}-${today()}.zip`);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  expect(zip.toString("latin1")).toMatch(/factuur-\d{4}-\d{6}\.pdf/u);

  // A tile leads to its list.
  await tabTo(page, dash.tile("Te verzenden"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/beheer\/bestellingen\/\?status=paid$/u);
});

test("a medewerker sees the work, not the money or the accountant's download", async ({ page }) => {
  await new BeheerSignIn(page).as("medewerker", "/beheer/");
  const dash = new BeheerDashboard(page);
  for (const label of ["Te verzenden", "Open retouren", "Terugbetalingen binnen 3 dagen", "Weinig voorraad", "Mails niet afgeleverd", "Mislukte betaalmeldingen"]) await expect(dash.tile(label)).toBeVisible();
  await expect(dash.money).toHaveCount(0);
  await expect(dash.documents).toHaveCount(0);
  await expect(page.getByText(/€ \d/u)).toHaveCount(0);
  await expect(dash.tile("Weinig voorraad")).toHaveAttribute("href", "/beheer/producten/?low=1");
  await expectNoAxeViolations(page, "the medewerker's dashboard");
  await tabTo(page, dash.tile("Mislukte betaalmeldingen"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#betaalmeldingen$/u);
});

test("the dashboard fits a phone: no sideways scrolling, axe clean", async ({ page }) => {
  d1Execute("INSERT INTO outbox (to_address, subject, html, text, kind, created_at, attempts, dead_at, last_error) VALUES ('klant-met-een-heel-lang-adres@voorbeeld-van-een-domein.nl', 'Je bestelling is onderweg', '', '', 'shipment', unixepoch(), 5, unixepoch(), 'Brevo answered 500: internal error')");
  await page.setViewportSize({ width: 375, height: 740 });
  await new BeheerSignIn(page).as("eigenaar", "/beheer/");
  await expect(new BeheerDashboard(page).deadLetters).toContainText("Je bestelling is onderweg");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > 376).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
  expect(overflow, wide.join("\n")).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "the dashboard at 375 px");
});
