/**
 * Shipping with track & trace (docs/decisions/036): staff takes a paid order in hand, ships part of it with a
 * typed PostNL code, the rest with a label from the (embedded) shipping platform, marks both delivered; the
 * shopper sees status and track links in the account and on the order status page. axe on every state.
 */
import { expectNoAxeViolations } from "./support/axe";
import { orderProduct, placeOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";
import { ShippingPanel } from "./pages/beheer-shipping";
import { expect, test } from "./fixtures";

test("staff ships a paid order in two parcels; the shopper sees status and track & trace", async ({ page, customer, baseURL }) => {
  // Many steps against one server (the wrangler sign-in alone takes seconds): more than the default 30 s.
  test.setTimeout(90_000);
  const { number } = await placeOrder(page.request, baseURL!, { email: customer.email });
  await signInAsStaff(page, "Sem Jansen");

  const panel = new ShippingPanel(page);
  await panel.open(number);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Verzending van bestelling ${number}`);
  await expect(panel.state).toHaveText("nieuw");
  await expectNoAxeViolations(page, "shipping panel (nieuw)");

  await panel.startProcessing.click();
  await expect(panel.state).toHaveText("in behandeling");

  // A code that is not DHL's: a Dutch error at the field, nothing shipped.
  const title = orderProduct().title;
  await panel.quantity(title).fill("1");
  await panel.carrier.selectOption({ label: "DHL" });
  await panel.trackingCode.fill("3SDRMN1234567");
  await panel.save.click();
  await expect(panel.error).toHaveText("Niet opgeslagen: controleer de velden hieronder.");
  await expect(panel.trackingCode).toHaveAccessibleDescription(/Dit is geen geldige track & trace-code van DHL \(bijvoorbeeld JVGL0123456789012345\)\./u);
  await expect(panel.trackingCode).toHaveAttribute("aria-invalid", "true");
  await expect(panel.parcels).toHaveCount(0);
  await expectNoAxeViolations(page, "shipping panel with a field error");

  // One of two, with a typed PostNL code (keyboard: select and submit without the mouse).
  await panel.quantity(title).fill("1");
  await panel.carrier.selectOption({ label: "PostNL" });
  await panel.trackingCode.fill("3SDRMN1234567");
  await panel.save.focus();
  await page.keyboard.press("Enter");
  await expect(panel.state).toHaveText("deels verzonden");
  await expect(panel.parcels).toHaveCount(1);
  await expect(panel.parcels.first().getByRole("link", { name: /3SDRMN1234567/u })).toHaveAttribute("href", "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB");
  await expect(panel.quantity(title)).toHaveAccessibleName(/\(nog 1 te verzenden\)$/u);

  // The rest through the shipping platform: a demo PostNL code and a label PDF.
  await panel.makeLabel.click();
  await expect(panel.state).toHaveText("verzonden");
  await expect(panel.parcels).toHaveCount(2);
  const label = panel.parcels.nth(1).getByRole("link", { name: /Label \(PDF\)/u });
  const pdf = await page.request.get((await label.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectNoAxeViolations(page, "shipping panel (verzonden)");

  const demoCode = (await panel.parcels.nth(1).locator(".shipping-parcel__title a").innerText()).match(/3SDEMO\d{9}/u)![0];
  await panel.delivered("3SDRMN1234567").click();
  await expect(panel.delivered("3SDRMN1234567")).toHaveCount(0);
  await expect(panel.state).toHaveText("verzonden");
  await panel.delivered(demoCode).click();
  await expect(panel.state).toHaveText("bezorgd");

  // On a phone (375 px) the panel fits without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(panel.state).toHaveText("bezorgd");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, "shipping panel on a phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // The shopper's account: status and a track link per parcel.
  await page.goto(`/account/orders/${number}/`);
  const shipping = page.getByRole("region", { name: "Verzending" });
  await expect(shipping).toContainText("bezorgd");
  await expect(shipping.getByRole("link", { name: /Volg je pakket bij PostNL/u }).first()).toHaveAttribute("href", "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB");
  await expect(shipping.getByText(`PostNL, track & trace-code ${demoCode}`)).toBeVisible();
  await expectNoAxeViolations(page, "account order with parcels");

  // The order status page (it lands on the paid order's page) says the same.
  await page.goto(`/checkout/status/${number}/`);
  const status = page.getByRole("region", { name: "Verzending" });
  await expect(status).toContainText("Je bestelling is bezorgd.");
  await expect(status.getByRole("link", { name: /Volg je pakket bij PostNL/u })).toHaveCount(2);
  await expectNoAxeViolations(page, "order status page with parcels");
});

test("a shopper's session does not open the back office", async ({ page, customer, baseURL }) => {
  const { number } = await placeOrder(page.request, baseURL!, { email: customer.email });
  const res = await page.request.post(`/beheer/api/shipments/${number}/processing`, { headers: { Origin: baseURL!, "Content-Type": "application/json" }, data: {} });
  expect(res.status()).toBe(403);
});
