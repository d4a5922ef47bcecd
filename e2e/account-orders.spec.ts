import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe";
import { orderProduct, placeOrder } from "./support/orders";
import { AccountOrderPage, AccountOrdersPage } from "./pages/account-orders";
import { expect, test } from "./fixtures";

test("a paid order shows in the account and its invoice PDF downloads", async ({ page, customer, baseURL }) => {
  const paid = await placeOrder(page.request, baseURL!, { email: customer.email });
  const failed = await placeOrder(page.request, baseURL!, { email: customer.email, outcome: "failed" });

  const list = new AccountOrdersPage(page);
  await list.open();
  await expect(list.heading).toBeVisible();
  await expect(list.card(paid.number)).toContainText("Betaald");
  await expect(list.card(failed.number)).toContainText("Betaling mislukt");
  await expect(list.card(paid.number)).toContainText(/€ \d/u);
  await expectNoAxeViolations(page, "Mijn bestellingen");

  await list.link(paid.number).click();
  await expect(page).toHaveURL(`/account/orders/${paid.number}/`);
  const order = new AccountOrderPage(page);
  await expect(order.heading).toHaveText(`Bestelling ${paid.number}`);
  await expect(order.lines.first()).toContainText(orderProduct().title);
  await expect(page.getByText("Oudegracht 10")).toHaveCount(2);
  await expectNoAxeViolations(page, "one order");

  const download = page.waitForEvent("download");
  await order.invoice.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^factuur-\d{4}-\d{6}\.pdf$/u);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("a failed order offers to pay again and has no invoice", async ({ page, customer, baseURL }) => {
  const failed = await placeOrder(page.request, baseURL!, { email: customer.email, outcome: "failed" });
  await new AccountOrdersPage(page).shell.open(`/account/orders/${failed.number}/`);
  const order = new AccountOrderPage(page);
  await expect(order.heading).toHaveText(`Bestelling ${failed.number}`);
  await expect(order.invoice).toHaveCount(0);
  await expect(order.payAgain).toHaveAttribute("href", `/checkout/betalen/${failed.number}/`);
});
