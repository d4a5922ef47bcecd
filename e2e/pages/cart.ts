/**
 * Page objects for the cart: the cart page (/cart/), the product page's add-to-cart form, a tile's quick
 * buy, the quick-buy popup and the header counter. Found by role and Dutch label, as a shopper would.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Cart, CartWriteResult } from "../../app/lib/api/types/cart";
import { STRINGS } from "../../app/lib/constants";
import { expect } from "../fixtures";

export class CartPage {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly status: Locator;
  readonly codeField: Locator;
  readonly applyCode: Locator;
  readonly summary: Locator;
  readonly promoText: Locator;
  readonly progress: Locator;
  readonly checkout: Locator;
  readonly empty: Locator;
  readonly suggested: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1, name: STRINGS.cartTitle });
    this.lines = main.getByRole("region", { name: "Artikelen in je winkelwagen" }).getByRole("listitem").filter({ has: page.getByRole("heading") });
    this.status = main.locator(".cart-status");
    this.codeField = main.getByLabel("Kortingscode", { exact: true });
    this.applyCode = main.getByRole("button", { name: "Toepassen" });
    this.summary = main.getByRole("region", { name: "Overzicht" });
    this.promoText = this.summary.locator(".promo-progress__text");
    this.progress = this.summary.getByRole("progressbar");
    this.checkout = main.getByRole("link", { name: "Bestellen", exact: true });
    this.empty = main.getByRole("heading", { name: "Je winkelwagen is leeg" });
    this.suggested = main.getByRole("region", { name: "Misschien ook interessant" });
  }

  async open(): Promise<void> {
    const live = this.page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/cart");
    await this.page.goto("/cart/");
    await live;
  }

  line(name: string): Locator {
    return this.lines.filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  /** The quantity select of a line (labelled 'Aantal van <line title>'). */
  quantity(lineTitle: string): Locator {
    return this.page.getByRole("combobox", { name: `Aantal van ${lineTitle}`, exact: true });
  }

  remove(lineTitle: string): Locator {
    return this.page.getByRole("button", { name: `Verwijder ${lineTitle}`, exact: true });
  }

  /** A row of the totals ('Subtotaal', 'Verzendkosten', 'Totaal', 'Korting: ...'): its value. */
  total(label: string | RegExp): Locator {
    const name = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}$`, "u") : label;
    return this.summary.locator(".cart-summary__row").filter({ has: this.page.locator("dt", { hasText: name }) }).locator("dd");
  }

  async applyDiscount(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.applyCode.click();
  }
}

/** The add-to-cart form on a product page. */
export class AddToCart {
  readonly form: Locator;
  readonly quantity: Locator;
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "In winkelwagen" });
    this.quantity = this.form.getByLabel("Aantal", { exact: true });
    this.button = this.form.getByRole("button", { name: "In winkelwagen" });
  }
}

/** The quick-buy popup after a quick add. */
export class QuickBuyPopup {
  readonly dialog: Locator;
  readonly failed: Locator;
  readonly continueShopping: Locator;
  readonly toCart: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" });
    this.failed = page.getByRole("dialog", { name: "Niet toegevoegd aan je winkelwagen" });
    const any = page.getByRole("dialog", { name: /toegevoegd aan je winkelwagen$/iu });
    this.continueShopping = any.getByRole("button", { name: "Verder winkelen" });
    this.toCart = any.getByRole("link", { name: "Naar winkelwagen" });
  }
}

/** The header's cart link; its accessible name says the number ("Winkelwagen, 2 producten"). */
export function cartLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Winkelwagen/u });
}

/** The header's cart counter: the badge for the eye (hidden from screen readers, who hear the link's name). */
export function cartCounter(page: Page): Locator {
  return cartLink(page).locator(".counter");
}

export async function expectCartCount(page: Page, n: number): Promise<void> {
  await expect(cartCounter(page)).toHaveAttribute("data-count", String(n));
  await expect(cartLink(page)).toHaveAccessibleName(`Winkelwagen, ${n} ${n === 1 ? "product" : "producten"}`);
}

/** The /v1 oracle for the cart tests, in the browser context's cookie jar (so the page sees the same cart). */
export const cartApi = {
  async get(request: APIRequestContext): Promise<Cart> {
    const res = await request.get("/v1/cart");
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: Cart }).data;
  },
  async add(request: APIRequestContext, itemId: number, quantity = 1): Promise<CartWriteResult> {
    const res = await request.post("/v1/cart/item", { data: { item_id: itemId, quantity } });
    expect(res.status(), `POST /v1/cart/item ${itemId}`).toBe(200);
    return ((await res.json()) as { data: CartWriteResult }).data;
  },
};
