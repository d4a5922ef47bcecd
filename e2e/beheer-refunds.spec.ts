/**
 * Refunds and cancels in the back office (docs/decisions/037), as staff do them: one unit of a paid order back
 * with its credit note PDF, a refusal in Dutch, a cancel with the keyboard only; axe finds nothing on the panel.
 */
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe";
import { orderProduct, placeOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";
import { RefundPanelPage } from "./pages/beheer-refunds";
import { expect, test } from "./fixtures";

const buyer = () => `koper-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;

test.describe.configure({ timeout: 60_000 });

test("staff refund one unit of a paid order and download its credit note; a bad amount is refused in Dutch", async ({ page, baseURL }) => {
  const order = await placeOrder(page.request, baseURL!, { email: buyer() });
  await signInAsStaff(page, "Eva de Vries", `/beheer/bestellingen/${order.number}/terugbetalen/`);
  const panel = new RefundPanelPage(page);
  await panel.open(order.number);
  await expect(panel.heading).toHaveText(`Terugbetalen: bestelling ${order.number}`);
  await expect(panel.panel).toContainText("Nog geen terugbetalingen.");
  await expectNoAxeViolations(page, "the refund panel");

  await panel.amount.fill("tien euro");
  await panel.submit.click();
  await expect(panel.error).toHaveText("Vul een bedrag in euro's in, groter dan € 0,00.");
  await expectNoAxeViolations(page, "the refund panel with a refusal");

  const title = orderProduct().title;
  await panel.quantity(title).fill("1");
  await panel.amount.fill("");
  await panel.reason.fill("Beschadigd aangekomen");
  await panel.submit.click();
  await expect(panel.success).toHaveText("De terugbetaling is aangemaakt.");
  await expect(panel.history).toContainText("terugbetaald (Beschadigd aangekomen)");
  await expect(panel.quantity(title)).toHaveAttribute("max", "1");
  await expectNoAxeViolations(page, "the refund panel after a refund");

  const download = page.waitForEvent("download");
  await panel.creditNote().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^creditnota-C\d{4}-\d{6}\.pdf$/u);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("an unshipped order is cancelled with the keyboard only: everything refunded, no cancel offered after", async ({ page, baseURL }) => {
  const order = await placeOrder(page.request, baseURL!, { email: buyer() });
  await signInAsStaff(page, "Eva de Vries", `/beheer/bestellingen/${order.number}/terugbetalen/`);
  const panel = new RefundPanelPage(page);
  await panel.open(order.number);
  await panel.cancel.focus();
  await page.keyboard.press("Enter");
  await expect(panel.success).toHaveText("De bestelling is geannuleerd.");
  await expect(panel.cancel).toHaveCount(0);
  await expect(panel.submit).toHaveCount(0);
  await expect(panel.panel.locator(".refund-panel__totals dd").nth(2)).toHaveText("€ 0,00");
  await expectNoAxeViolations(page, "a cancelled order's refund panel");
});
