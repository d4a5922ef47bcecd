/**
 * Page object of the boxspring configurator (/configurator/{category}/{product}/step-{n}/): the step bar,
 * the option radio groups, Next/Previous, the preview, the summary and the cart notification. Found by
 * role and Dutch label, as a shopper would.
 */
import type { Locator, Page } from "@playwright/test";
import { CONFIGURATOR_MESSAGES as M } from "../../app/lib/configurator/messages";
import { expect } from "../fixtures";
import { waitForHydrated } from "../support/hydration";

export class ConfiguratorPage {
  readonly main: Locator;
  readonly stepBar: Locator;
  readonly stepTitle: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly addToCart: Locator;
  readonly alert: Locator;
  readonly preview: Locator;
  readonly price: Locator;
  readonly summary: Locator;
  readonly added: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.stepBar = page.getByRole("navigation", { name: "Stappen van de configurator" });
    this.stepTitle = this.main.locator(".configurator__step-title").first();
    this.next = this.main.getByRole("button", { name: "Volgende" });
    this.previous = this.main.getByRole("link", { name: "Vorige" });
    this.addToCart = this.main.getByRole("button", { name: "In winkelwagen" });
    this.alert = this.main.getByRole("alert");
    this.preview = this.main.getByRole("img", { name: /^Voorbeeld van je boxspring/u });
    this.price = this.main.locator(".configurator__price strong");
    this.summary = this.main.locator(".configurator-summary__list");
    this.added = page.getByRole("dialog", { name: M.addedTitle });
  }

  /** Opens a configurator page and waits until it is hydrated (the shell's live cart call). */
  async open(path: string): Promise<void> {
    const live = this.page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/cart");
    await this.page.goto(path);
    await live;
    await waitForHydrated(this.page, ".configurator form");
  }

  /** A radio group (one per property, named by its legend). */
  group(title: string): Locator {
    return this.main.getByRole("group", { name: title, exact: true });
  }

  /** An option radio of a group by its button text (exactly; the label goes on with the sub text and surcharge). */
  option(group: string, text: string): Locator {
    const title = this.page.locator(".configurator-option__title", { hasText: new RegExp(`^${text}$`, "u") });
    return this.group(group).locator("label", { has: title }).getByRole("radio");
  }

  /**
   * Presses Next. Without a choice it is aria-disabled (looks off) yet still pressable, so it can say what
   * is missing (spec section 4): Playwright's click would wait for it to become enabled, so it is pressed
   * with the keyboard.
   */
  async pressNext(): Promise<void> {
    await this.next.press("Enter");
  }

  async choose(group: string, text: string): Promise<void> {
    await this.option(group, text).check();
  }

  /** The preview's current src, once the browser loaded it as an image. */
  async previewSrc(): Promise<string> {
    await expect.poll(() => this.preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return (await this.preview.getAttribute("src")) ?? "";
  }

  /** A circle of the step bar: a link when it may be clicked, else plain text. */
  circleLink(stepTitle: string): Locator {
    return this.stepBar.getByRole("link", { name: new RegExp(`${stepTitle}$`, "u") });
  }

  async expectStep(n: number, total: number, title: string): Promise<void> {
    await expect(this.stepTitle).toHaveText(`Stap ${n} van ${total}: ${title}`);
  }
}
