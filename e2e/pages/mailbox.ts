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
  /** The message's extra headers (e.g. List-Unsubscribe), one row each. */
  readonly headers: Locator;

  constructor(readonly page: Page) {
    this.sendReminders = page.getByRole("button", { name: "Herinneringen nu versturen" });
    this.status = page.getByRole("status");
    this.textPart = page.getByTestId("mail-text");
    this.links = page.getByRole("list").filter({ has: page.getByRole("link") });
    this.htmlFrame = page.locator('iframe[title="HTML-versie van de e-mail"]');
    this.headers = page.getByTestId("mail-headers");
  }

  /** Runs the Cron's reminder job as if the clock were `minutes` ahead (the real idle time applies). */
  async runCronAhead(minutes: number): Promise<void> {
    await this.open();
    await this.page.getByRole("spinbutton", { name: /Cron-taak herinneringen draaien/u }).fill(String(minutes));
    await this.page.getByRole("button", { name: "Cron draaien" }).click();
    await this.page.getByRole("status").filter({ hasText: "Herinneringen verstuurd" }).waitFor();
  }

  async open(): Promise<void> {
    await this.page.goto(MAILBOX_PATH);
  }

  /** The row of the newest message to an address. */
  messageTo(address: string): Locator {
    return this.page.getByRole("row").filter({ hasText: address }).first();
  }
}
