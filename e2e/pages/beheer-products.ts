/** Page objects of the back office's products (docs/decisions/039): the list and one product. */
import type { Locator, Page } from "@playwright/test";

export class ProductListPage {
  readonly search: Locator;
  readonly lowStock: Locator;
  readonly submit: Locator;
  readonly table: Locator;
  constructor(readonly page: Page) {
    this.search = page.getByLabel("Zoek op titel, SKU of merk");
    this.lowStock = page.getByLabel("Alleen weinig voorraad");
    this.submit = page.getByRole("button", { name: "Zoeken" });
    this.table = page.getByRole("table", { name: "Producten" });
  }
}

export class ProductDetailPage {
  readonly newPrice: Locator;
  readonly preview: Locator;
  readonly savePrice: Locator;
  readonly variant: Locator;
  readonly quantity: Locator;
  readonly reason: Locator;
  readonly saveStock: Locator;
  constructor(readonly page: Page) {
    this.newPrice = page.getByLabel("Nieuwe prijs in euro");
    this.preview = page.getByRole("button", { name: "Voorbeeld tonen" });
    this.savePrice = page.getByRole("button", { name: "Prijs opslaan" });
    this.variant = page.getByLabel("Variant", { exact: true });
    this.quantity = page.getByLabel("Aantal");
    this.reason = page.getByLabel("Reden");
    this.saveStock = page.getByRole("button", { name: "Voorraad opslaan" });
  }
  kind(label: "Bijboeken" | "Afboeken" | "Tellen (op voorraad incl. gereserveerd)"): Locator {
    return this.page.getByRole("radio", { name: label });
  }
}
