/**
 * The checkout (ADR 017): guest NL private with iDEAL paid -> thank-you -> confirmation mail; a
 * logged-in BE company with a VAT number and Bancontact; the afterpay terms and missing method messages;
 * a failed payment paid again. Each test is its own shopper (own browser context, cart and client IP).
 */
import { expect, test } from "./fixtures";
import { AddressStep, BE_VAT_NUMBER, failedOrder, fillCart, orderToPsp, PaymentStep, PayStep, SandboxPsp, formReady, saveGuestDetails, thankYouOrder } from "./pages/checkout";
import { Mailbox } from "./pages/mailbox";
import { confirmCustomer, ownClientIp, registerCustomer, uniqueEmail } from "./support/account";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

test("a guest pays with iDEAL: thank-you page with the order number and a confirmation mail", async ({ page }) => {
  await fillCart(page.request);
  await page.goto("/checkout/");
  await expect(page).toHaveURL(/\/checkout\/checkout-login\/$/u);
  await page.getByRole("link", { name: "Bestellen als gast" }).click();

  const step1 = new AddressStep(page);
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await formReady(page);
  const email = uniqueEmail("gast");
  await step1.fillShopper({ firstName: "Sanne", lastName: "de Vries", email, phone: "06 12345678" });
  await step1.fillDutchAddress();
  await step1.next.click();

  const step2 = new PaymentStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await formReady(page);
  await step2.method("iDEAL").check();
  const bank = page.getByRole("combobox", { name: "Kies je bank" });
  if ((await bank.count()) > 0) await bank.selectOption({ index: 1 });
  await step2.next.click();

  const step3 = new PayStep(page);
  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  await formReady(page);
  await expect(page.getByText("iDEAL")).toBeVisible();
  await step3.terms.check();
  await step3.order.click();

  await new SandboxPsp(page).choose("Betaald");
  const number = await thankYouOrder(page);

  const mailbox = new Mailbox(page);
  await mailbox.open();
  await expect(mailbox.messageTo(email)).toContainText(number);
});

test("a logged-in Belgian company with a VAT number pays with Bancontact: VAT reverse-charged, invoice downloadable", async ({ page, customer }) => {
  await fillCart(page.request);
  await page.goto("/checkout/");
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await formReady(page);
  const step1 = new AddressStep(page);
  // The account's data are filled in already.
  await expect(step1.textbox("Voornaam")).toHaveValue(customer.firstName);
  await expect(step1.textbox("E-mailadres")).toHaveValue(customer.email);
  await expect(page.getByRole("checkbox", { name: "Maak een account aan" })).toHaveCount(0);
  await step1.fillShopper({ type: "company", firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: "0470123456", company: "Slaapwel BV", vatNumber: BE_VAT_NUMBER, cocNumber: "0123456749" });
  await step1.fillBelgianAddress();
  await step1.next.click();

  const step2 = new PaymentStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await formReady(page);
  // Belgian shoppers see Bancontact first, and no iDEAL.
  await expect(step2.methods.getByRole("radio").first()).toHaveAccessibleName("Bancontact");
  await expect(step2.method("iDEAL")).toHaveCount(0);
  await step2.method("Bancontact").check();
  await step2.next.click();

  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);

  await formReady(page);
  await expect(page.getByText("btw verlegd")).toBeVisible();
  await expect(page.getByText("Slaapwel BV").first()).toBeVisible();
  const pay = new PayStep(page);
  await pay.terms.check();
  await pay.order.click();
  await new SandboxPsp(page).choose("Betaald");
  const number = await thankYouOrder(page);

  const invoice = await page.request.get(`/v1/customer/orders/${number}/invoice`);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
});

