/** Page objects of Rapportages (docs/decisions/044): the exports page and the VAT overview. */
import type { Locator, Page } from "@playwright/test";

export class ReportsPage {
  readonly from: Locator;
  readonly to: Locator;
  readonly show: Locator;
  readonly invoicesCsv: Locator;
  readonly ordersCsv: Locator;
  readonly creditNotesCsv: Locator;
  readonly vatLink: Locator;
  constructor(readonly page: Page) {
    const csv = page.getByRole("region", { name: "Exports voor de boekhouder (CSV)" });
    this.from = csv.getByLabel("Van");
    this.to = csv.getByLabel("Tot en met");
    this.show = csv.getByRole("button", { name: "Periode tonen" });
    this.invoicesCsv = page.getByRole("link", { name: "Facturen downloaden (CSV)" });
    this.ordersCsv = page.getByRole("link", { name: "Orders downloaden (CSV)" });
    this.creditNotesCsv = page.getByRole("link", { name: "Creditnota's downloaden (CSV)" });
    this.vatLink = page.getByRole("link", { name: "Btw-overzicht per kwartaal" });
  }
}

export class VatOverviewPage {
  readonly year: Locator;
  readonly quarter: Locator;
  readonly show: Locator;
  constructor(readonly page: Page) {
    this.year = page.getByLabel("Jaar");
    this.quarter = page.getByRole("combobox", { name: "Kwartaal" });
    this.show = page.getByRole("button", { name: "Tonen" });
  }
}
