/** Page object for a USP bar (app/components/header/usp-slider.tsx): the region, its USPs and its pause control. */
import { expect, type Locator, type Page } from "@playwright/test";
import { USP_TEXT } from "../../app/lib/usp/messages";

export class UspBar {
  readonly region: Locator;
  readonly viewport: Locator;
  readonly track: Locator;
  readonly pause: Locator;
  readonly play: Locator;

  /** The bar named `name` (the header's by default). */
  constructor(
    readonly page: Page,
    name: string = USP_TEXT.headerLabel,
  ) {
    this.region = page.getByRole("region", { name, exact: true });
    this.viewport = this.region.locator(".usp-slider__viewport");
    this.track = this.viewport.locator(".usp-slider__list");
    this.pause = this.region.getByRole("button", { name: USP_TEXT.pause, exact: true });
    this.play = this.region.getByRole("button", { name: USP_TEXT.play, exact: true });
  }

  /** The USP of that position (not one of the copies the loop wraps with). */
  usp(i: number): Locator {
    return this.viewport.locator(`[data-usp-index="${i}"]`);
  }

  /** The copy of the first USPs that follows the last one, so the loop wraps without a jump. */
  copy(i: number): Locator {
    return this.viewport.locator("li[aria-hidden='true']").nth(i);
  }

  /**
   * The position the row is moving to or standing at (0 = the first USP in front): what the timer set last.
   * The move itself is a CSS transition on the browser's own clock, so "it moved" is read here at once and
   * "it shows" by waiting until the USP is in view.
   */
  async position(): Promise<number> {
    return Number((await this.track.evaluate((el) => el.style.getPropertyValue("--usp-index"))) || 0);
  }

  /** After hydration the bar's timer runs (the mount effect marks the viewport). */
  async waitUntilRunning(): Promise<void> {
    await expect(this.viewport).toHaveAttribute("data-ready", "true");
  }
}
