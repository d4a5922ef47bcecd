/** Page object for the contact form on /service/klantenservice-contact/ (#contactformulier). */
import type { Locator, Page } from "@playwright/test";

export const CONTACT_PAGE = "/service/klantenservice-contact/";

export class ContactFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly orderNumber: Locator;
  readonly question: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Contactformulier" });
    this.name = this.form.getByLabel("Naam", { exact: true });
    this.email = this.form.getByLabel("E-mailadres");
    this.orderNumber = this.form.getByLabel("Ordernummer (optioneel)");
    this.question = this.form.getByLabel("Je vraag");
    this.submit = this.form.getByRole("button", { name: "Verstuur je vraag" });
    this.success = page.getByRole("status").filter({ hasText: "Bedankt!" });
  }

  async open(): Promise<void> {
    await this.page.goto(`${CONTACT_PAGE}#contactformulier`);
  }

  async fill(values: { name: string; email: string; orderNumber?: string; question: string }): Promise<void> {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.orderNumber.fill(values.orderNumber ?? "");
    await this.question.fill(values.question);
  }
}
