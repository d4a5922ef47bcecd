import { STRINGS } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { ErrorPage } from "./pages/error-page";
import { HomePage } from "./pages/home";
import { Shell } from "./pages/shell";

const SNORE = /^\/sounds\/snurk-[123]\.mp3$/u;

test.describe("404 and error page", () => {
  test.beforeEach(({ consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/bestaat-niet\/$/u, 404, "the browser logs the 404 document it is asked to open");
  });

  test("an unknown page answers 404 with 'This page could not be found' and 'Ga terug' goes home", async ({ page }) => {
    const shell = new Shell(page);
    const errorPage = new ErrorPage(page);
    const response = await shell.open("/bestaat-niet/");
    expect(response?.status()).toBe(404);
    await expect(errorPage.title).toHaveText(STRINGS.notFound);
    await expect(errorPage.status(404)).toBeVisible();
    await expect(page.getByText(STRINGS.genericError)).toHaveCount(0);

    await errorPage.goBack.click();
    await expect(page).toHaveURL("/");
    await expect(new HomePage(page).promoHeader).toBeVisible();
  });

  test("a path without trailing slash is redirected to the path with one, then 404", async ({ page }) => {
    const response = await page.goto("/bestaat-niet");
    const redirectedFrom = response?.request().redirectedFrom();
    expect(redirectedFrom?.url()).toMatch(/\/bestaat-niet$/u);
    expect((await redirectedFrom?.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe("/bestaat-niet/");
    expect(response?.status()).toBe(404);
    await expect(new ErrorPage(page).title).toHaveText(STRINGS.notFound);
  });

  test("the snore button plays one of the three snoring sounds and stops it again", async ({ page }) => {
    // Observe (not change) playback: remember the media elements the page plays.
    await page.addInitScript(() => {
      const played: HTMLMediaElement[] = [];
      (window as unknown as { e2ePlayed: HTMLMediaElement[] }).e2ePlayed = played;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(this);
        return play.call(this);
      };
    });
    const shell = new Shell(page);
    const errorPage = new ErrorPage(page);
    await shell.open("/bestaat-niet/");
    await expect(errorPage.snoreButton).toHaveText(STRINGS.snoreIdle);

    const sound = page.waitForResponse((r) => SNORE.test(new URL(r.url()).pathname));
    await errorPage.snoreButton.click();
    const response = await sound;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^audio\//u);
    await expect(errorPage.snoreButton).toHaveText(STRINGS.snorePlaying);
    await expect(errorPage.snoreButton).toHaveAttribute("aria-pressed", "true");

    const playing = () =>
      page.evaluate(() => {
        const a = (window as unknown as { e2ePlayed: HTMLMediaElement[] }).e2ePlayed.at(-1);
        return a ? { src: new URL(a.src).pathname, paused: a.paused, time: a.currentTime } : null;
      });
    await expect.poll(async () => (await playing())?.time ?? 0, { message: "the sound is actually playing" }).toBeGreaterThan(0);
    const current = await playing();
    expect(current?.src).toBe(new URL(response.url()).pathname);
    expect(current?.paused).toBe(false);

    await errorPage.snoreButton.click();
    await expect(errorPage.snoreButton).toHaveText(STRINGS.snoreIdle);
    await expect(errorPage.snoreButton).toHaveAttribute("aria-pressed", "false");
    expect((await playing())?.paused).toBe(true);
  });
});
