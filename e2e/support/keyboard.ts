/** Keyboard-only journeys: moving the focus with Tab as a keyboard user does. */
import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has the focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}
