/**
 * Account address pages (ADR 014): the billing address filled with the NL postcode lookup (a seeded
 * demo postcode), saved and shown again after a reload; 'Postcode onjuist' for a postcode the lookup does
 * not know, and its way out (street and city typed by hand, saved flagged as not verified); a postcode typed
 * before hydration; the shipping page; axe on both pages; keyboard only; a post
 * before hydration.
 * One account for the whole file (register is limited per IP), so the tests run in order.
 */
import { FIELD_MESSAGES } from "../app/lib/form/messages";
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES } from "../app/lib/account/messages";
import type { Addresses } from "../app/lib/api/types/account";
import { expect, test } from "./fixtures";
import { AccountAddressPage, BILLING_PATH, logIn, registerAccount, SHIPPING_PATH, type TestAccount } from "./pages/account-address";
import { expectNoAxeViolations } from "./support/axe";
import { isHydrated, SHOP_SCRIPTS } from "./support/hydration";
import { returningVisitor } from "./support/catalog";

test.describe.configure({ mode: "serial" });

let account: TestAccount;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext();
  account = await registerAccount(request, baseURL!);
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test("without a billing address the shipping page shows the address form, prefilled with the customer's names; axe finds nothing", async ({ page }) => {
  await logIn(page, account, SHIPPING_PATH);
  const address = new AccountAddressPage(page);
  await expect(address.heading).toHaveText("Afleveradres");
  await expect(address.firstName).toHaveValue(account.firstName);
  await expect(address.lastName).toHaveValue(account.lastName);
  await expect(address.country).toHaveValue("NL");
  await expect(address.sameDelivery).toHaveCount(0);
  await expectNoAxeViolations(page, "the shipping address page");
});

test("a postcode the lookup does not know: 'Postcode onjuist' on Postcode, street and city emptied, nothing posted", async ({ page }) => {
  await logIn(page, account, BILLING_PATH);
  const address = new AccountAddressPage(page);
  await page.waitForLoadState("networkidle");
  await address.street.fill("Verzonnen straat");
  await address.zipcode.fill("9999 ZZ");
  await address.houseNumber.fill("1");
  await expect(address.zipcode).toHaveAttribute("aria-invalid", "true");
  await expect(address.zipcode).toHaveAccessibleDescription(FIELD_MESSAGES.zipcode);
  await expect(address.street).toHaveValue("");
  await expect(address.city).toHaveValue("");
  await expectNoAxeViolations(page, "the billing address page with an invalid postcode");

  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  // Leave the field first: its check on blur adds messages above the button (a click while they appear misses).
  await address.houseNumber.press("Tab");
  await address.save.click();
  await expect(address.zipcode).toBeFocused();
  expect(posted).toBe(false);

  // A postcode in the wrong format gets the same message from the schema when the field is left.
  await address.zipcode.fill("0123 AB");
  await address.houseNumber.focus();
  await expect(address.zipcode).toHaveAccessibleDescription(FIELD_MESSAGES.zipcode);
});

test("a postcode and house number typed before the page is hydrated are looked up once it is (a slow phone)", async ({ page }) => {
  await logIn(page, account, BILLING_PATH);
  // The next document's scripts are held back until the shopper has typed.
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(SHOP_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  const address = new AccountAddressPage(page);
  await address.zipcode.fill("3511 AB");
  await address.houseNumber.fill("4");
  const hydrated = () => isHydrated(page, "main");
  expect(await hydrated()).toBe(false);
  await expect(address.street).toHaveValue("");

  release();
  await expect.poll(hydrated).toBe(true);
  await expect(address.street).toHaveValue("Oudegracht");
  await expect(address.city).toHaveValue("Utrecht");
  await expect(address.zipcode).toHaveValue("3511 AB");
});

test("the billing address filled with the lookup is saved (success alert that fades) and shown after a reload", async ({ page }) => {
  // Waits out the 5 s success alert and reloads: a long journey, three times the single-check limit.
  test.slow();
  await logIn(page, account, BILLING_PATH);
  const address = new AccountAddressPage(page);
  await page.waitForLoadState("networkidle");
  await expect(address.heading).toHaveText("Factuuradres");
  await expect(address.firstName).toHaveValue(account.firstName);
  await expect(address.sameDelivery).toBeChecked();

  await address.zipcode.fill("3511ab");
  await address.houseNumber.fill("10");
  await expect(address.street).toHaveValue("Oudegracht");
  await expect(address.city).toHaveValue("Utrecht");
  await expect(address.zipcode).not.toHaveAttribute("aria-invalid", "true");
  await address.extension.fill("bis");
  await address.save.click();

  await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);
  await expect(address.success).toBeHidden({ timeout: 8_000 });

  await page.reload();
  await expect(address.zipcode).toHaveValue("3511 AB");
  await expect(address.houseNumber).toHaveValue("10");
  await expect(address.extension).toHaveValue("BIS");
  await expect(address.street).toHaveValue("Oudegracht");
  await expect(address.city).toHaveValue("Utrecht");
  await expect(address.sameDelivery).toBeChecked();
  await expectNoAxeViolations(page, "the billing address page");

  // 'Afleveradres is hetzelfde als factuuradres': the shipping page says the billing address is used.
  await page.goto(SHIPPING_PATH);
  await expect(page.getByText("We bezorgen je bestellingen op je factuuradres:")).toBeVisible();
  await expect(page.locator("address")).toContainText("Oudegracht 10 BIS");
  await expect(page.locator("address")).toContainText("3511 AB Utrecht");
  await expectNoAxeViolations(page, "the shipping address page that names the billing address");
});

