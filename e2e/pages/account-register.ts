/** Page object for /account/register/ and the customer fields it shares with Accountinformatie. */
import type { Locator, Page } from "@playwright/test";
import { Shell } from "./shell";

export interface CustomerFieldValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  vatNumber?: string;
  cocNumber?: string;
}

/** The fields both the register form and the customer form have (within `form`). */
export class CustomerFields {
  readonly typeGroup: Locator;
  readonly private: Locator;
  readonly company: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly companyName: Locator;
  readonly vatNumber: Locator;
  readonly cocNumber: Locator;

  constructor(readonly form: Locator) {
    this.typeGroup = form.getByRole("group", { name: "Soort klant" });
    this.private = this.typeGroup.getByLabel("Particulier");
    this.company = this.typeGroup.getByLabel("Zakelijk");
    this.firstName = form.getByLabel("Voornaam", { exact: true });
    this.lastName = form.getByLabel("Achternaam", { exact: true });
    this.email = form.getByLabel("E-mailadres", { exact: true });
    this.phone = form.getByLabel("Telefoonnummer", { exact: true });
    this.companyName = form.getByLabel("Bedrijfsnaam", { exact: true });
    this.vatNumber = form.getByLabel("BTW-nummer", { exact: true });
    this.cocNumber = form.getByLabel("KVK-nummer", { exact: true });
  }

  async fill(v: CustomerFieldValues): Promise<void> {
    if (v.firstName !== undefined) await this.firstName.fill(v.firstName);
    if (v.lastName !== undefined) await this.lastName.fill(v.lastName);
    if (v.email !== undefined) await this.email.fill(v.email);
    if (v.phone !== undefined) await this.phone.fill(v.phone);
    if (v.company !== undefined) await this.companyName.fill(v.company);
    if (v.vatNumber !== undefined) await this.vatNumber.fill(v.vatNumber);
    if (v.cocNumber !== undefined) await this.cocNumber.fill(v.cocNumber);
  }
}

export class RegisterPage {
  readonly form: Locator;
  readonly fields: CustomerFields;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Account aanmaken" });
    this.fields = new CustomerFields(this.form);
    this.password = this.form.getByLabel("Wachtwoord", { exact: true });
    this.confirmation = this.form.getByLabel("Herhaal wachtwoord", { exact: true });
    this.submit = this.form.getByRole("button", { name: "Account aanmaken" });
    this.alert = page.getByRole("alert").filter({ hasText: /\S/u });
  }

  async open(): Promise<void> {
    await new Shell(this.page).open("/account/register/");
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
  }
}
