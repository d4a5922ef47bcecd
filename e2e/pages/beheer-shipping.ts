/** Page object of the shipping panel (app/components/beheer/shipping-panel.tsx, docs/decisions/036). */
import type { Locator, Page } from "@playwright/test";

export class ShippingPanel {
  readonly panel: Locator;
  readonly state: Locator;
  readonly startProcessing: Locator;
  readonly carrier: Locator;
  readonly trackingCode: Locator;
  readonly save: Locator;
  readonly makeLabel: Locator;
  readonly parcels: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator("#verzending");
    this.state = this.panel.locator(".shipping-state");
    this.startProcessing = this.panel.getByRole("button", { name: "In behandeling nemen" });
    this.carrier = this.panel.getByLabel("Vervoerder");
    this.trackingCode = this.panel.getByLabel("Track & trace-code");
    this.save = this.panel.getByRole("button", { name: "Verzending opslaan" });
    this.makeLabel = this.panel.getByRole("button", { name: "Maak label aan" });
    this.parcels = this.panel.locator(".shipping-parcel");
    this.error = this.panel.getByRole("alert");
  }

  async open(number: string): Promise<void> {
    await this.page.goto(`/beheer/bestellingen/${number}/verzending/`);
  }

  quantity(title: string): Locator {
    return this.panel.getByLabel(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}.* \\(nog \\d+ te verzenden\\)$`, "u"));
  }

  delivered(code: string): Locator {
    return this.panel.getByRole("button", { name: `Markeer als bezorgd (pakket ${code})` });
  }
}
