/** Page objects of the back office's order list and one order (docs/decisions/035). */
import type { Locator, Page } from "@playwright/test";

export class BeheerOrdersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly country: Locator;
  readonly apply: Locator;
  readonly count: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Bestellingen" });
    this.search = page.getByLabel("Zoeken", { exact: true });
    this.status = page.getByLabel("Betaalstatus");
    this.country = page.getByLabel("Land");
    this.apply = page.getByRole("button", { name: "Toon bestellingen" });
    this.count = page.locator(".beheer-count");
    this.rows = page.locator("table.order-list tbody tr");
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/beheer/bestellingen/${query}`);
  }

  link(number: string): Locator {
    return this.page.getByRole("link", { name: number, exact: true });
  }
}

export class BeheerOrderPage {
  readonly heading: Locator;
  readonly note: Locator;
  readonly saveNote: Locator;
  readonly notes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.note = page.getByLabel("Nieuwe notitie");
    this.saveNote = page.getByRole("button", { name: "Notitie opslaan" });
    this.notes = page.locator(".beheer-notes li");
  }

  section(name: string): Locator {
    return this.page.getByRole("region", { name });
  }
}
