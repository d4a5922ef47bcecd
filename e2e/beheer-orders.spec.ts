import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/keyboard";
import { placeOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";
import { BeheerOrderPage, BeheerOrdersPage } from "./pages/beheer-orders";
import { expect, test } from "./fixtures";


test("staff find a paid order with the keyboard, read it and add a note; axe finds nothing on list and detail", async ({ page, baseURL }) => {
  const order = await placeOrder(page.request, baseURL!, { email: `beheer-${crypto.randomUUID().slice(0, 8)}@droomnest.test` });
  await signInAsStaff(page, "Sem Jansen");

  const list = new BeheerOrdersPage(page);
  await list.open();
  await expect(list.heading).toBeVisible();
  await expect(list.rows.first()).toBeVisible();
  await expectNoAxeViolations(page, "Bestellingen");

  // Keyboard only: search by the digits without KJD, submit with Enter, open the order with Enter.
  await tabTo(page, list.search);
  await page.keyboard.type(order.number.slice(3));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${order.number.slice(3)}`, "u"));
  await expect(list.count).toHaveText("1 bestelling gevonden");
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText("Sanne de Vries");
  await expect(list.rows.first()).toContainText("Betaald");
  await tabTo(page, list.link(order.number));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/beheer/bestellingen/${order.number}/`);

  const detail = new BeheerOrderPage(page);
  await expect(detail.heading).toHaveText(`Bestelling ${order.number}`);
  await expect(detail.section("Klant")).toContainText("Particulier");
  await expect(detail.section("Bedragen")).toContainText("Btw 21%");
  await expect(detail.section("Betaalgeschiedenis")).toContainText("paid");
  await expect(detail.section("Verstuurde e-mails")).toContainText(`Bevestiging van je bestelling ${order.number}`);
  await expect(detail.section("Verstuurde e-mails")).toContainText(`Nieuwe bestelling ${order.number}`);
  await expect(detail.section("Factuur en creditnota's")).toContainText(/Factuur \d{4}-\d{6}/u);
  await expectNoAxeViolations(page, "one order");

  await tabTo(page, detail.note);
  await page.keyboard.type("Klant belde: graag na 17:00 bezorgen.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  await expect(detail.notes.first()).toContainText("Klant belde: graag na 17:00 bezorgen.");
  await expect(detail.notes.first()).toContainText("Sem Jansen");
  await expect(detail.section("Auditlog van deze bestelling")).toContainText("order.note");
  await expectNoAxeViolations(page, "one order with a note");
});

test("a filter the API refuses shows its Dutch message at the field, and the list filters by status", async ({ page }) => {
  await signInAsStaff(page, "Eva de Vries");
  const list = new BeheerOrdersPage(page);
  await list.open("?from=2026-05-02&to=2026-05-01");
  await expect(page.getByRole("alert")).toHaveText("De einddatum ligt voor de begindatum.");
  await expect(page.getByLabel("Besteld tot en met")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "Bestellingen with a refused filter");
  await list.open();
  await list.status.selectOption("paid");
  await list.apply.click();
  await expect(page).toHaveURL(/status=paid/u);
  await expect(list.rows.first()).toContainText("Betaald");
  await expect(page.locator("table.order-list tbody tr", { hasText: "Wacht op betaling" })).toHaveCount(0);
});

test("on a phone the list is a column of labelled cards without sideways scrolling", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await placeOrder(page.request, baseURL!, { email: `beheer-${crypto.randomUUID().slice(0, 8)}@droomnest.test` });
  await signInAsStaff(page, "Eva de Vries");
  const list = new BeheerOrdersPage(page);
  await list.open();
  await expect(list.rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const cell = list.rows.first().locator("td[data-label='Totaal']");
  expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content)).toContain("Totaal");
  await expectNoAxeViolations(page, "Bestellingen on a phone");
});
