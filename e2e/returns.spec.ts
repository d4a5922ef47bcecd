/**
 * Returns end to end (docs/decisions/038): a guest starts a return of a delivered order with the keyboard only,
 * on the return form with the model withdrawal form; staff find it in /beheer/retouren/ with its refund deadline
 * and mark it received with the keyboard. axe checks both pages.
 */
import { expectNoAxeViolations } from "./support/axe";
import { deliverOrder } from "./support/d1";
import { signInAsStaff } from "./support/staff";
import { placeOrder } from "./support/orders";
import { expect, test } from "./fixtures";
import { NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

test("a guest returns one pillowcase with the keyboard; staff mark it received", async ({ page, context, baseURL, storeCookieChoice }) => {
  // Two wrangler runs against the local D1 (the delivery and the staff session) take seconds each.
  test.setTimeout(90_000);
  await storeCookieChoice();
  // The newsletter pop-up would take the keyboard's focus on its own schedule.
  await context.addCookies([{ name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! }]);
  const order = await placeOrder(page.request, baseURL!, { email: `retour-${Date.now()}@droomnest.test` });
  deliverOrder(order.number, 2);

  await page.goto(`/retour/${order.number}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Retour aanmelden: ${order.number}`);
  await expect(page.getByRole("group", { name: "Modelformulier voor herroeping" })).toBeVisible();
  await expect(page.getByLabel("Naam consument(en)")).toHaveValue("Sanne de Vries");
  await expectNoAxeViolations(page, "the return form");

  // Keyboard only: the quantity, then on through the form to its button.
  const quantity = page.getByLabel(/^Aantal van /u);
  await quantity.focus();
  await page.keyboard.press("ArrowDown");
  await expect(quantity).toHaveValue("1");
  const submit = page.getByRole("button", { name: "Retour aanmelden" });
  for (let i = 0; i < 20 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toContainText("Je retour is aangemeld");
  const returnNumber = `R${order.number.slice(3)}-1`;
  await expect(page.getByText(returnNumber)).toBeVisible();
  await expectNoAxeViolations(page, "the return form after a return");

  await signInAsStaff(page, "Eva de Vries");
  await page.goto("/beheer/retouren/?status=requested");
  const card = page.locator(`[id="${returnNumber}"]`);
  await expect(card).toContainText("Terugbetalen uiterlijk");
  await expect(card).toContainText("aangemeld");
  await expectNoAxeViolations(page, "/beheer/retouren/");
  const receive = card.getByRole("button", { name: "Ontvangen" });
  await receive.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Retour ${returnNumber}: De retour is als ontvangen gemarkeerd`)).toBeVisible();
  await page.goto("/beheer/retouren/?status=received");
  await expect(page.locator(`[id="${returnNumber}"]`)).toContainText("ontvangen");
  await expectNoAxeViolations(page, "/beheer/retouren/ with a received return");
});
