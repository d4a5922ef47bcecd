/**
 * The checkout (issue 9, 5.3): guest NL private with iDEAL paid -> thank-you -> confirmation mail; a
 * logged-in BE company with a VAT number and Bancontact; the afterpay terms and missing method messages;
 * a failed payment paid again. Each test is its own shopper (own browser context, cart and client IP).
 */
import { expect, test } from "./fixtures";
import { AddressStep, BE_VAT_NUMBER, fillCart, PaymentStep, PayStep, SandboxPsp, thankYouOrder } from "./pages/checkout";
import { Mailbox } from "./pages/mailbox";
import { ownClientIp, uniqueEmail } from "./support/account";
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
  const email = uniqueEmail("gast");
  await step1.fillShopper({ firstName: "Sanne", lastName: "de Vries", email, phone: "06 12345678" });
  await step1.fillDutchAddress();
  await step1.next.click();

  const step2 = new PaymentStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await step2.method("iDEAL").check();
  const bank = page.getByRole("combobox", { name: "Kies je bank" });
  if ((await bank.count()) > 0) await bank.selectOption({ index: 1 });
  await step2.next.click();

  const step3 = new PayStep(page);
  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  await expect(page.getByText("iDEAL")).toBeVisible();
  await step3.terms.check();
  await step3.order.click();

  await new SandboxPsp(page).choose("Betaald");
  const number = await thankYouOrder(page);

  const mailbox = new Mailbox(page);
  await mailbox.open();
  await expect(mailbox.messageTo(email)).toContainText(number);
});
