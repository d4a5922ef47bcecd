/**
 * Who gets into the back office and the owner's own pages, with the keyboard only (docs/decisions/035):
 * the development sign-in, the overview, the audit log with its filters, staff and settings (a medewerker
 * gets 403); axe (WCAG 2.2 AA) finds nothing on any of them, also at phone width.
 */
import { expect, test } from "./fixtures";
import { BeheerSignIn, SettingsPage, StaffPage } from "./pages/beheer-access";
import { expectNoAxeViolations } from "./support/axe";
import { waitForRouterIdle } from "./support/hydration";

test.describe("back office access", () => {
  test("a page without a session goes to the sign-in, which lists the seeded staff without a password", async ({ page }) => {
    await page.goto("/beheer/auditlog/");
    await expect(page).toHaveURL(/\/beheer\/aanmelden\/\?terug=%2Fbeheer%2Fauditlog%2F$/u);
    await expect(page.getByRole("radio", { name: /^Eva de Vries \(eigenaar/u })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Sem Jansen \(medewerker/u })).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expectNoAxeViolations(page, "the development sign-in");
  });

  test("the owner adds a member of staff, changes the role and deactivates, with the keyboard; the audit log shows it", async ({ page }) => {
    await new BeheerSignIn(page).as("eigenaar", "/beheer/medewerkers/");
    const staff = new StaffPage(page);
    await expectNoAxeViolations(page, "the staff page");
    const email = `e2e-${Date.now()}-${test.info().workerIndex}@droomnest.nl`;
    await staff.name.focus();
    await page.keyboard.type("Lotte Visser");
    await page.keyboard.press("Tab");
    await expect(staff.email).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(staff.role).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(staff.add).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("Lotte Visser is toegevoegd.");
    const row = staff.row(email);
    await expect(row).toContainText("Medewerker");

    await row.getByLabel("Rol van Lotte Visser").focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("De rol van Lotte Visser is gewijzigd.");
    await expect(staff.row(email)).toContainText("Eigenaar");

    await staff.row(email).getByRole("button", { name: "Lotte Visser deactiveren" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("Lotte Visser heeft geen toegang meer.");
    await expect(staff.row(email)).toContainText("Gedeactiveerd");

    // The action's answer shows before React Router's revalidation ends: a document load now would cut that
    // request off (an AbortError in the page). A member of staff opens the next page once this one is settled.
    await waitForRouterIdle(page);
    await page.goto(`/beheer/auditlog/?entity=staff`);
    await expect(page.getByRole("table", { name: /Wijzigingen/u })).toContainText("staff.deactivate");
    await expectNoAxeViolations(page, "the audit log, filtered");
  });

  test("a bad e-mail is refused in Dutch, tied to its field", async ({ page }) => {
    await new BeheerSignIn(page).as("eigenaar", "/beheer/medewerkers/");
    const staff = new StaffPage(page);
    await staff.name.fill("Iemand");
    await staff.email.fill("geen-adres");
    await staff.add.press("Enter");
    await expect(page.getByRole("alert")).toContainText("Vul een geldig e-mailadres in.");
    await expect(staff.email).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "the staff page with a refused form");
  });

  test("the owner sets the refund limit in euros and the order mail, with the keyboard", async ({ page }) => {
    await new BeheerSignIn(page).as("eigenaar", "/beheer/instellingen/");
    const settings = new SettingsPage(page);
    await expectNoAxeViolations(page, "the settings page");
    await settings.refundLimit.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("tien");
    await settings.save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText("Vul een bedrag in euro's in, zoals 250 of 99,95.");
    await expectNoAxeViolations(page, "the settings page with a refused amount");
    await settings.refundLimit.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("150,50");
    await settings.dailySummary.focus();
    await page.keyboard.press("Space");
    await settings.save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("De instellingen zijn opgeslagen.");
    await page.reload();
    await expect(settings.refundLimit).toHaveValue("150,50");
    await expect(settings.dailySummary).not.toBeChecked();
  });

  test("a medewerker sees no staff or settings in the nav and gets 403 on them", async ({ page, consoleGuard }) => {
    await new BeheerSignIn(page).as("medewerker", "/beheer/");
    const nav = page.getByRole("navigation", { name: "Beheer" });
    await expect(nav.getByRole("link", { name: "Auditlog" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Medewerkers" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Instellingen" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
    await expectNoAxeViolations(page, "the overview");
    consoleGuard.expectFailedLoad(/\/beheer\/(medewerkers|instellingen)\/$/u, 403, "a medewerker may not open staff or settings");
    const res = await page.goto("/beheer/instellingen/");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("alert")).toContainText("Dit mag je rol niet.");
    await expectNoAxeViolations(page, "the 403 of a medewerker");
  });

  test("the audit log filters by date; a date that does not exist is said in Dutch", async ({ page }) => {
    await new BeheerSignIn(page).as("medewerker", "/beheer/auditlog/");
    await page.getByLabel("Vanaf").fill("2000-01-01");
    await page.getByRole("button", { name: "Toon" }).press("Enter");
    await expect(page).toHaveURL(/from=2000-01-01/u);
    await page.goto("/beheer/auditlog/?from=2026-02-30");
    await expect(page.getByRole("alert")).toContainText("Deze datum bestaat niet.");
    await expectNoAxeViolations(page, "the audit log with a bad date");
  });

  test("the back office works at phone width: no sideways scrolling, axe clean", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await new BeheerSignIn(page).as("eigenaar", "/beheer/");
    for (const path of ["/beheer/", "/beheer/auditlog/", "/beheer/medewerkers/", "/beheer/instellingen/"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${path} at 375 px`);
    }
  });

  test("signing out ends the session", async ({ page }) => {
    await new BeheerSignIn(page).as("medewerker", "/beheer/");
    await page.getByRole("button", { name: "Afmelden" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/beheer\/aanmelden\/$/u);
    await page.goto("/beheer/");
    await expect(page).toHaveURL(/\/beheer\/aanmelden\//u);
  });
});