test("Riverty without accepted terms says 'Je moet akkoord gaan met de voorwaarden.'; the birthdate is masked", async ({ page, baseURL }) => {
  await fillCart(page.request);
  await saveGuestDetails(page.request, baseURL!, uniqueEmail("riverty"));
  await page.goto("/checkout/payment-methods/");
  await formReady(page);
  const step2 = new PaymentStep(page);
  await step2.method("Riverty (achteraf betalen)").check();
  await page.getByRole("radio", { name: "Man", exact: true }).check();
  const dob = page.getByRole("textbox", { name: "Geboortedatum" });
  // The mask adds the dashes and pads a day or month that can only have one digit.
  await dob.pressSequentially("431980");
  await expect(dob).toHaveValue("04-03-1980");
  await expect(page.getByRole("textbox", { name: "Telefoonnummer" })).toHaveValue("0612345678");
  await step2.next.click();
  const terms = page.getByRole("checkbox", { name: "Ik ga akkoord met de voorwaarden van Riverty (achteraf betalen)" });
  await expect(page.getByText("Je moet akkoord gaan met de voorwaarden.")).toBeVisible();
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await formReady(page);

  // Another method clears the pay-later fields; back to Riverty they are empty again.
  await step2.method("Billink").check();
  await step2.method("Riverty (achteraf betalen)").check();
  await expect(page.getByRole("textbox", { name: "Geboortedatum" })).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Man", exact: true })).not.toBeChecked();
});

