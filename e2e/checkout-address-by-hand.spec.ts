/**
 * A Dutch address the postcode lookup cannot confirm (spec section 5 keeps 'Postcode onjuist'; ADR 015): the
 * lookup does not know the postcode, or the lookup call fails; the shopper takes 'Straat en plaats zelf
 * invullen', types street and city, and the order is placed with the address flagged as not verified.
 * Each test is its own shopper (own browser context, cart and client IP).
 */
import type { Page } from "@playwright/test";
import type { Order } from "../app/lib/api/types/order";
import { ADDRESS_MESSAGES } from "../app/lib/account/messages";
import { FIELD_MESSAGES } from "../app/lib/form/messages";
import { expect, test } from "./fixtures";
import { AddressStep, fillCart, formReady, PaymentStep, PayStep, SandboxPsp, thankYouOrder } from "./pages/checkout";
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

/** A postcode of the right form that the seeded lookup does not hold. */
const UNKNOWN = { zipcode: "9999 ZZ", street: "Zelfbedachte Laan", city: "Nergenshuizen" };

/** Step 1 up to the lookup's unknown answer: 'Postcode onjuist', street and city empty, the way out offered. */
async function unknownAddress(page: Page, houseNumber: string): Promise<AddressStep> {
  await fillCart(page.request);
  const step1 = new AddressStep(page);
  await step1.open();
  await formReady(page);
  await step1.fillShopper({ firstName: "Sanne", lastName: "de Vries", email: uniqueEmail("handmatig"), phone: "06 12345678" });
  await step1.form.getByRole("combobox", { name: "Land" }).first().selectOption("NL");
  await step1.textbox("Straat").fill("Wordt leeggemaakt");
  await step1.textbox("Postcode").fill(UNKNOWN.zipcode);
  await step1.textbox("Huisnummer").fill(houseNumber);
  await expect(step1.textbox("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(step1.textbox("Postcode")).toHaveAccessibleDescription(FIELD_MESSAGES.zipcode);
  await expect(step1.textbox("Straat")).toHaveValue("");
  await expect(step1.textbox("Plaats")).toHaveValue("");
  await expect(step1.form.getByText(ADDRESS_MESSAGES.notFound, { exact: true })).toBeVisible();
  await expect(step1.typeByHand).toBeVisible();
  return step1;
}

/** 'Straat en plaats zelf invullen', street and city typed, on to step 2. */
async function typeByHand(page: Page, step1: AddressStep): Promise<void> {
  await step1.typeByHand.click();
  await expect(step1.textbox("Straat")).toBeFocused();
  await expect(step1.textbox("Postcode")).not.toHaveAttribute("aria-invalid", "true");
  await expect(step1.form.getByText(ADDRESS_MESSAGES.typingByHand, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "step 1 with street and city typed by hand");
  await page.keyboard.type(UNKNOWN.street);
  await step1.textbox("Plaats").fill(UNKNOWN.city);
  await step1.next.click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
}

/** Steps 2 and 3 with a credit card, paid on the sandbox PSP: answers the order as GET /v1/order/{number} shows it. */
async function payByCard(page: Page): Promise<Order> {
  await formReady(page);
  const step2 = new PaymentStep(page);
  await step2.method("Creditcard").check();
  await step2.next.click();
  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  await formReady(page);
  const step3 = new PayStep(page);
  await step3.terms.check();
  await step3.order.click();
  await new SandboxPsp(page).choose("Betaald");
  const number = await thankYouOrder(page);
  const res = await page.request.get(`/v1/order/${number}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Order }).data;
}

test("the lookup does not know the postcode: 'Postcode onjuist', then street and city typed by hand; the order is flagged not verified", async ({ page }) => {
  const step1 = await unknownAddress(page, "1");
  await expectNoAxeViolations(page, "step 1 with a postcode the lookup does not know");
  // Without taking the way out the step is not posted: the focus goes back to Postcode.
  await step1.textbox("Huisnummer").press("Tab");
  await step1.next.click();
  await expect(step1.textbox("Postcode")).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);

  await typeByHand(page, step1);
  const order = await payByCard(page);
  expect(order.address_unverified).toBe(true);
  expect(order.billing_address).toMatchObject({ zipcode: UNKNOWN.zipcode, house_number: "1", street: UNKNOWN.street, city: UNKNOWN.city, unverified: true });
});

test("the lookup call fails: the same way out, and the order is flagged not verified", async ({ page, consoleGuard }) => {
  // The lookup's request fails on the network (a PDOK outage answers the same way: not found).
  consoleGuard.expectAbortedLoad(/^\/v1\/checkout\/postcode\/autocomplete\?/u, "the lookup's request is aborted on purpose");
  await page.route(/\/v1\/checkout\/postcode\/autocomplete/u, (route) => route.abort("failed"));
  const step1 = await unknownAddress(page, "3");
  await typeByHand(page, step1);
  const order = await payByCard(page);
  expect(order.address_unverified).toBe(true);
  expect(order.shipping_address).toMatchObject({ street: UNKNOWN.street, city: UNKNOWN.city, unverified: true });
});
