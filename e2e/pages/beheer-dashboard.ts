/** The dashboard at /beheer/ (docs/decisions/043): its tiles, the money table, the lists and the documents form. */
import type { Locator, Page } from "@playwright/test";

export class BeheerDashboard {
  readonly todo: Locator;
  readonly money: Locator;
  readonly moneyTable: Locator;
  readonly documents: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly download: Locator;
  readonly deadLetters: Locator;
  readonly webhooks: Locator;
  constructor(readonly page: Page) {
    this.todo = page.getByRole("region", { name: "Te doen" });
    this.money = page.getByRole("region", { name: "Omzet" });
    this.moneyTable = this.money.getByRole("table");
    this.documents = page.getByRole("region", { name: "Facturen en creditnota's als ZIP" });
    this.from = this.documents.getByLabel("Van");
    this.to = this.documents.getByLabel("Tot en met");
    this.download = this.documents.getByRole("button", { name: "ZIP downloaden" });
    this.deadLetters = page.getByRole("region", { name: "Mails die niet zijn afgeleverd" }).first();
    this.webhooks = page.getByRole("region", { name: "Mislukte betaalmeldingen" }).first();
  }

  /** The tile (a link) of a figure, by its Dutch label. */
  tile(label: string): Locator {
    return this.todo.getByRole("link", { name: new RegExp(`^\\d+ ${label}$`, "u") });
  }
}
