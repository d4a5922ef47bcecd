/** Page object for the newsletter pop-up of the Default layout. */
import type { Locator, Page } from "@playwright/test";
import { STRINGS } from "../../app/lib/constants";
import { seed } from "../support/content";

export const NEWSLETTER_CONTENT_PATH = "/v1/content/newsletter-popup";

export class NewsletterPopup {
  readonly dialog: Locator;
  readonly successDialog: Locator;
  readonly anyDialog: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly close: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: seed.newsletterPopup.title });
    this.successDialog = page.getByRole("dialog", { name: STRINGS.newsletterSuccess });
    this.anyDialog = page.locator(".newsletter-popup");
    this.email = this.dialog.getByRole("textbox", { name: "E-mailadres" });
    this.submit = this.dialog.getByRole("button", { name: seed.newsletterPopup.button_text });
    this.close = page.getByRole("dialog").getByRole("button", { name: "Sluiten" });
    this.error = this.dialog.getByRole("alert");
  }
}
