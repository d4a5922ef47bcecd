/** Page object of the back office's "Import en export" (/beheer/import/, docs/decisions/040). */
import type { Locator, Page } from "@playwright/test";

export class ImportPage {
  readonly file: Locator;
  readonly check: Locator;
  readonly confirm: Locator;
  readonly errors: Locator;
  readonly changes: Locator;
  readonly exportCsv: Locator;
  readonly exportJson: Locator;
  constructor(readonly page: Page) {
    this.file = page.getByLabel("Bestand (CSV of JSON)");
    this.check = page.getByRole("button", { name: "Controleren" });
    this.confirm = page.getByRole("button", { name: "Import bevestigen" });
    this.errors = page.getByRole("table", { name: "Fouten per regel en kolom" });
    this.changes = page.getByRole("table", { name: /^Wat de import van / });
    this.exportCsv = page.getByRole("link", { name: /Catalogus als CSV/ });
    this.exportJson = page.getByRole("link", { name: "Catalogus als JSON" });
  }

  /** Chooses a file (a file chooser cannot be typed into) and sends it for the dry run with the keyboard. */
  async checkFile(name: string, content: string): Promise<void> {
    await this.file.setInputFiles({ name, mimeType: name.endsWith(".json") ? "application/json" : "text/csv", buffer: Buffer.from(content, "utf8") });
    await this.file.focus();
    await this.page.keyboard.press("Tab");
    await this.page.waitForFunction(() => document.activeElement?.textContent === "Controleren");
    await this.page.keyboard.press("Enter");
    await this.page.waitForURL(/\?bestand=[0-9a-f]{64}$/u);
  }

  /** The download of a link followed with the keyboard, as text. */
  async download(link: Locator): Promise<string> {
    await link.focus();
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.page.keyboard.press("Enter")]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }
}
