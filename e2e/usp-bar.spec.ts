/**
 * The USP bar (spec section 9: autoplay 1500 ms, speed 1500, loop; spec section 2: the header's usp slider) on a
 * controlled clock: when the next USP comes, that it loops back to the first, that it holds under the pointer
 * and the keyboard focus, its pause control (WCAG 2.2.2), prefers-reduced-motion, and the home page's two bars
 * with names of their own.
 */
import type { Page } from "@playwright/test";
import { USP_AUTOPLAY_MS, USP_SPEED_MS } from "../app/lib/constants";
import { USP_TEXT } from "../app/lib/usp/messages";
import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";
import { UspBar } from "./pages/usp-bar";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";
import { seed } from "./support/content";

const COUNT = seed.usps.items.length;
/** Long enough for several turns of the bar, had it been running. */
const LONG = 4 * (USP_AUTOPLAY_MS + USP_SPEED_MS);

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

/** Opens a page on a paused fake clock (the bar's timers run only when the test moves it), one USP per view. */
async function open(page: Page, path = "/", width = 375): Promise<UspBar> {
  await page.setViewportSize({ width, height: 800 });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await new Shell(page).open(path);
  return new UspBar(page);
}

test.describe("USP bar", () => {
  test("the next USP comes 1500 ms after load and shows when its 1500 ms move ends; the next delay starts then; it loops back to the first", async ({ page }) => {
    expect(COUNT, "the seed has more USPs than one in view").toBeGreaterThan(2);
    const bar = await open(page);
    await bar.waitUntilRunning();
    await expect(bar.usp(0)).toBeInViewport({ ratio: 1 });
    await expect(bar.usp(1)).not.toBeInViewport();

    await page.clock.runFor(USP_AUTOPLAY_MS - 1);
    expect(await bar.position(), "still the first USP just before the delay ends").toBe(0);
    await page.clock.runFor(1);
    expect(await bar.position()).toBe(1);
    await expect(bar.usp(1)).toBeInViewport({ ratio: 1 });
    await expect(bar.usp(0)).not.toBeInViewport({ ratio: 0.5 });

    // The move takes the speed; the next delay starts when it has ended.
    await page.clock.runFor(USP_SPEED_MS + USP_AUTOPLAY_MS - 1);
    expect(await bar.position(), "one move plus one delay later, not yet").toBe(1);
    await page.clock.runFor(1);
    expect(await bar.position()).toBe(2);

    // On to the last USP, then the copy of the first slides in and the row jumps back to the real first one.
    for (let i = 3; i <= COUNT; i++) {
      await page.clock.runFor(USP_SPEED_MS + USP_AUTOPLAY_MS);
      expect(await bar.position()).toBe(i);
    }
    await expect(bar.copy(0)).toBeInViewport({ ratio: 1 });
    await page.clock.runFor(USP_SPEED_MS);
    expect(await bar.position(), "back at the first USP").toBe(0);
    await expect(bar.usp(0)).toBeInViewport({ ratio: 1 });
    await expect(bar.copy(0)).not.toBeInViewport({ ratio: 0.5 });
    await page.clock.runFor(USP_AUTOPLAY_MS);
    expect(await bar.position(), "and the loop goes on").toBe(1);
  });

  test("on a desktop four USPs are in view and the fifth comes in after 1500 ms", async ({ page }) => {
    const bar = await open(page, "/", 1280);
    await bar.waitUntilRunning();
    for (let i = 0; i < 4; i++) await expect(bar.usp(i)).toBeInViewport({ ratio: 1 });
    await expect(bar.usp(4)).not.toBeInViewport();
    await page.clock.runFor(USP_AUTOPLAY_MS);
    await expect(bar.usp(4)).toBeInViewport({ ratio: 1 });
    await expect(bar.usp(0)).not.toBeInViewport({ ratio: 0.5 });
  });

  test("holds while the pointer is on the USPs and goes on 1500 ms after it left", async ({ page }) => {
    const bar = await open(page);
    await bar.waitUntilRunning();
    await bar.usp(0).hover();
    await page.clock.runFor(LONG);
    expect(await bar.position(), "held under the pointer").toBe(0);
    await expect(bar.usp(0)).toBeInViewport({ ratio: 1 });

    await page.mouse.move(5, 700);
    await page.clock.runFor(USP_AUTOPLAY_MS - 1);
    expect(await bar.position()).toBe(0);
    await page.clock.runFor(1);
    expect(await bar.position()).toBe(1);
  });

  test("holds while the keyboard focus is on a USP, brings the focused USP into view, and goes on when the focus leaves", async ({ page }) => {
    const bar = await open(page);
    await bar.waitUntilRunning();
    await bar.usp(0).getByRole("link").focus();
    await page.clock.runFor(LONG);
    expect(await bar.position(), "held while a USP has the focus").toBe(0);

    // Tab to the next USP: it comes into view and the bar still holds.
    await page.keyboard.press("Tab");
    await expect(bar.usp(1).getByRole("link")).toBeFocused();
    expect(await bar.position()).toBe(1);
    await expect(bar.usp(1)).toBeInViewport({ ratio: 1 });
    await page.clock.runFor(LONG);
    expect(await bar.position()).toBe(1);

    // The focus leaves the USPs (the next Tab reaches the pause control after the last linked USP).
    await page.getByRole("main").focus();
    await page.clock.runFor(USP_AUTOPLAY_MS);
    expect(await bar.position(), "goes on once the focus has left").toBe(2);
  });

  test("the pause control stops the bar until it is pressed again; its Dutch name says what it does", async ({ page }) => {
    const bar = await open(page);
    await bar.waitUntilRunning();
    await expect(bar.pause).toBeVisible();
    const box = (await bar.pause.boundingBox())!;
    expect(Math.min(box.width, box.height), "a target of at least 24 by 24 px").toBeGreaterThanOrEqual(24);

    await bar.pause.click();
    await expect(bar.play).toBeVisible();
    await expect(bar.pause).toHaveCount(0);
    await page.clock.runFor(LONG);
    expect(await bar.position(), "paused").toBe(0);

    // Keyboard: the control keeps the focus and Enter starts the bar again.
    await expect(bar.play).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar.pause).toBeVisible();
    await page.clock.runFor(USP_AUTOPLAY_MS - 1);
    expect(await bar.position()).toBe(0);
    await page.clock.runFor(1);
    expect(await bar.position()).toBe(1);
    await expect(bar.usp(1)).toBeInViewport({ ratio: 1 });

    // The paused state passes axe too (axe needs the page's own clock: time runs normally again).
    await page.keyboard.press("Enter");
    await expect(bar.play).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page, "home page with the header's USP bar paused");
    expect(await bar.position(), "still paused while time ran").toBe(1);
  });

  test("stands still for prefers-reduced-motion, with no pause control to show", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const bar = await open(page);
    await expect(bar.usp(0)).toBeInViewport({ ratio: 1 });
    await page.clock.runFor(LONG);
    expect(await bar.position()).toBe(0);
    await expect(bar.usp(0)).toBeInViewport({ ratio: 1 });
    await expect(bar.usp(1)).not.toBeInViewport();
    await expect(bar.region.getByRole("button")).toBeHidden();
  });

  test("the home page's two bars are regions with names of their own, each with its own pause control", async ({ page }) => {
    const bar = await open(page, "/", 1280);
    const home = new UspBar(page, USP_TEXT.homeLabel);
    await expect(page.getByRole("banner").getByRole("region", { name: USP_TEXT.headerLabel, exact: true })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("region", { name: USP_TEXT.homeLabel, exact: true })).toHaveCount(1);
    const names = await page.locator(".usp-slider").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(names).toEqual([USP_TEXT.headerLabel, USP_TEXT.homeLabel]);

    await bar.waitUntilRunning();
    await home.waitUntilRunning();
    await home.pause.click();
    await page.clock.runFor(USP_AUTOPLAY_MS);
    expect(await home.position(), "the home bar paused").toBe(0);
    expect(await bar.position(), "the header's bar runs on").toBe(1);
  });
});
