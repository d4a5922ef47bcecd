/**
 * The contact form on klantenservice-contact (ADR 011): with JavaScript and without, Dutch errors next
 * to their fields, the success message, the mails in the outbox (development mailbox), axe on the form.
 */
import { CONTACT_MESSAGES } from "../app/lib/schemas/contact";
import { expect, test } from "./fixtures";
import { CONTACT_PAGE, ContactFormPage } from "./pages/contact-form";
import { Mailbox } from "./pages/mailbox";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test.describe("with JavaScript", () => {
  test("errors show next to their fields and take the focus; a valid question shows the thanks and reaches the outbox", async ({ page }) => {
    const contact = new ContactFormPage(page);
    await contact.open();
    await expect(contact.form).toBeVisible();
    await page.waitForLoadState("networkidle");
    await contact.fill({ name: "Sanne de Vries", email: "sanne@", orderNumber: "12AB", question: "kort" });
    await contact.submit.click();

    await expect(contact.email).toHaveAttribute("aria-invalid", "true");
    await expect(contact.email).toBeFocused();
    await expect(contact.email).toHaveAccessibleDescription(CONTACT_MESSAGES.email);
    await expect(contact.orderNumber).toHaveAccessibleDescription(new RegExp(CONTACT_MESSAGES.orderNumber.replace(/[()]/gu, "\\$&"), "u"));
    await expect(contact.question).toHaveAccessibleDescription(new RegExp(CONTACT_MESSAGES.question.replace(/[()]/gu, "\\$&"), "u"));
    await expect(contact.name).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "the contact form with errors");

    const email = `vraag-${unique()}@droomnest.test`;
    await contact.fill({ name: "Sanne de Vries", email, orderNumber: "KJD1234567", question: "Kan ik mijn matras ook op zaterdag laten bezorgen?" });
    await contact.submit.click();
    await expect(contact.success).toHaveText(CONTACT_MESSAGES.success);
    await expect(page).toHaveURL(new RegExp(`${CONTACT_PAGE}\\?verzonden=1#contactformulier$`, "u"));
    await expect(contact.question).toHaveValue("");

    const mailbox = new Mailbox(page);
    await mailbox.open();
    await expect(mailbox.messageTo(email)).toContainText("We hebben je vraag ontvangen");
    await expect(page.getByRole("row").filter({ hasText: "klantenservice@droomnest.nl" }).filter({ hasText: "Sanne de Vries" }).first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, errors come back with the input kept, and a valid post shows the thanks", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/service\/klantenservice-contact\/$/u, 422, "a refused form answers 422 on purpose");
    const contact = new ContactFormPage(page);
    await contact.open();
    await contact.fill({ name: "", email: "piet@droomnest.test", question: "Heeft u ook kussens van 80 cm breed?" });
    await contact.submit.click();
    await expect(contact.name).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    await expect(contact.email).toHaveValue("piet@droomnest.test");

    await contact.name.fill("Piet");
    await contact.question.fill(`Heeft u ook kussens van 80 cm breed? (${unique()})`);
    await contact.submit.click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_PAGE}\\?verzonden=1#contactformulier$`, "u"));
    await expect(contact.success).toHaveText(CONTACT_MESSAGES.success);
  });
});
