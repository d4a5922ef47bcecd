/**
 * Newsletter in the account (ADR 014): /account/subscription/ signs up (pending, a mail in the
 * development mailbox), the mailed link's page confirms with its button, the account shows "ingeschreven",
 * and "Afmelden voor de nieuwsbrief" ends it; a used link says it is no longer valid; the confirm page
 * works without JavaScript; axe on both pages.
 */
import { ACCOUNT_MESSAGES } from "../app/lib/account/messages";
import { expect, test } from "./fixtures";
import { mailedLink, onThisServer } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";

const SUBSCRIPTION_PATH = "/account/subscription/";

test("newsletter on and off: pending with a mail, confirmed through the mailed link, unsubscribed", async ({ page, customer, consoleGuard }) => {
  await page.goto(SUBSCRIPTION_PATH);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Nieuwsbrieven");
  await expect(main.getByText("Je bent niet ingeschreven voor de nieuwsbrief.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Afmelden voor de nieuwsbrief" })).toHaveCount(0);
  await expectNoAxeViolations(page, "the newsletter page");

  await main.getByRole("button", { name: "Aanmelden voor de nieuwsbrief" }).click();
  await expect(main.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterPending);
  await expect(main.getByText(/Je inschrijving wacht op bevestiging/u)).toBeVisible();

  const link = await mailedLink(page.request, customer.email, "/nieuwsbrief/bevestigen/");
  await page.goto(onThisServer(link));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inschrijving nieuwsbrief");
  await expectNoAxeViolations(page, "the newsletter confirm page");
  await page.getByRole("button", { name: "Bevestig inschrijving" }).click();
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterConfirmed);

  // The link is single use. Its refusal answers 400 on purpose, as the action's data request (hydrated) or as
  // the document (the button pressed before hydration): the browser logs either.
  consoleGuard.expectFailedLoad(/^\/nieuwsbrief\/bevestigen\//u, 400, "a used link's confirmation is refused with 400");
  await page.goto(onThisServer(link));
  await page.getByRole("button", { name: "Bevestig inschrijving" }).click();
  await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.tokenInvalid);

  await page.goto(SUBSCRIPTION_PATH);
  await expect(main.getByText(`Je bent ingeschreven voor de nieuwsbrief op ${customer.email}.`)).toBeVisible();
  await expect(main.getByRole("button", { name: "Aanmelden voor de nieuwsbrief" })).toHaveCount(0);
  await main.getByRole("button", { name: "Afmelden voor de nieuwsbrief" }).click();
  await expect(main.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterUnsubscribed);
  await expect(main.getByText("Je bent niet ingeschreven voor de nieuwsbrief.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Aanmelden voor de nieuwsbrief" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up on the account page and confirm on the mailed link's page with plain form posts", async ({ page, customer }) => {
    await page.goto(SUBSCRIPTION_PATH);
    await page.getByRole("button", { name: "Aanmelden voor de nieuwsbrief" }).click();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterPending);
    const link = await mailedLink(page.request, customer.email, "/nieuwsbrief/bevestigen/");
    await page.goto(onThisServer(link));
    await page.getByRole("button", { name: "Bevestig inschrijving" }).click();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterConfirmed);
    await page.goto(SUBSCRIPTION_PATH);
    await expect(page.getByText(`Je bent ingeschreven voor de nieuwsbrief op ${customer.email}.`)).toBeVisible();
  });
});