test("without a payment method the step says 'Selecteer een betaalmethode.'; PayPal adds its costs", async ({ page, baseURL }) => {
  await fillCart(page.request);
  await saveGuestDetails(page.request, baseURL!, uniqueEmail("geen-methode"));
  await page.goto("/checkout/payment-methods/");
  await formReady(page);
  const step2 = new PaymentStep(page);
  await step2.next.click();
  await expect(page.getByRole("alert").filter({ hasText: "Selecteer een betaalmethode." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await formReady(page);

  const costs = page.getByRole("region", { name: "Kosten" });
  await expect(costs.getByText("Betaalkosten")).toHaveCount(0);
  await step2.method("PayPal").check();
  await expect(costs.getByText("Betaalkosten")).toBeVisible();
  await expect(costs).toContainText("€ 0,99");
  await page.getByRole("checkbox", { name: /Verzekerde verzending/u }).check();
  await expect(costs).toContainText("€ 10,00");
});

test("a failed payment can be paid again with another method", async ({ page, baseURL }) => {
  const number = await failedOrder(page, baseURL!, uniqueEmail("opnieuw"));
  await expect(page.getByRole("alert")).toContainText("Je betaling is niet gelukt.");
  await page.getByRole("radio", { name: "iDEAL", exact: true }).check();
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  await new SandboxPsp(page).choose("Betaald");
  expect(await thankYouOrder(page)).toBe(number);
});

test("pay again with Riverty: its fields as in step 2, 'Je moet akkoord gaan met de voorwaarden.' without terms, paid with them; PayPal's costs shown first", async ({ page, baseURL }) => {
  const number = await failedOrder(page, baseURL!, uniqueEmail("opnieuw-riverty"));
  const costs = page.locator(".checkout-pay-again__costs");
  await page.getByRole("radio", { name: "PayPal", exact: true }).check();
  await expect(costs).toContainText("€ 0,99");
  await page.getByRole("radio", { name: "Riverty (achteraf betalen)", exact: true }).check();
  await expect(costs).toContainText("Geen");
  await page.getByRole("radio", { name: "Vrouw", exact: true }).check();
  await page.getByRole("textbox", { name: "Geboortedatum" }).pressSequentially("21041985");
  await expect(page.getByRole("textbox", { name: "Telefoonnummer" })).toHaveValue("0612345678");
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  const terms = page.getByRole("checkbox", { name: "Ik ga akkoord met de voorwaarden van Riverty (achteraf betalen)" });
  await expect(page.getByText("Je moet akkoord gaan met de voorwaarden.")).toBeVisible();
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`/checkout/betalen/${number}/$`, "u"));
  await terms.check();
  await page.getByRole("button", { name: "Opnieuw betalen" }).click();
  await new SandboxPsp(page).choose("Betaald");
  expect(await thankYouOrder(page)).toBe(number);
});

test("the pending page moves on to the thank-you page once the payment lands", async ({ page, baseURL }) => {
  await orderToPsp(page, baseURL!, uniqueEmail("wacht"));
  const psp = new URL(page.url()).pathname;
  await new SandboxPsp(page).choose("Open laten");
  await expect(page).toHaveURL(/\/checkout\/pending\/\?order=KJD\d{7}$/u);
  const number = new URL(page.url()).searchParams.get("order");
  // The shopper pays in another window of the PSP; this page notices it by itself.
  const paid = await page.request.post(psp, { form: { status: "paid" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // It asks every POLL_MS (2 s) once hydrated: on a slow device that is more than one check's limit away.
  await expect(page).toHaveURL(/\/checkout\/thankyou\?/u, { timeout: 15_000 });
  expect(await thankYouOrder(page)).toBe(number);
});

test("step 1 checks a company's BTW-nummer when it loses focus, and a separate delivery address is kept", async ({ page }) => {
  await fillCart(page.request);
  const step1 = new AddressStep(page);
  await step1.open();
  await formReady(page);
  await page.getByRole("radio", { name: "Zakelijk" }).check();
  const vat = step1.textbox("BTW-nummer");
  await vat.fill("BE0123456748"); // the check digits do not match
  await vat.press("Tab");
  await expect(page.getByText("Vul een geldig BTW-nummer in")).toBeVisible();
  await expect(vat).toHaveAttribute("aria-invalid", "true");
  await vat.fill(BE_VAT_NUMBER);
  await vat.press("Tab");
  await expect(page.getByText("Vul een geldig BTW-nummer in")).toHaveCount(0);

  await step1.fillShopper({ type: "company", firstName: "Lotte", lastName: "Peeters", email: uniqueEmail("bedrijf"), phone: "0612345678", company: "Bedden BV", vatNumber: BE_VAT_NUMBER, cocNumber: "0123456749" });
  await step1.fillDutchAddress();
  await page.getByRole("checkbox", { name: "Afleveradres is hetzelfde als factuuradres" }).uncheck();
  const delivery = page.getByRole("group", { name: "Afleveradres" });
  await delivery.getByRole("textbox", { name: "Voornaam" }).fill("Lotte");
  await delivery.getByRole("textbox", { name: "Achternaam" }).fill("Peeters");
  await delivery.getByRole("textbox", { name: "Postcode" }).fill("3511 AB");
  await delivery.getByRole("textbox", { name: "Huisnummer" }).fill("20");
  await expect(delivery.getByRole("textbox", { name: "Straat" })).toHaveValue("Oudegracht");
  await step1.next.click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);

  // Back to step 1 through the progress indicator: everything is still there (the state is on the server).
  await page.getByRole("navigation", { name: "Stappen van je bestelling" }).getByRole("link", { name: /Adres/u }).click();
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await expect(step1.textbox("Bedrijfsnaam")).toHaveValue("Bedden BV");
  await expect(page.getByRole("group", { name: "Afleveradres" }).getByRole("textbox", { name: "Huisnummer" })).toHaveValue("20");
});

test("the entry sends an empty cart back to the cart, and a later step waits for the earlier one", async ({ page }) => {
  await page.goto("/checkout/");
  await expect(page).toHaveURL(/\/cart\/$/u);
  await fillCart(page.request);
  await page.goto("/checkout/pay/");
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  // Step 1 is the current step; the later ones are not links yet.
  const progress = page.getByRole("navigation", { name: "Stappen van je bestelling" });
  await expect(progress.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
  await expect(progress.getByRole("link")).toHaveCount(0);
});

test("'Inloggen' on the checkout's login page continues to step 1 with the account's data", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!, { firstName: "Femke" });
  await confirmCustomer(page.request, baseURL!, customer.email);
  await fillCart(page.request);
  await page.goto("/checkout/");
  await expect(page).toHaveURL(/\/checkout\/checkout-login\/$/u);
  await formReady(page);
  const login = page.getByRole("form", { name: "Inloggen" });
  await login.getByRole("textbox", { name: "E-mailadres" }).fill(customer.email);
  await login.getByLabel("Wachtwoord").fill("niet-het-wachtwoord");
  await login.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Het e-mailadres of wachtwoord is onjuist.");
  await login.getByLabel("Wachtwoord").fill(customer.password);
  await login.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await expect(new AddressStep(page).textbox("Voornaam")).toHaveValue("Femke");
  await expect(page.getByRole("checkbox", { name: "Maak een account aan" })).toHaveCount(0);
});
