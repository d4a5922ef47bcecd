/**
 * The checkout for keyboard and screen-reader users (ADR 017): the whole checkout with the keyboard
 * only, and axe (WCAG 2.2 AA) on every checkout page: login, steps 1-3, pending, pay again, thank-you.
 */
import { expect, test } from "./fixtures";
import { AddressStep, DEMO_ADDRESS, fillCart, orderToPsp, PaymentStep, PayStep, SandboxPsp, formReady, tabTo, thankYouOrder } from "./pages/checkout";
import { ownClientIp, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

test("the whole checkout with the keyboard only", async ({ page }) => {
  await fillCart(page.request);
  await page.goto("/checkout/");
  await tabTo(page, page.getByRole("link", { name: "Bestellen als gast" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await formReady(page);

  const step1 = new AddressStep(page);
  const type = async (name: string, text: string) => {
    await tabTo(page, step1.textbox(name));
    await page.keyboard.type(text);
  };
  await type("Voornaam", "Daan");
  await type("Achternaam", "Jansen");
  await type("E-mailadres", uniqueEmail("toetsenbord"));
  await type("Telefoonnummer", "0612345678");
  await type("Postcode", DEMO_ADDRESS.zipcode);
  await type("Huisnummer", DEMO_ADDRESS.house_number);
  await expect(step1.textbox("Straat")).toHaveValue(DEMO_ADDRESS.street);
  await tabTo(page, step1.next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);

  await formReady(page);
  const step2 = new PaymentStep(page);
  await tabTo(page, step2.method("iDEAL"));
  await page.keyboard.press("Space");
  await expect(step2.method("iDEAL")).toBeChecked();
  await tabTo(page, step2.next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);

  await formReady(page);
  const pay = new PayStep(page);
  await tabTo(page, pay.terms);
  await page.keyboard.press("Space");
  await tabTo(page, pay.order);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/sandbox-psp\//u);
  await tabTo(page, page.getByRole("button", { name: "Betaald", exact: true }));
  await page.keyboard.press("Enter");
  await thankYouOrder(page);
});

test("axe finds nothing on the login choice, the three steps (with their messages) and the pending page", async ({ page }) => {
  // A whole journey over many pages (and mails): three times the limit of a single check.
  test.slow();
  await fillCart(page.request);
  await page.goto("/checkout/checkout-login/");
  await expectNoAxeViolations(page, "checkout login");
  await page.getByRole("link", { name: "Bestellen als gast" }).click();

  const step1 = new AddressStep(page);
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await formReady(page);
  await step1.next.click();
  await expect(step1.textbox("Voornaam")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: "Afleveradres is hetzelfde als factuuradres" }).uncheck();
  await page.getByRole("checkbox", { name: "Maak een account aan" }).check();
  await expect(page.getByRole("group", { name: "Afleveradres" })).toBeVisible();
  await expectNoAxeViolations(page, "step 1 with its messages, delivery address and password");
  await page.getByRole("checkbox", { name: "Afleveradres is hetzelfde als factuuradres" }).check();
  await page.getByRole("checkbox", { name: "Maak een account aan" }).uncheck();
  await step1.fillShopper({ firstName: "Eva", lastName: "Bakker", email: uniqueEmail("axe"), phone: "0612345678" });
  await step1.fillDutchAddress();
  await step1.next.click();

  const step2 = new PaymentStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await formReady(page);
  await step2.next.click();
  await expect(page.getByRole("alert").filter({ hasText: "Selecteer een betaalmethode." })).toBeVisible();
  await expectNoAxeViolations(page, "step 2 without a method");
  await step2.method("in3").check();
  await step2.next.click();
  await expect(page.getByText("Kies het aantal termijnen").last()).toBeVisible();
  await expectNoAxeViolations(page, "step 2 with the in3 fields and their messages");
  await step2.method("iDEAL").check();
  await step2.next.click();

  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);

  await formReady(page);
  await expectNoAxeViolations(page, "step 3");
  const pay = new PayStep(page);
  await pay.order.click();
  await expect(page.getByText("Je moet akkoord gaan met de voorwaarden.")).toBeVisible();
  await pay.terms.check();
  await pay.order.click();

  await new SandboxPsp(page).choose("Open laten");
  await expect(page).toHaveURL(/\/checkout\/pending\/\?order=KJD\d{7}$/u);
  await expect(page.getByRole("heading", { name: "We wachten op de bevestiging van je betaling" })).toBeVisible();
  await expectNoAxeViolations(page, "pending");
  // Hydrated, the page polls; the no-JS refresh stays inside <noscript> (not a live meta in the head).
  await expect(page.locator('head meta[http-equiv="refresh"]')).toHaveCount(0);
});

test("axe finds nothing on the pay-again and thank-you pages", async ({ page, baseURL }) => {
  await orderToPsp(page, baseURL!, uniqueEmail("axe-opnieuw"));
  await new SandboxPsp(page).choose("Geannuleerd");
  await expect(page).toHaveURL(/\/checkout\/betalen\/KJD\d{7}\/$/u);
  await formReady(page);
  await expect(page.getByRole("alert")).toContainText("Je hebt de betaling geannuleerd.");
  await expectNoAxeViolations(page, "pay again");
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  await new SandboxPsp(page).choose("Betaald");
  await thankYouOrder(page);
  await expectNoAxeViolations(page, "thank-you");
});
