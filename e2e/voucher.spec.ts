/**
 * The voucher with every order (docs/decisions/027), end to end against the built Worker: an order paid on the
 * sandbox PSP shows its voucher on the thank-you page and in the confirmation mail (development mailbox); a
 * second order redeems it in the cart; a third try is refused with the Dutch message.
 */
import { expect, test } from "./fixtures";
import { CartPage, cartApi } from "./pages/cart";
import { orderToPsp, SandboxPsp, thankYouOrder } from "./pages/checkout";
import { Mailbox } from "./pages/mailbox";
import { ownClientIp, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { orderProduct, placeOrder } from "./support/orders";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

const VOUCHER_CODE = /^BON-[A-Z2-9]{4}-[A-Z2-9]{4}$/u;

test("a paid order's voucher is on the thank-you page and in the mail, a second order redeems it, a third is refused", async ({ page, baseURL }) => {
  // Two orders through the sandbox PSP, the mailbox and the cart: more than one test's default time.
  test.slow();
  // 1. The first order, paid on the sandbox PSP.
  const email = uniqueEmail("bon");
  await orderToPsp(page, baseURL!, email);
  await new SandboxPsp(page).choose("Betaald");
  const first = await thankYouOrder(page);
  const card = page.getByRole("region", { name: "Je gratis cadeaubon" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("€ 5,00 korting op een volgende bestelling vanaf € 50,00");
  await expect(card).toContainText("Nog te gebruiken");
  const code = (await card.getByTestId("voucher-code").textContent())!.trim();
  expect(code).toMatch(VOUCHER_CODE);
  await expectNoAxeViolations(page, "thank-you with voucher");

  // 2. The confirmation mail carries the same code and its conditions.
  const mailbox = new Mailbox(page);
  await mailbox.open();
  const row = mailbox.messageTo(email);
  await expect(row).toContainText(first);
  await row.getByRole("link").click();
  await expect(mailbox.textPart).toContainText(code);
  await expect(mailbox.textPart).toContainText("Eén keer te gebruiken, geldig t/m");

  // 3. A second order: the code typed in the cart, € 5 off, paid.
  await cartApi.add(page.request, orderProduct().variantId, 6);
  const cart = new CartPage(page);
  await cart.open();
  await cart.applyDiscount(code.toLowerCase());
  await expect(cart.status).toContainText(`Kortingscode ${code} is toegepast.`);
  await expect(cart.total(/^Korting/u)).toContainText("€ 5,00");
  await orderToPsp(page, baseURL!, email);
  await new SandboxPsp(page).choose("Betaald");
  const second = await thankYouOrder(page);
  const order = (await (await page.request.get(`/v1/order/${second}`)).json()) as { data: { discount_code?: string; totals: { discount_total: number } } };
  expect(order.data.totals.discount_total).toBe(500);

  // 4. A third try with the same code: refused in Dutch, nothing taken off.
  await cartApi.add(page.request, orderProduct().variantId, 6);
  await cart.open();
  await cart.applyDiscount(code);
  await expect(page.getByRole("status").getByText("Deze kortingscode is al helemaal gebruikt.")).toBeVisible();
  await expect(cart.codeField).toHaveAccessibleDescription("Deze kortingscode is al helemaal gebruikt.");
  await expect(cart.total(/^Korting/u)).toHaveCount(0);
});

test("the account's order page shows the order's voucher, its conditions and that it can still be used", async ({ page, customer, baseURL }) => {
  const paid = await placeOrder(page.request, baseURL!, { email: customer.email });
  await page.goto(`/account/orders/${paid.number}/`);
  const card = page.getByRole("region", { name: "Je gratis cadeaubon" });
  await expect(card.getByTestId("voucher-code")).toHaveText(VOUCHER_CODE);
  await expect(card).toContainText("Eén keer te gebruiken, geldig t/m");
  await expect(card).toContainText("Nog te gebruiken");
  await expectNoAxeViolations(page, "order with voucher");
});
