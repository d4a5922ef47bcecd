/** Page objects of the back office's own pages (docs/decisions/035): the development sign-in, staff, settings, audit log. */
import type { Locator, Page } from "@playwright/test";
import { waitForRouterIdle } from "../support/hydration";

export const DEMO_STAFF = { eigenaar: "Eva de Vries", medewerker: "Sem Jansen" } as const;

export class BeheerSignIn {
  readonly submit: Locator;
  constructor(readonly page: Page) {
    this.submit = page.getByRole("button", { name: "Aanmelden" });
  }

  /** Opens `path`; without a session the Worker sends the browser to the sign-in, which signs in as `role` with the keyboard. */
  async as(role: keyof typeof DEMO_STAFF, path = "/beheer/"): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForURL(/\/beheer\/aanmelden\//u);
    const choice = this.page.getByRole("radio", { name: new RegExp(`^${DEMO_STAFF[role]} `, "u") });
    await choice.focus();
    await this.page.keyboard.press("Space");
    await this.submit.focus();
    await this.page.keyboard.press("Enter");
    await this.page.waitForURL((url) => url.pathname === path);
    await waitForRouterIdle(this.page);
  }
}

export class StaffPage {
  readonly addForm: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly role: Locator;
  readonly add: Locator;
  readonly table: Locator;
  constructor(readonly page: Page) {
    this.addForm = page.getByRole("region", { name: "Medewerker toevoegen" });
    this.name = this.addForm.getByLabel("Naam");
    this.email = this.addForm.getByLabel("E-mailadres");
    this.role = this.addForm.getByLabel("Rol");
    this.add = this.addForm.getByRole("button", { name: "Toevoegen" });
    this.table = page.getByRole("table", { name: "Medewerkers" });
  }

  row(name: string): Locator {
    return this.table.getByRole("row").filter({ hasText: name });
  }
}

export class SettingsPage {
  readonly refundLimit: Locator;
  readonly orderMail: Locator;
  readonly orderMailAddress: Locator;
  readonly dailySummary: Locator;
  readonly save: Locator;
  constructor(readonly page: Page) {
    this.refundLimit = page.getByLabel("Grens voor terugbetalingen door medewerkers (euro)");
    this.orderMail = page.getByLabel("Stuur een e-mail bij elke betaalde bestelling");
    this.orderMailAddress = page.getByLabel("E-mailadres voor bestellingen");
    this.dailySummary = page.getByLabel(/Stuur elke dag een overzicht/u);
    this.save = page.getByRole("button", { name: "Instellingen opslaan" });
  }
}
