/** Page objects for Mijn bestellingen and one order (ADR 018). */
import type { Locator, Page } from "@playwright/test";
import { Shell } from "./shell";

export class AccountOrdersPage {
  readonly shell: Shell;
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.heading = page.getByRole("heading", { level: 1, name: "Mijn bestellingen" });
    this.cards = page.locator(".order-card");
  }

  async open(): Promise<void> {
    await this.shell.open("/account/orders/");
  }

  card(number: string): Locator {
    return this.cards.filter({ has: this.page.getByRole("heading", { name: new RegExp(number, "u") }) });
  }

  link(number: string): Locator {
    return this.page.getByRole("link", { name: `Bestelling ${number} bekijken` });
  }
}

export class AccountOrderPage {
  readonly heading: Locator;
  readonly invoice: Locator;
  readonly payAgain: Locator;
  readonly lines: Locator;
  /** The fulfilment and the parcels with their track & trace links (docs/decisions/036). */
  readonly shipping: Locator;
  readonly returnLink: Locator;
  readonly creditNotes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.invoice = page.getByRole("link", { name: "Download factuur (PDF)" });
    this.payAgain = page.getByRole("link", { name: "Opnieuw betalen" });
    this.lines = page.locator(".order-line");
    this.shipping = page.getByRole("region", { name: "Verzending" });
    this.returnLink = page.getByRole("link", { name: "Retour aanmelden" });
    this.creditNotes = page.getByRole("link", { name: /^Download creditnota C\d{4}-\d{6} \(PDF\)$/u });
  }

  async open(number: string): Promise<void> {
    await this.page.goto(`/account/orders/${number}/`);
  }
}
