/** Page objects for the account address pages (/account/billing-address/, /account/shipping-address/). */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

export const BILLING_PATH = "/account/billing-address/";
export const SHIPPING_PATH = "/account/shipping-address/";

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a private customer through the API (POST /v1/customer). Register is limited per IP, so a spec
 * makes one account and logs in with it in each test.
 */
export async function registerAccount(request: APIRequestContext, baseURL: string): Promise<TestAccount> {
  const account = { email: `adres-${Date.now()}-${Math.floor(Math.random() * 1e6)}@droomnest.test`, password: "Slaap!Lekker1", firstName: "Sanne", lastName: "de Vries" };
  const res = await request.post(`${baseURL}/v1/customer`, {
    headers: { "Content-Type": "application/json", Origin: baseURL },
    data: {
      type: "private",
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      phone: "0612345678",
      password: account.password,
      password_confirmation: account.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Logs in through the login page and lands on `target` (the remembered target of spec section 4). */
export async function logIn(page: Page, account: TestAccount, target: string): Promise<void> {
  await page.goto(`/account/login/?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord").fill(account.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`, "u"));
}

export class AccountAddressPage {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly company: Locator;
  readonly country: Locator;
  readonly zipcode: Locator;
  readonly houseNumber: Locator;
  readonly extension: Locator;
  readonly street: Locator;
  readonly city: Locator;
  readonly sameDelivery: Locator;
  readonly save: Locator;
  readonly success: Locator;
  readonly danger: Locator;
  /** The way out of a Dutch address the postcode lookup cannot confirm. */
  readonly typeByHand: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.firstName = page.getByLabel("Voornaam");
    this.lastName = page.getByLabel("Achternaam");
    this.company = page.getByLabel("Bedrijfsnaam");
    this.country = page.getByLabel("Land", { exact: true });
    this.zipcode = page.getByLabel("Postcode");
    this.houseNumber = page.getByLabel("Huisnummer");
    this.extension = page.getByLabel("Toevoeging");
    this.street = page.getByLabel("Straat");
    this.city = page.getByLabel("Plaats");
    this.sameDelivery = page.getByLabel("Afleveradres is hetzelfde als factuuradres");
    this.save = page.getByRole("button", { name: "Opslaan" });
    this.success = page.getByRole("status");
    this.danger = page.getByRole("alert");
    this.typeByHand = page.getByRole("button", { name: "Straat en plaats zelf invullen" });
  }

  /** Opens a page and waits until it is hydrated (the lookup runs in the browser). */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForLoadState("networkidle");
  }
}
