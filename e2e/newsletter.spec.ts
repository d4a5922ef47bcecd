import type { Page } from "@playwright/test";
import { NEWSLETTER_CLOSED_COOKIE, NEWSLETTER_CLOSED_COOKIE_DAYS, NEWSLETTER_POPUP_DELAY_MS, STRINGS } from "../app/lib/constants";
import { NEWSLETTER_MESSAGES } from "../app/lib/schemas/newsletter";
import { REMINDER_MESSAGES } from "../app/lib/abandon/messages";
import { expect, test } from "./fixtures";
import { NEWSLETTER_CONTENT_PATH, NewsletterPopup } from "./pages/newsletter-popup";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records the pop-up's content requests: the pop-up asks for its content when its timer fires. */
function contentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === NEWSLETTER_CONTENT_PATH) seen.push(r.url());
  });
  return seen;
}

/**
 * After the clock moved: one more round trip to the server, so a content request the timer would have
 * started (and its render) has had its chance before we assert that nothing showed.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => fetch("/v1/health").then((r) => r.text()));
}

/** Opens the home page on a paused fake clock: the pop-up's 5 s timer only runs when the test moves it. */
async function openWithPausedClock(page: Page, shell: Shell): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await shell.open("/");
}

/**
 * Opens the home page on a paused fake clock, moves it past the pop-up's delay until the pop-up shows, then
 * lets time run normally again (the form and axe use timers of their own).
 */
async function openPopup(page: Page, shell: Shell, popup: NewsletterPopup): Promise<void> {
  await openWithPausedClock(page, shell);
  await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS);
  await expect(popup.dialog).toBeVisible();
  await page.clock.resume();
}

test.describe("newsletter pop-up", () => {
  test("shows 5 s after load once the cookie choice is stored; closing keeps it away for 7 days", async ({ page, storeCookieChoice }) => {
    await storeCookieChoice({ accepted: true });
    const shell = new Shell(page);
    const popup = new NewsletterPopup(page);
    const requests = contentRequests(page);
    await openWithPausedClock(page, shell);
    await expect(shell.cookieBar).toHaveCount(0);

    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS - 100);
    await settle(page);
    await expect(popup.anyDialog).toHaveCount(0);
    expect(requests).toEqual([]);

    await page.clock.runFor(200);
    await expect(popup.dialog).toBeVisible();
    expect(await popup.dialog.evaluate((d) => d.contains(document.activeElement)), "focus moved into the pop-up").toBe(true);

    await popup.close.click();
    await expect(popup.anyDialog).toHaveCount(0);
    const closed = (await page.context().cookies()).find((c) => c.name === NEWSLETTER_CLOSED_COOKIE);
    expect(closed, `${NEWSLETTER_CLOSED_COOKIE} cookie`).toBeDefined();
    const expectedExpiry = Date.now() + NEWSLETTER_CLOSED_COOKIE_DAYS * DAY_MS;
    expect(Math.abs(closed!.expires * 1000 - expectedExpiry)).toBeLessThan(DAY_MS);

    requests.length = 0;
    await shell.reload();
    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    await settle(page);
    await expect(popup.anyDialog).toHaveCount(0);
    expect(requests, "no pop-up content is even asked for once it was closed").toEqual([]);
  });

  test("waits for the cookie bar: no pop-up while it is shown, the 5 s start after the choice", async ({ page }) => {
    const shell = new Shell(page);
    const popup = new NewsletterPopup(page);
    const requests = contentRequests(page);
    await openWithPausedClock(page, shell);
    await expect(shell.cookieBar).toBeVisible();

    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS * 2);
    await settle(page);
    await expect(popup.anyDialog).toHaveCount(0);
    expect(requests).toEqual([]);

    await shell.acceptCookies.click();
    await page.clock.runFor(NEWSLETTER_POPUP_DELAY_MS - 100);
    await settle(page);
    await expect(popup.anyDialog).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup.dialog).toBeVisible();
  });

  test("?newsletter=succes shows the success message with the shop credit", async ({ page }) => {
    const shell = new Shell(page);
    const popup = new NewsletterPopup(page);
    await shell.open("/?newsletter=succes");
    await expect(popup.successDialog).toBeVisible();
    await expect(popup.successDialog).toContainText(STRINGS.newsletterSuccessCredit);
    await expect(popup.successDialog).toContainText("€ 5,- shoptegoed");
    await expect(popup.successDialog).toContainText("spammap");

    await popup.successDialog.getByRole("button", { name: "Verder winkelen" }).click();
    await expect(popup.anyDialog).toHaveCount(0);
    await expect(page).toHaveURL("/");
  });

  test("the form rejects an invalid e-mail address and signs up a valid one", async ({ page, storeCookieChoice, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/nieuwsbrief\/_\.data/u, 400, "the sign-up action answers an invalid address with 400");
    await storeCookieChoice({ accepted: false });
    const shell = new Shell(page);
    const popup = new NewsletterPopup(page);
    await openPopup(page, shell, popup);

    await popup.email.fill("geen-adres");
    await popup.submit.click();
    await expect(popup.error).toHaveText(NEWSLETTER_MESSAGES.email);
    await expect(popup.email).toHaveAttribute("aria-invalid", "true");
    // The error first, then the reminder statement under the field (docs/decisions/028).
    await expect(popup.email).toHaveAccessibleDescription(`${NEWSLETTER_MESSAGES.email} ${REMINDER_MESSAGES.statement}`);

    const email = `e2e-${Date.now()}@example.nl`;
    const recorded = page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/abandon/email");
    await popup.email.fill(email);
    await popup.submit.click();
    // A valid address sent here is recorded for the cart's reminder, with the pop-up's consent.
    expect((await recorded).postDataJSON()).toEqual({ email, consent: "newsletter" });
    await expect(page).toHaveURL("/?newsletter=succes");
    await expect(popup.successDialog).toBeVisible();
    await expect(popup.successDialog).toContainText(STRINGS.newsletterSuccessCredit);
  });

  for (const failure of ["a server error", "a network failure"] as const) {
    test(`a sign-up that cannot be saved (${failure}) is ignored: the pop-up closes, the page stays, no error page`, async ({ page, storeCookieChoice, consoleGuard }) => {
      const signup = /^\/nieuwsbrief\/_\.data/u;
      if (failure === "a server error") consoleGuard.expectFailedLoad(signup, 500, "the test makes the sign-up answer 500");
      else consoleGuard.expectAbortedLoad(signup, "the test aborts the sign-up request");
      await storeCookieChoice({ accepted: true });
      const shell = new Shell(page);
      const popup = new NewsletterPopup(page);
      await page.route(
        (u) => signup.test(u.pathname),
        (route) => (failure === "a server error" ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }) : route.abort()),
      );
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning") warnings.push(m.text());
      });
      await openPopup(page, shell, popup);

      await popup.email.fill(`e2e-${Date.now()}@example.nl`);
      await popup.submit.click();
      await expect(popup.anyDialog).toHaveCount(0);
      await expect.poll(() => warnings.some((w) => w.startsWith("newsletter sign-up not saved"))).toBe(true);
      await expect(page).toHaveURL("/");
      await expect(shell.main.locator(".error-page")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Droomnest: matrassen/u);
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  }

  test("has no axe violations while the pop-up is open", async ({ page, storeCookieChoice }) => {
    await storeCookieChoice({ accepted: true });
    const shell = new Shell(page);
    const popup = new NewsletterPopup(page);
    await openPopup(page, shell, popup);
    await expect(shell.footerHelpTitle).toBeVisible();
    await expectNoAxeViolations(page, "the home page with the newsletter pop-up open");
  });
});
