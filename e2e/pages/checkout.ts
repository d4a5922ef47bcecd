/**
 * Page objects of the checkout (ADR 017): step 1 Adres, step 2 Verzend- & betaalmethode, step 3 Betaling, the
 * sandbox PSP's page and the result pages. Controls are found by role and Dutch name, as a shopper (or a
 * screen reader) finds them; hidden controls (the CSS-hidden fields of a post without JavaScript) are not.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { catalogApi } from "../support/catalog";
import { cartApi } from "./cart";

/** The demo postcode of the embedded lookup: 3511 AB with an even house number is Oudegracht, Utrecht. */
export const DEMO_ADDRESS = { zipcode: "3511 AB", house_number: "12", street: "Oudegracht", city: "Utrecht" };
/** A valid Belgian VAT number (BE: 97 - first 8 digits mod 97 = last 2). */
export const BE_VAT_NUMBER = "BE0123456749";

/** Puts a cheap single-variant product into the browser context's cart (the /v1 API, same cookie jar). */
export async function fillCart(request: APIRequestContext): Promise<void> {
  const listing = await catalogApi.category(request, "keuken");
  for (const tile of listing.products.filter((t) => t.available && t.price.price >= 600)) {
    const product = await catalogApi.product(request, tile.slug);
    const variant = product.variants.find((v) => v.available && v.stock >= 5);
    if (variant) {
      await cartApi.add(request, variant.id, 1);
      return;
    }
  }
  throw new Error("no product in stock on the first page of 'keuken'");
}

export interface Shopper {
  type?: "private" | "company";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
  vatNumber?: string;
  cocNumber?: string;
}

export class AddressStep {
  readonly form: Locator;
  readonly next: Locator;
  /** The way out of a Dutch address the postcode lookup cannot confirm. */
  readonly typeByHand: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Je gegevens" });
    this.next = page.getByRole("button", { name: "Verder naar verzending en betaling" });
    this.typeByHand = this.form.getByRole("button", { name: "Straat en plaats zelf invullen" });
  }
  textbox(name: string): Locator {
    return this.form.getByRole("textbox", { name, exact: true }).first();
  }
  async open(): Promise<void> {
    await this.page.goto("/checkout/address-details/");
  }
  async fillShopper(s: Shopper): Promise<void> {
    await this.form.getByRole("radio", { name: s.type === "company" ? "Zakelijk" : "Particulier" }).check();
    if (s.type === "company") {
      await this.textbox("Bedrijfsnaam").fill(s.company ?? "");
      await this.textbox("BTW-nummer").fill(s.vatNumber ?? "");
      await this.textbox("KVK-nummer").fill(s.cocNumber ?? "");
    }
    await this.textbox("Voornaam").fill(s.firstName);
    await this.textbox("Achternaam").fill(s.lastName);
    await this.textbox("E-mailadres").fill(s.email);
    await this.textbox("Telefoonnummer").fill(s.phone);
  }
  /** NL: postcode and house number, then waits for the lookup's street and city. */
  async fillDutchAddress(): Promise<void> {
    await this.form.getByRole("combobox", { name: "Land" }).first().selectOption("NL");
    await this.textbox("Postcode").fill(DEMO_ADDRESS.zipcode);
    await this.textbox("Huisnummer").fill(DEMO_ADDRESS.house_number);
    await expect(this.textbox("Straat")).toHaveValue(DEMO_ADDRESS.street);
    await expect(this.textbox("Plaats")).toHaveValue(DEMO_ADDRESS.city);
  }
  async fillBelgianAddress(): Promise<void> {
    await this.form.getByRole("combobox", { name: "Land" }).first().selectOption("BE");
    await this.textbox("Postcode").fill("1000");
    await this.textbox("Huisnummer").fill("5");
    await this.textbox("Straat").fill("Wetstraat");
    await this.textbox("Plaats").fill("Brussel");
  }
}

