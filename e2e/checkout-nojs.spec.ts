/**
 * The checkout without JavaScript (ADR 017): every step posts to its route action, refusals come back
 * as the page with the Dutch messages (4xx), the NL address is looked up by the action, and the order button
 * redirects to the PSP.
 */
import { expect, test } from "./fixtures";
import { AddressStep, DEMO_ADDRESS, fillCart, orderToPsp, PaymentStep, PayStep, SandboxPsp, thankYouOrder } from "./pages/checkout";
import { ownClientIp, uniqueEmail } from "./support/account";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

test("a guest orders and pays without JavaScript", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedLoad(/^\/checkout\/(address-details|payment-methods|pay)\/$/u, 422, "refused posts answer 422 without JavaScript");
  await fillCart(page.request);
  await page.goto("/checkout/");
  await page.getByRole("link", { name: "Bestellen als gast" }).click();

  const step1 = new AddressStep(page);
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  // Only postcode and house number: the action looks the street up.
  await step1.fillShopper({ firstName: "Noor", lastName: "Visser", email: uniqueEmail("zonder-js"), phone: "0612345678" });
  await step1.textbox("Postcode").fill(DEMO_ADDRESS.zipcode);
  await step1.textbox("Huisnummer").fill(DEMO_ADDRESS.house_number);
  await step1.textbox("E-mailadres").fill("geen-adres");
  await step1.next.click();
  await expect(page.getByText("Vul een geldig e-mailadres in").first()).toBeVisible();
  await expect(step1.textbox("Straat")).toHaveValue(DEMO_ADDRESS.street);
  await step1.textbox("E-mailadres").fill(uniqueEmail("zonder-js"));
  await step1.next.click();

  const step2 = new PaymentStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await step2.next.click();
  await expect(page.getByRole("alert").filter({ hasText: "Selecteer een betaalmethode." })).toBeVisible();
  await step2.method("iDEAL").check();
  await step2.next.click();

  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  const pay = new PayStep(page);
  await pay.terms.check();
  await pay.order.click();
  await new SandboxPsp(page).choose("Betaald");
  await thankYouOrder(page);
});

test("without JavaScript the pending page reloads itself until the payment is settled", async ({ page, baseURL }) => {
  await orderToPsp(page, baseURL!, uniqueEmail("wachten"), "iDEAL", false);
  await new SandboxPsp(page).choose("Open laten");
  await expect(page).toHaveURL(/\/checkout\/pending\/\?order=KJD\d{7}$/u);
  await expect(page.getByRole("heading", { name: "We wachten op de bevestiging van je betaling" })).toBeVisible();
  const reload = await page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/checkout/pending/", { timeout: 6000 });
  expect(new URL(reload.url()).searchParams.get("order")).toMatch(/^KJD\d{7}$/u);
});

test("without JavaScript a failed payment is paid again with Riverty: its fields and terms message as in step 2", async ({ page, baseURL, consoleGuard }) => {
  consoleGuard.expectFailedLoad(/^\/checkout\/betalen\/KJD\d{7}\/$/u, 422, "a refused pay-again post answers 422 without JavaScript");
  await orderToPsp(page, baseURL!, uniqueEmail("opnieuw-zonder-js"), "iDEAL", false);
  await new SandboxPsp(page).choose("Mislukt");
  await expect(page).toHaveURL(/\/checkout\/betalen\/KJD\d{7}\/$/u);
  const number = /KJD\d{7}/u.exec(page.url())![0];

  await page.getByRole("radio", { name: "Riverty (achteraf betalen)", exact: true }).check();
  await page.getByRole("radio", { name: "Man", exact: true }).check();
  await page.getByRole("textbox", { name: "Geboortedatum" }).fill("21-04-1985");
  await page.getByRole("textbox", { name: "Telefoonnummer" }).fill("0612345678");
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  await expect(page.getByText("Je moet akkoord gaan met de voorwaarden.").first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Ik ga akkoord met de voorwaarden van Riverty (achteraf betalen)" }).check();
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  await new SandboxPsp(page).choose("Betaald");
  expect(await thankYouOrder(page)).toBe(number);
});
