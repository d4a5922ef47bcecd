/**
 * Delivery of bulky goods (docs/decisions/029): a mattress ordered with a delivery day from the calendar and
 * the old mattress taken back ("oude matras retour", € 25). The cart says what is coming, step 2 asks for a
 * day (a Dutch message without one) and shows the costs, and the thank-you page, the mail, the account's
 * order and the invoice state the day and the take-back with the server's total. Axe on every page with the new controls or facts.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { cartApi } from "./pages/cart";
import { formReady, PaymentStep, PayStep, SandboxPsp, saveGuestDetails, thankYouOrder } from "./pages/checkout";
import { Mailbox } from "./pages/mailbox";
import { AccountOrderPage } from "./pages/account-orders";
import { expectNoAxeViolations } from "./support/axe";
import { mattressVariant } from "./support/orders";
import { TAKE_BACK_PRICE } from "../app/kernel/delivery";
import { DELIVERY_MESSAGES as D } from "../app/lib/delivery/messages";
import { formatEuro } from "../app/lib/format";

test("a mattress on a chosen day with the old mattress taken back: cart, step 2, thank-you page, mail, order and invoice", async ({ page, customer, baseURL }) => {
  await cartApi.add(page.request, mattressVariant(), 1);
  const cartTotal = (await cartApi.get(page.request)).totals.grand_total;
  const total = formatEuro(cartTotal + TAKE_BACK_PRICE);

  await page.goto("/cart/");
  await expect(page.getByRole("complementary", { name: "Bezorging op een dag naar keuze" })).toContainText(D.cartNote(TAKE_BACK_PRICE));
  await expectNoAxeViolations(page, "the cart with the bulky-goods note");

  await saveGuestDetails(page.request, baseURL!, customer.email);
  await page.goto("/checkout/payment-methods/");
  await formReady(page);
  const step2 = new PaymentStep(page);
  const day = page.getByRole("combobox", { name: D.dayLabel });
  const takeBack = page.getByRole("checkbox", { name: D.takeBackLabel(1, TAKE_BACK_PRICE) });
  await expect(takeBack).not.toBeChecked();
  await expectNoAxeViolations(page, "step 2 with the delivery day and the take-back");

  // Without a day the server refuses with its Dutch message at the day's field.
  await step2.method("iDEAL").check();
  const bank = page.getByRole("combobox", { name: "Kies je bank" });
  if ((await bank.count()) > 0) await bank.selectOption({ index: 1 });
  await step2.next.click();
  await expect(page.getByRole("alert")).toContainText(D.dayInvalid);
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await expect(day).toHaveAccessibleDescription(new RegExp(D.dayInvalid, "u"));
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
  await expectNoAxeViolations(page, "step 2 with the delivery day's error");

  await formReady(page);
  const chosen = (await day.locator("option").nth(3).textContent())!;
  await day.selectOption({ label: chosen });
  await takeBack.check();
  const costs = page.getByRole("region", { name: "Kosten" });
  await expect(costs).toContainText(`${D.takeBackTitle}${formatEuro(TAKE_BACK_PRICE)}`);
  await expect(costs).toContainText(`Totaal${total}`);
  await step2.method("iDEAL").check();
  if ((await bank.count()) > 0) await bank.selectOption({ index: 1 });
  await step2.next.click();

  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  await formReady(page);
  await expect(page.getByText(`${D.dayLegend}: ${chosen}`)).toBeVisible();
  await expect(page.getByText(D.takeBackLine(1))).toBeVisible();
  await expect(page.getByRole("region", { name: "Kosten" })).toContainText(`Totaal${total}`);
  const pay = new PayStep(page);
  await pay.terms.check();
  await pay.order.click();
  await new SandboxPsp(page).choose("Betaald");

  const number = await thankYouOrder(page);
  await expect(page.getByText(`Totaal betaald: ${total}`)).toBeVisible();
  await expect(page.getByText(`${D.dayLegend}: ${chosen}`)).toBeVisible();
  await expect(page.getByText(D.takeBackLine(1))).toBeVisible();
  await expectNoAxeViolations(page, "the thank-you page with the delivery day");

  const mailbox = new Mailbox(page);
  await mailbox.open();
  const row = mailbox.messageTo(customer.email).filter({ hasText: number });
  await row.getByRole("link").first().click();
  await expect(mailbox.textPart).toContainText(chosen);
  await expect(mailbox.textPart).toContainText(`${D.takeBackLine(1)}`);
  await expect(mailbox.textPart).toContainText(total);

  await page.goto(`/account/orders/${number}/`);
  const order = new AccountOrderPage(page);
  await expect(order.heading).toHaveText(`Bestelling ${number}`);
  await expect(page.getByText(chosen)).toBeVisible();
  await expect(page.getByText(D.takeBackLine(1))).toBeVisible();
  await expectNoAxeViolations(page, "the account's order with the delivery day");
  const download = page.waitForEvent("download");
  await order.invoice.click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const invoice = await page.request.get(`/v1/order/${number}`);
  const data = ((await invoice.json()) as { data: { delivery: unknown; totals: { grand_total: number } } }).data;
  expect(data.delivery).toMatchObject({ day_label: chosen, take_back_count: 1, take_back_costs: TAKE_BACK_PRICE });
  expect(data.totals.grand_total).toBe(cartTotal + TAKE_BACK_PRICE);
});
