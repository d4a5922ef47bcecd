/** Page objects for the login, forgot-password and reset-password pages (labels of the ADR 014 contract). */
import type { Locator, Page } from "@playwright/test";
import { Shell } from "./shell";

export class LoginPage {
  readonly shell: Shell;
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly forgotLink: Locator;
  readonly registerLink: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.form = page.getByRole("form", { name: "Inloggen" });
    this.email = this.form.getByLabel("E-mailadres", { exact: true });
    this.password = this.form.getByLabel("Wachtwoord", { exact: true });
    this.remember = this.form.getByLabel("Onthoud mij");
    this.submit = this.form.getByRole("button", { name: "Inloggen" });
    this.alert = page.getByRole("alert").filter({ hasText: /\S/u });
    this.forgotLink = page.getByRole("link", { name: "Wachtwoord vergeten?" });
    this.registerLink = page.getByRole("link", { name: /Maak er een aan/u });
  }

  /** Opens the page and waits until it is hydrated (the shell's live cart call). */
  async open(redirect?: string): Promise<void> {
    await this.shell.open(redirect ? `/account/login/?redirect=${encodeURIComponent(redirect)}` : "/account/login/");
  }

  async login(email: string, password: string, remember = false): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (remember) await this.remember.check();
    await this.submit.click();
  }
}

export class ForgotPasswordPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Wachtwoord vergeten" });
    this.email = this.form.getByLabel("E-mailadres", { exact: true });
    this.submit = this.form.getByRole("button", { name: "Verstuur link" });
    this.status = page.getByRole("status").filter({ hasText: /\S/u });
  }

  async open(): Promise<void> {
    await new Shell(this.page).open("/account/forgot-password/");
  }
}

export class ResetPasswordPage {
  readonly form: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Nieuw wachtwoord instellen" });
    this.password = this.form.getByLabel("Nieuw wachtwoord", { exact: true });
    this.confirmation = this.form.getByLabel("Herhaal nieuw wachtwoord", { exact: true });
    this.submit = this.form.getByRole("button", { name: "Wachtwoord opslaan" });
    this.status = page.getByRole("status").filter({ hasText: /\S/u });
    this.alert = page.getByRole("alert").filter({ hasText: /\S/u });
  }
}
