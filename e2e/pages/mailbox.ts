/** Page object for the development mailbox (/dev/mailbox/): the outbox of the embedded mail adapter. */
import type { Locator, Page } from "@playwright/test";

export const MAILBOX_PATH = "/dev/mailbox/";

export class Mailbox {
  readonly sendReminders: Locator;
  readonly status: Locator;
  readonly textPart: Locator;
  /** The links of the message, one per line (the restore link is clicked here). */
  readonly links: Locator;
  /** The sandboxed frame with the HTML part (no scripts run in it, so tests read its srcdoc). */
  readonly htmlFrame: Locator;

  constructor(readonly page: Page) {
    this.sendReminders = page.getByRole("button", { name: "Herinneringen nu versturen" });
    this.status = page.getByRole("status");
    this.textPart = page.getByTestId("mail-text");
    this.links = page.getByRole("list").filter({ has: page.getByRole("link") });
    this.htmlFrame = page.locator('iframe[title="HTML-versie van de e-mail"]');
  }

  async open(): Promise<void> {
    await this.page.goto(MAILBOX_PATH);
  }

  /** The row of the newest message to an address. */
  messageTo(address: string): Locator {
    return this.page.getByRole("row").filter({ hasText: address }).first();
  }
}