export class PaymentStep {
  readonly methods: Locator;
  readonly next: Locator;
  constructor(readonly page: Page) {
    this.methods = page.getByRole("group", { name: "Betaalmethode" });
    this.next = page.getByRole("button", { name: "Verder naar betalen" });
  }
  method(title: string): Locator {
    return this.page.getByRole("radio", { name: title, exact: true });
  }
}

export class PayStep {
  readonly terms: Locator;
  readonly order: Locator;
  constructor(readonly page: Page) {
    this.terms = page.getByRole("checkbox", { name: "Ik ga akkoord met de algemene voorwaarden" });
    this.order = page.getByRole("button", { name: "Bestellen en betalen" });
  }
}

/** The embedded sandbox PSP's hosted page: one button per outcome. */
export class SandboxPsp {
  constructor(readonly page: Page) {}
  async choose(outcome: "Betaald" | "Mislukt" | "Geannuleerd" | "Verlopen" | "Open laten"): Promise<void> {
    await expect(this.page).toHaveURL(/\/sandbox-psp\//u);
    await this.page.getByRole("button", { name: outcome, exact: true }).click();
  }
}

/**
 * A guest's order up to the sandbox PSP's page: the cart filled and step 1 saved through the API, step 2 with
 * `method`, step 3's terms and order button. The page is left on the sandbox PSP.
 */
export async function orderToPsp(page: Page, baseURL: string, email: string, method = "iDEAL", javascript = true): Promise<void> {
  const ready = () => (javascript ? formReady(page) : Promise.resolve());
  await fillCart(page.request);
  await saveGuestDetails(page.request, baseURL, email);
  await page.goto("/checkout/payment-methods/");
  await ready();
  const step2 = new PaymentStep(page);
  await step2.method(method).check();
  await step2.next.click();
  const pay = new PayStep(page);
  await expect(page).toHaveURL(/\/checkout\/pay\/$/u);
  await ready();
  await pay.terms.check();
  await pay.order.click();
  await expect(page).toHaveURL(/\/sandbox-psp\//u);
}

/** A guest's order whose payment failed: the page ends on pay again (/checkout/betalen/{order}/); answers the number. */
export async function failedOrder(page: Page, baseURL: string, email: string, method = "Creditcard"): Promise<string> {
  await orderToPsp(page, baseURL, email, method);
  await new SandboxPsp(page).choose("Mislukt");
  await expect(page).toHaveURL(/\/checkout\/betalen\/KJD\d{7}\/$/u);
  await formReady(page);
  return /KJD\d{7}/u.exec(page.url())![0];
}

/** The thank-you page's order number (KJD plus 7 digits). */
export async function thankYouOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=KJD\d{7}$/u);
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling" })).toBeVisible();
  const number = new URL(page.url()).searchParams.get("order")!;
  await expect(page.getByRole("status").filter({ hasText: number })).toBeVisible();
  return number;
}

/** Step 1 through the API (same cookie jar as the page): a Dutch private guest at the demo address. */
export async function saveGuestDetails(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const res = await request.post("/v1/checkout/customer", {
    headers: { Origin: baseURL, "Content-Type": "application/json", Accept: "application/json" },
    data: {
      details: { type: "private", first_name: "Sanne", last_name: "de Vries", email, phone_number: "0612345678" },
      billing_address: { first_name: "Sanne", last_name: "de Vries", ...DEMO_ADDRESS, extension: "", country_code: "NL", sameDeliveryAddress: true },
      create_account: false,
    },
  });
  expect(res.status(), `POST /v1/checkout/customer: ${await res.text()}`).toBe(200);
}

/** The keyboard-only journey's Tab helper, kept importable from here for the checkout specs. */
export { tabTo } from "../support/keyboard";

/**
 * Waits until the page's checkout form is hydrated (its hidden `js` field says 1), so a click reaches the
 * form's handlers rather than racing the hydration. Not for pages opened without JavaScript.
 */
export async function formReady(page: Page): Promise<void> {
  await expect(page.locator('form input[name="js"][value="1"]').first()).toBeAttached();
}
