/**
 * Reminders that can fire (docs/decisions/028): a shopper gives an address in checkout step 1 (the statement
 * under the field is the visible consent; leaving the field records it), leaves, the Cron's reminder job
 * runs with the clock moved past the idle time, the mail arrives in the development mailbox with its
 * one-click unsubscribe (text and List-Unsubscribe headers), and its link restores the lines. Without
 * consent, or after unsubscribing, no mail. The account's choice on the newsletter page. Axe on the new
 * page and states.
 */
import type { Page, Request } from "@playwright/test";
import { ABANDONED_CART_IDLE_S, CART_COOKIE, COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";
import { REMINDER_MESSAGES } from "../app/lib/abandon/messages";
import { RESTORED_TEXT } from "../app/components/cart-restore/restored-notice";
import { expect, test } from "./fixtures";
import { AddressStep, fillCart, formReady } from "./pages/checkout";
import { Mailbox } from "./pages/mailbox";
import { ownClientIp, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";

/** Past the idle time of a cart (the Cron reminds carts idle ABANDONED_CART_IDLE_S). */
const LATER_MIN = ABANDONED_CART_IDLE_S / 60 + 2;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

/** The cart's lines as [variant id, quantity]. */
async function cartLines(page: Page): Promise<number[][]> {
  const cart = (await (await page.request.get("/v1/cart")).json()) as { data: { items: { item_id: number; quantity: number }[] } };
  return cart.data.items.map((l) => [l.item_id, l.quantity]);
}

/** Step 1 as a guest; the e-mail field typed and left (Tab); the address recorded (202). */
async function giveAddressInStepOne(page: Page, email: string): Promise<AddressStep> {
  await page.goto("/checkout/");
  await page.getByRole("link", { name: "Bestellen als gast" }).click();
  const step1 = new AddressStep(page);
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  await formReady(page);
  const field = step1.textbox("E-mailadres");
  // The consent the shopper can see: the statement under the field, read out with it.
  await expect(step1.form.getByText(REMINDER_MESSAGES.statement)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(REMINDER_MESSAGES.statement);
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/abandon/email");
  await field.fill(email);
  await field.press("Tab");
  expect((await posted).status()).toBe(202);
  return step1;
}

test("an address left in step 1 gets the reminder after the idle time; the mail's link restores the lines", async ({ page, context }) => {
  await fillCart(page.request);
  const lines = await cartLines(page);
  expect(lines.length).toBeGreaterThan(0);
  const email = uniqueEmail("herinnering");
  const recorded: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/v1/abandon/email") recorded.push(r);
  });

  // Leaving the field with an address that is not valid sends nothing.
  await page.goto("/checkout/");
  await page.getByRole("link", { name: "Bestellen als gast" }).click();
  await formReady(page);
  await new AddressStep(page).textbox("E-mailadres").fill("geen-adres");
  await new AddressStep(page).textbox("E-mailadres").press("Tab");
  await expectNoAxeViolations(page, "checkout step 1 with the reminder statement");

  await giveAddressInStepOne(page, email);
  expect(recorded.map((r) => r.postDataJSON() as unknown)).toEqual([{ email, consent: "checkout" }]);

  // The shopper leaves (another device later: no cart cookie); the Cron runs an hour later.
  await context.clearCookies({ name: CART_COOKIE });
  const mailbox = new Mailbox(page);
  await mailbox.runCronAhead(LATER_MIN);
  const row = mailbox.messageTo(email);
  await expect(row).toContainText("Je winkelwagen bij Droomnest staat nog klaar");
  await row.getByRole("link").click();

  await expect(mailbox.headers.getByRole("row", { name: /List-Unsubscribe-Post/u })).toContainText("List-Unsubscribe=One-Click");
  await expect(mailbox.headers.getByRole("row").first()).toContainText(/<http[^>]+\/cart\/herinnering-afmelden\/\?token=[A-Za-z0-9_-]{43}>/u);
  await expect(mailbox.textPart).toContainText("Afmelden voor herinneringen");
  await mailbox.links.getByRole("link", { name: /\/cart\/restore\//u }).click();

  await expect(page).toHaveURL(/\/cart\/\?teruggezet=1$/u);
  await expect(page.getByRole("status").filter({ hasText: RESTORED_TEXT })).toBeVisible();
  expect(await cartLines(page)).toEqual(lines);
});

test("no mail without consent: an address sent without the statement", async ({ page, baseURL }) => {
  await fillCart(page.request);
  const email = uniqueEmail("zonder-toestemming");
  const res = await page.request.post("/v1/abandon/email", { headers: { Origin: baseURL!, "Content-Type": "application/json" }, data: { email } });
  expect(res.status()).toBe(202);
  const mailbox = new Mailbox(page);
  await mailbox.runCronAhead(LATER_MIN);
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});

test("after the one-click unsubscribe no further reminder reaches the address", async ({ page, context }) => {
  await fillCart(page.request);
  const email = uniqueEmail("afmelden");
  await giveAddressInStepOne(page, email);
  const mailbox = new Mailbox(page);
  await mailbox.runCronAhead(LATER_MIN);
  await mailbox.messageTo(email).getByRole("link").click();
  const unsubscribe = mailbox.links.getByRole("link", { name: /\/cart\/herinnering-afmelden\//u });
  await expect(unsubscribe).toHaveCount(1);
  await unsubscribe.click();

  // Opening the link changes nothing: one button does it.
  await expect(page.getByRole("heading", { name: REMINDER_MESSAGES.unsubscribeTitle })).toBeVisible();
  await expect(page.getByText(REMINDER_MESSAGES.unsubscribeIntro)).toBeVisible();
  await expectNoAxeViolations(page, "the reminder unsubscribe page");
  await page.getByRole("button", { name: REMINDER_MESSAGES.unsubscribeButton }).click();
  await expect(page.getByRole("status")).toHaveText(REMINDER_MESSAGES.unsubscribeDone);
  await expectNoAxeViolations(page, "the reminder unsubscribe page, done");

  // A new cart, the same address left in step 1 again: recorded, but the Cron sends nothing more.
  await context.clearCookies({ name: CART_COOKIE });
  await fillCart(page.request);
  await giveAddressInStepOne(page, email);
  await mailbox.runCronAhead(LATER_MIN + 2);
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
});

test("a broken unsubscribe link says so in Dutch", async ({ page }) => {
  await page.goto("/cart/herinnering-afmelden/?token=kapot");
  await expect(page.getByRole("alert")).toHaveText(REMINDER_MESSAGES.unsubscribeInvalid);
  await expect(page.getByRole("button", { name: REMINDER_MESSAGES.unsubscribeButton })).toHaveCount(0);
  await expectNoAxeViolations(page, "the broken unsubscribe link");
});

test("the account's choice on the newsletter page is stored on the customer", async ({ page, customer }) => {
  expect(customer.email).toContain("@");
  await page.goto("/account/subscription/");
  const main = page.getByRole("main");
  const box = main.getByRole("checkbox", { name: REMINDER_MESSAGES.choiceLabel });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(REMINDER_MESSAGES.choiceHint);
  await expectNoAxeViolations(page, "the newsletter page with the reminder choice");
  await box.check();
  await main.getByRole("button", { name: REMINDER_MESSAGES.choiceSave }).click();
  await expect(main.getByRole("status")).toHaveText(REMINDER_MESSAGES.choiceOn);
  await page.reload();
  await expect(main.getByRole("checkbox", { name: REMINDER_MESSAGES.choiceLabel })).toBeChecked();
  await main.getByRole("checkbox", { name: REMINDER_MESSAGES.choiceLabel }).uncheck();
  await main.getByRole("button", { name: REMINDER_MESSAGES.choiceSave }).click();
  await expect(main.getByRole("status")).toHaveText(REMINDER_MESSAGES.choiceOff);
  await page.reload();
  await expect(main.getByRole("checkbox", { name: REMINDER_MESSAGES.choiceLabel })).not.toBeChecked();
});
