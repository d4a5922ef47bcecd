/**
 * The payment form's date of birth (spec section 5): the dd-mm-jjjj field with its picker ('Kies een
 * datum'), which disables every day after today minus 18 years, used with the keyboard and the mouse; axe
 * on the open picker. And the wait for asynchronous checks (spec section 5, polling every 50 ms): a submit
 * while the postcode lookup or the VAT check runs goes on once it has answered.
 */
import type { Page, Route } from "@playwright/test";
import { FIELD_MESSAGES } from "../app/lib/form/messages";
import { expect, test } from "./fixtures";
import { AddressStep, BE_VAT_NUMBER, DEMO_ADDRESS, fillCart, formReady, PaymentStep, saveGuestDetails } from "./pages/checkout";
import { ownClientIp, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";

/** The browser's today: 15 June 2026, so the last day the picker offers is 15 June 2008. */
const TODAY = new Date("2026-06-15T10:00:00Z");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(context);
});

/** Holds every request matching `url` until the test releases it; `asked` resolves with the first one. */
async function hold(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, async (route: Route) => {
    asked();
    await released;
    await route.fallback();
  });
  return { release, requested };
}

/** Step 2 of a guest's checkout with Riverty chosen, on the browser's fixed today; the picker's parts. */
async function riverty(page: Page, baseURL: string) {
  await page.clock.setFixedTime(TODAY);
  await fillCart(page.request);
  await saveGuestDetails(page.request, baseURL, uniqueEmail("geboortedatum"));
  await page.goto("/checkout/payment-methods/");
  await formReady(page);
  const step2 = new PaymentStep(page);
  await step2.method("Riverty (achteraf betalen)").check();
  const picker = page.getByRole("dialog", { name: "Kies een datum" });
  return {
    step2,
    picker,
    dob: page.getByRole("textbox", { name: "Geboortedatum" }),
    open: page.getByRole("button", { name: "Kies een datum" }),
    day: (name: string) => picker.getByRole("button", { name, exact: true }),
  };
}

test("the picker: opened with the keyboard, a disabled day cannot be chosen, a chosen day lands in the field; Escape closes", async ({ page, baseURL }) => {
  const { picker, dob, open, day } = await riverty(page, baseURL!);

  // From the field, Tab reaches the picker's button; Enter opens the grid on the last day allowed.
  await dob.focus();
  await page.keyboard.press("Tab");
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("grid", { name: "juni 2008" })).toBeVisible();
  await expect(day("15 juni 2008")).toBeFocused();
  await expect(day("15 juni 2008")).not.toHaveAttribute("aria-disabled");

  // The next day is after today minus 18 years: disabled, and Enter does not choose it.
  await page.keyboard.press("ArrowRight");
  await expect(day("16 juni 2008")).toBeFocused();
  await expect(day("16 juni 2008")).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("alert")).toHaveText(FIELD_MESSAGES.birthdate);
  await expect(picker).toBeVisible();
  await expect(dob).toHaveValue("");
  await expectNoAxeViolations(page, "the open date picker with its message");

  // Arrow keys move a day or a week, PageUp a month, Shift+PageUp a year, Home/End to Monday/Sunday.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(day("14 juni 2008")).toBeFocused();
  await expect(picker.getByRole("alert")).toHaveText("");
  await page.keyboard.press("ArrowUp");
  await expect(day("7 juni 2008")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("PageUp");
  await expect(day("14 mei 2008")).toBeFocused();
  await page.keyboard.press("Shift+PageUp");
  await expect(day("14 mei 2007")).toBeFocused(); // a Monday
  await page.keyboard.press("End");
  await expect(day("20 mei 2007")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(day("14 mei 2007")).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect(day("14 juni 2007")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toHaveCount(0);
  await expect(dob).toHaveValue("14-06-2007");
  await expect(open).toBeFocused();

  // Opened again it shows the field's day; Escape closes without a change and gives the focus back.
  await page.keyboard.press("Enter");
  await expect(day("14 juni 2007")).toBeFocused();
  await expect(picker.getByRole("gridcell", { name: "14 juni 2007" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(dob).toHaveValue("14-06-2007");
});

test("the picker with the mouse: month and year from their lists, then the day; the API accepts it", async ({ page, baseURL }) => {
  const { step2, picker, dob, open, day } = await riverty(page, baseURL!);
  await open.click();
  await picker.getByRole("combobox", { name: "Jaar" }).selectOption("1985");
  await picker.getByRole("combobox", { name: "Maand" }).selectOption({ label: "april" });
  await day("21 april 1985").click();
  await expect(dob).toHaveValue("21-04-1985");
  await page.getByRole("radio", { name: "Man", exact: true }).check();
  await page.getByRole("checkbox", { name: "Ik ga akkoord met de voorwaarden van Riverty (achteraf betalen)" }).check();
  await step2.next.click();
  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
});

test("a submit while the postcode lookup runs waits for its answer, then goes on with the street and city it found", async ({ page }) => {
  await fillCart(page.request);
  const lookup = await hold(page, "**/v1/checkout/postcode/autocomplete**");
  const step1 = new AddressStep(page);
  await step1.open();
  await formReady(page);
  await step1.fillShopper({ firstName: "Sanne", lastName: "de Vries", email: uniqueEmail("wachten"), phone: "0612345678" });
  await step1.form.getByRole("combobox", { name: "Land" }).first().selectOption("NL");
  await step1.textbox("Postcode").fill(DEMO_ADDRESS.zipcode);
  await step1.textbox("Huisnummer").fill(DEMO_ADDRESS.house_number);
  await step1.next.click();
  // Held: not posted, and no message for the street and city the lookup is still finding.
  await lookup.requested;
  await expect(step1.form).toHaveAttribute("aria-busy", "true");
  await expect(step1.textbox("Straat")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/checkout\/address-details\/$/u);
  lookup.release();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
});

test("a submit while the VAT number is checked waits for the check before it posts", async ({ page }) => {
  await fillCart(page.request);
  const vat = await hold(page, "**/v1/checkout/vat/validate**");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  const step1 = new AddressStep(page);
  await step1.open();
  await formReady(page);
  await step1.fillShopper({ type: "company", company: "Slaapwel BV", vatNumber: BE_VAT_NUMBER, cocNumber: "0123456749", firstName: "Jan", lastName: "Peeters", email: uniqueEmail("btw"), phone: "0471123456" });
  await step1.fillBelgianAddress();
  // Leaving the VAT field (fillShopper goes on to the next field) started the check, held; a submit waits.
  await vat.requested;
  await step1.next.click();
  await expect(step1.form).toHaveAttribute("aria-busy", "true");
  expect(posts.filter((p) => p.startsWith("/checkout/")), "nothing posted while the check runs").toEqual([]);
  vat.release();
  await expect(page).toHaveURL(/\/checkout\/payment-methods\/$/u);
});
