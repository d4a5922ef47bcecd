/** Page object of the refund panel's page, /beheer/bestellingen/{order}/terugbetalen/ (docs/decisions/037). */
import type { Locator, Page } from "@playwright/test";

export class RefundPanelPage {
  readonly heading: Locator;
  readonly panel: Locator;
  readonly history: Locator;
  readonly shipping: Locator;
  readonly amount: Locator;
  readonly reason: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.panel = page.getByRole("region", { name: "Terugbetalen en annuleren" });
    this.history = page.locator(".refund-panel__history");
    this.shipping = page.getByLabel(/Verzendkosten terugbetalen/u);
    this.amount = page.getByLabel("Bedrag (optioneel, in euro's)");
    this.reason = page.getByLabel("Reden");
    this.submit = page.getByRole("button", { name: "Terugbetalen" });
    this.cancel = page.getByRole("button", { name: "Annuleren" });
    this.success = page.getByRole("status");
    this.error = page.getByRole("alert");
  }

  async open(order: string): Promise<void> {
    await this.page.goto(`/beheer/bestellingen/${order}/terugbetalen/`);
  }

  /** A line's quantity field by the start of its title (the line's title includes its options). */
  quantity(title: string): Locator {
    return this.page.getByLabel(new RegExp(`^Aantal terug te betalen van ${escape(title)}`, "u"));
  }

  restock(title: string): Locator {
    return this.page.getByLabel(new RegExp(`^Voorraad terugboeken van ${escape(title)}`, "u"));
  }

  creditNote(): Locator {
    return this.page.getByRole("link", { name: /^Creditnota C\d{4}-\d{6} \(PDF\)$/u });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