test("the way out of a postcode the lookup does not know: street and city typed by hand, saved and flagged as not verified", async ({ page }) => {
  await logIn(page, account, BILLING_PATH);
  const address = new AccountAddressPage(page);
  await page.waitForLoadState("networkidle");
  await address.zipcode.fill("9999 ZZ");
  await address.houseNumber.fill("7");
  await expect(address.zipcode).toHaveAccessibleDescription(FIELD_MESSAGES.zipcode);
  await expect(address.street).toHaveValue("");
  await expect(page.getByText(ADDRESS_MESSAGES.notFound, { exact: true })).toBeVisible();
  await address.typeByHand.click();
  await expect(address.street).toBeFocused();
  await expect(address.zipcode).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(ADDRESS_MESSAGES.typingByHand, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the billing address page with street and city typed by hand");
  await address.street.fill("Zelfbedachte Laan");
  await address.city.fill("Nergenshuizen");
  await address.save.click();
  await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);

  const saved = await page.request.get("/v1/customer/addresses");
  expect(((await saved.json()) as { data: Addresses }).data.billing).toMatchObject({ zipcode: "9999 ZZ", house_number: "7", street: "Zelfbedachte Laan", city: "Nergenshuizen", unverified: true });
  await page.reload();
  await expect(address.street).toHaveValue("Zelfbedachte Laan");
  await expect(address.city).toHaveValue("Nergenshuizen");
});

test("keyboard only: a Belgian billing address (no lookup) with its own delivery address, saved with Enter", async ({ page }) => {
  await logIn(page, account, BILLING_PATH);
  const address = new AccountAddressPage(page);
  await page.waitForLoadState("networkidle");
  await address.firstName.focus();
  const kb = page.keyboard;
  await kb.press("Tab"); // Achternaam
  await kb.press("Tab"); // Bedrijfsnaam
  await kb.press("Tab"); // Land
  await expect(address.country).toBeFocused();
  await kb.press("ArrowDown"); // België
  await expect(address.country).toHaveValue("BE");
  await kb.press("Tab");
  await expect(address.zipcode).toBeFocused();
  await kb.press("ControlOrMeta+a");
  await kb.type("1000");
  await kb.press("Tab");
  await kb.press("ControlOrMeta+a");
  await kb.type("5");
  await kb.press("Tab");
  await kb.press("ControlOrMeta+a");
  await kb.press("Delete");
  await kb.press("Tab");
  await expect(address.street).toBeFocused();
  await kb.press("ControlOrMeta+a");
  await kb.type("Nieuwstraat");
  await kb.press("Tab");
  await kb.press("ControlOrMeta+a");
  await kb.type("Brussel");
  await kb.press("Tab");
  await expect(address.sameDelivery).toBeFocused();
  await kb.press("Space");
  await expect(address.sameDelivery).not.toBeChecked();
  await kb.press("Tab");
  await expect(address.save).toBeFocused();
  await kb.press("Enter");
  await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);

  await page.reload();
  await expect(address.country).toHaveValue("BE");
  await expect(address.zipcode).toHaveValue("1000");
  await expect(address.street).toHaveValue("Nieuwstraat");
  await expect(address.sameDelivery).not.toBeChecked();

  // The delivery address is now asked for on its own page.
  await page.goto(SHIPPING_PATH);
  await expect(address.zipcode).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shipping address posted with only postcode and house number is looked up by the page and saved", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/account\/shipping-address\//u, 422, "the refused post of an unknown postcode answers 422 without JavaScript");
    await logIn(page, account, SHIPPING_PATH);
    const address = new AccountAddressPage(page);
    await address.country.selectOption("NL");
    await address.zipcode.fill("3511 AB");
    await address.houseNumber.fill("12");
    await address.extension.fill("");
    await address.street.fill("");
    await address.city.fill("");
    await address.save.click();
    await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);
    await page.goto(SHIPPING_PATH);
    await expect(address.street).toHaveValue("Oudegracht");
    await expect(address.city).toHaveValue("Utrecht");

    await address.zipcode.fill("9999 ZZ");
    await address.street.fill("");
    await address.save.click();
    await expect(address.zipcode).toHaveAccessibleDescription(FIELD_MESSAGES.zipcode);

    // The way out without JavaScript: the notice says to type street and city; posted, they are saved.
    await expect(page.getByText(ADDRESS_MESSAGES.notFound, { exact: true })).toBeVisible();
    await address.street.fill("Zelfbedachte Laan");
    await address.city.fill("Nergenshuizen");
    await address.save.click();
    await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);
    await page.goto(SHIPPING_PATH);
    await expect(address.zipcode).toHaveValue("9999 ZZ");
    await expect(address.street).toHaveValue("Zelfbedachte Laan");
  });
});
