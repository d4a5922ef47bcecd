/** Page object of a product's images in the back office, /beheer/producten/{id}/afbeeldingen/ (docs/decisions/041). */
import type { Locator, Page } from "@playwright/test";

export class ProductImagesPage {
  readonly heading: Locator;
  readonly file: Locator;
  readonly alt: Locator;
  readonly upload: Locator;
  readonly table: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.file = page.getByLabel("Afbeelding (JPEG, PNG of WebP, hooguit 5 MB)");
    this.alt = page.getByLabel("Alt-tekst (beschrijf wat er op de afbeelding staat)");
    this.upload = page.getByRole("button", { name: "Uploaden" });
    this.table = page.getByRole("table", { name: "Geüploade afbeeldingen, in de volgorde van de productpagina" });
    this.success = page.getByRole("status");
    this.error = page.getByRole("alert");
  }

  async open(productId: number): Promise<void> {
    await this.page.goto(`/beheer/producten/${productId}/afbeeldingen/`);
  }

  remove(n: number): Locator {
    return this.page.getByRole("button", { name: `Afbeelding ${n} verwijderen` });
  }
}
