/**
 * Guided selling (ADR 020): the wizard overlay from a category page and the home page, step by
 * step to the results; 'Overslaan', 'Maak eerst een keuze', 'Toon resultaten'; the quick wizard with its
 * 4 answers and toggle; a failed fetch; keyboard only; axe.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { QuickWizardBlock, WizardOverlay } from "./pages/wizard";
import { expectNoAxeViolations } from "./support/axe";
import { catalogApi, returningVisitor } from "./support/catalog";

const GUIDED = /\/v1\/catalog\/guided-selling$/u;

/** Per image: its file arrived and is a picture (an answer's picture, spec section 3). */
const loaded = (images: Locator) => images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0));

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("wizard overlay", () => {
  test("from /matrassen/ through every question to the results page with the advised firmness", async ({ page, request }) => {
    const wizard = new WizardOverlay(page);
    const listing = new ListingPage(page);
    await new Shell(page).open("/matrassen/");
    await wizard.opener("Hulp bij kiezen").click();
    await expect(wizard.dialog).toBeVisible();
    await expect(wizard.dialog.getByRole("heading", { level: 2 })).toHaveText("Matrassen: hulp bij kiezen");

    // Step 1 is skippable and has no choice: 'Overslaan'.
    await expect(wizard.question).toHaveText("Wat is je slaaphouding?");
    await expect(wizard.progress).toHaveText("Vraag 1 van 5");
    const all = await catalogApi.category(request, "matrassen");
    await expect(wizard.count).toHaveText(`${all.pagination.total} producten passen bij je keuzes`);
    await expect(wizard.next).toHaveText("Overslaan");
    await wizard.next.click();

    // Step 2 is not skippable: Next is disabled and, used anyway, asks for a choice first.
    await expect(wizard.question).toHaveText("Wat is je lichaamsgewicht?");
    await expect(wizard.next).toHaveText("Volgende");
    await expect(wizard.next).toHaveAttribute("aria-disabled", "true");
    // aria-disabled keeps the button in reach (Playwright treats it as disabled: force the click a shopper can make).
    await wizard.next.click({ force: true });
    await expect(wizard.message).toHaveText("Maak eerst een keuze");
    await expect(wizard.question).toHaveText("Wat is je lichaamsgewicht?");
    // Single select: a second choice replaces the first.
    await wizard.answer("Minder dan 80 kg").check();
    await wizard.answer("80 tot en met 120 kg").check();
    await expect(wizard.answer("Minder dan 80 kg")).not.toBeChecked();
    await expect(wizard.message).toBeHidden();
    await expect(wizard.next).toHaveAttribute("aria-disabled", "false");
    await wizard.next.click();

    await expect(wizard.question).toHaveText("Hoe lang ben je?");
    await wizard.answer("Langer dan 190 cm").check();
    await wizard.next.click();
    // 80-120 kg and over 190 cm: the advice table says Zacht.
    const zacht = await catalogApi.category(request, "matrassen/hardheid:zacht");
    await expect(wizard.count).toHaveText(`${zacht.pagination.total} producten passen bij je keuzes`);

    await expect(wizard.question).toHaveText("Welke breedte zoek je?");
    await wizard.answer("160 cm").check();
    await wizard.next.click();

    // The last step: multi select toggles, and 'Toon resultaten' shows the results.
    await expect(wizard.question).toHaveText("Welk type matras wil je?");
    await expect(wizard.progress).toHaveText("Vraag 5 van 5");
    await expect(wizard.next).toHaveText("Toon resultaten");
    await wizard.answer("Pocketvering").check();
    await wizard.answer("Latex").check();
    await wizard.answer("Latex").uncheck();
    await expect(wizard.answer("Pocketvering")).toBeChecked();
    await wizard.next.click();

    const results = "/matrassen/soort:pocketvering/maat:160x200/hardheid:zacht/";
    await expect(page).toHaveURL(results);
    await expect(wizard.dialog).toBeHidden();
    const api = await catalogApi.category(request, results);
    expect(api.pagination.total).toBeGreaterThan(0);
    await expect(listing.count).toHaveText(listing.countText(api.pagination.total));
  });

  test("goes back a step with 'Vorige' and keeps the answer", async ({ page }) => {
    const wizard = new WizardOverlay(page);
    await new Shell(page).open("/hoofdkussen/");
    await wizard.opener("Hulp bij kiezen").click();
    await expect(wizard.question).toHaveText("Hoe slaap je meestal?");
    await wizard.answer("Op mijn zij").check();
    await wizard.next.click();
    await expect(wizard.question).toHaveText("Hoe stevig mag je kussen zijn?");
    await wizard.back.click();
    await expect(wizard.question).toHaveText("Hoe slaap je meestal?");
    await expect(wizard.answer("Op mijn zij")).toBeChecked();
  });

  test("opens from the home page ('Matrasadvies') and passes axe", async ({ page }) => {
    const wizard = new WizardOverlay(page);
    await new Shell(page).open("/");
    await wizard.opener("Matrasadvies").click();
    await expect(wizard.dialog.getByRole("heading", { level: 2 })).toHaveText("Matrasadvies");
    await expect(wizard.question).toHaveText("Wat is je slaaphouding?");
    // Each sleeping position shows its picture.
    await expect.poll(() => loaded(wizard.dialog.locator(".wizard__answer img"))).toEqual([true, true, true, true]);
    await expectNoAxeViolations(page, "the wizard overlay");
    await wizard.next.click();
    await expect(wizard.question).toHaveText("Wat is je lichaamsgewicht?");
    await wizard.next.click({ force: true });
    await expect(wizard.message).toHaveText("Maak eerst een keuze");
    await expectNoAxeViolations(page, "the wizard overlay with its message");
    await wizard.close.click();
    await expect(wizard.dialog).toBeHidden();
    await expect(wizard.opener("Matrasadvies")).toBeFocused();
  });

  test("keyboard only: open, answer, advance and see the results of the duvet wizard", async ({ page }) => {
    const wizard = new WizardOverlay(page);
    await new Shell(page).open("/dekbed/");
    await wizard.opener("Hulp bij kiezen").focus();
    await page.keyboard.press("Enter");
    await expect(wizard.question).toHaveText("Wanneer gebruik je je dekbed?");
    await expect(wizard.question).toBeFocused();
    // Tab to the first answer, arrow to the second (a radio group), Tab on to Next.
    await page.keyboard.press("Tab");
    await expect(wizard.answer("Alleen in de zomer")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(wizard.answer("In de winter")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(wizard.next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(wizard.question).toHaveText("Welke vulling heeft je voorkeur?");
    // The new question takes focus after it renders: Tab from there, not from the button before it.
    await expect(wizard.question).toBeFocused();
    // Checkboxes: Space toggles.
    await page.keyboard.press("Tab");
    await expect(wizard.answer("Dons")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(wizard.answer("Dons")).toBeChecked();
    await wizard.next.focus();
    await page.keyboard.press("Enter");
    await expect(wizard.question).toHaveText("Welke maat zoek je?");
    await expect(wizard.question).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(wizard.answer("200x200 cm")).toBeChecked();
    await wizard.next.focus();
    await expect(wizard.next).toHaveText("Toon resultaten");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dekbed/maat:200x200/warmteklasse:winterdekbed/vulling:dons/");
    // Escape closes an open wizard.
    await wizard.opener("Hulp bij kiezen").focus();
    await page.keyboard.press("Enter");
    await expect(wizard.dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(wizard.dialog).toBeHidden();
  });

  test("a failed fetch ends the loading and stays on the step (spec section 8)", async ({ page, consoleGuard }) => {
    const wizard = new WizardOverlay(page);
    await new Shell(page).open("/matrassen/");
    await wizard.opener("Hulp bij kiezen").click();
    await expect(wizard.question).toHaveText("Wat is je slaaphouding?");
    consoleGuard.expectAbortedLoad(GUIDED, "the test aborts the wizard's next fetch");
    await page.route(GUIDED, (route) => route.abort());
    await wizard.answer("Op mijn rug").check();
    const logged = page.waitForEvent("console", (m) => m.text().includes("wizard fetch failed"));
    await wizard.next.click();
    expect(JSON.parse((await logged).text())).toMatchObject({ level: "warn", msg: "wizard fetch failed", code: "matrasadvies" });
    await expect(wizard.dialog.locator("form")).toHaveAttribute("aria-busy", "false");
    await expect(wizard.question).toHaveText("Wat is je slaaphouding?");
    await expect(wizard.next).toHaveText("Volgende");
    // The network is back: the same Next goes on.
    await page.unroute(GUIDED);
    await wizard.next.click();
    await expect(wizard.question).toHaveText("Wat is je lichaamsgewicht?");
  });
});

test.describe("quick wizard", () => {
  test("shows 4 answers with 'Meer'/'Minder' for the rest, and a choice shows its results at once", async ({ page, request }) => {
    const listing = new ListingPage(page);
    const quick = new QuickWizardBlock(page, "Welke maat zoek je?");
    await new Shell(page).open("/dekbed/");
    await expect(quick.answers).toHaveCount(7);
    await expect(quick.visibleAnswers).toHaveCount(4);
    await expect(quick.toggle).toHaveText("Meer", { useInnerText: true });
    await expect(quick.more).not.toHaveAttribute("open");
    await quick.toggle.click();
    await expect(quick.visibleAnswers).toHaveCount(7);
    await expect(quick.toggle).toHaveText("Minder", { useInnerText: true });
    await expect(quick.more).toHaveAttribute("open", "");
    await expectNoAxeViolations(page, "the category page with the quick wizard");
    await quick.toggle.click();
    await expect(quick.visibleAnswers).toHaveCount(4);

    const asked = page.waitForRequest((r) => GUIDED.test(new URL(r.url()).pathname) && r.method() === "POST");
    await quick.answer("200x200 cm").click();
    const body = (await asked).postDataJSON() as { code: string; qs: Record<string, number> };
    expect(body).toMatchObject({ code: "dekbed-snelkeuze", qs: { "401": 4013 } });
    await expect(page).toHaveURL("/dekbed/maat:200x200/");
    const api = await catalogApi.category(request, "dekbed/maat:200x200");
    await expect(listing.count).toHaveText(listing.countText(api.pagination.total));
  });

  test("on mattresses and pillows too; without a toggle when there are 4 answers or fewer", async ({ page }) => {
    await new Shell(page).open("/hoofdkussen/");
    const pillows = new QuickWizardBlock(page, "Hoe slaap je meestal?");
    await expect(pillows.visibleAnswers).toHaveCount(3);
    await expect(pillows.toggle).toHaveCount(0);
    await expect.poll(() => loaded(page.locator(".quick-wizard__answer-image"))).toEqual([true, true, true]);
    await pillows.answer("Op mijn buik").click();
    await expect(page).toHaveURL("/hoofdkussen/slaaphouding:buikslaper/");

    await new Shell(page).open("/matrassen/");
    const mattresses = new QuickWizardBlock(page, "Welke breedte zoek je?");
    await expect(mattresses.visibleAnswers).toHaveCount(4);
    await expect(mattresses.toggle).toHaveText("Meer", { useInnerText: true });
  });

  test("is not on categories without a wizard", async ({ page }) => {
    await new Shell(page).open("/dekbedovertrek/");
    await expect(page.locator(".quick-wizard")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hulp bij kiezen", exact: true })).toHaveCount(0);
  });
});
