/** Page object for /account/information/: the customer form and the change-password form. */
import type { Locator, Page } from "@playwright/test";
import { CustomerFields } from "./account-register";
import { Shell } from "./shell";

export class InformationPage {
  readonly form: Locator;
  readonly fields: CustomerFields;
  readonly birthdate: Locator;
  readonly gender: Locator;
  readonly save: Locator;
  readonly passwordForm: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly newPasswordConfirmation: Locator;
  readonly changePassword: Locator;
  readonly status: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Accountinformatie" });
    this.fields = new CustomerFields(this.form);
    this.birthdate = this.form.getByLabel("Geboortedatum", { exact: true });
    this.gender = this.form.getByRole("group", { name: "Geslacht" });
    this.save = this.form.getByRole("button", { name: "Opslaan" });
    this.passwordForm = page.getByRole("form", { name: "Wachtwoord wijzigen" });
    this.currentPassword = this.passwordForm.getByLabel("Huidig wachtwoord", { exact: true });
    this.newPassword = this.passwordForm.getByLabel("Nieuw wachtwoord", { exact: true });
    this.newPasswordConfirmation = this.passwordForm.getByLabel("Herhaal nieuw wachtwoord", { exact: true });
    this.changePassword = this.passwordForm.getByRole("button", { name: "Wachtwoord wijzigen" });
    this.status = page.getByRole("status").filter({ hasText: /\S/u });
    this.alert = page.getByRole("alert").filter({ hasText: /\S/u });
  }

  async open(): Promise<void> {
    await new Shell(this.page).open("/account/information/");
  }
}
