import type { BrowserContext, Page } from "@playwright/test";
import { COOKIE_CONSENT_NAME } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";

type DataLayerEntry = [string, string, Record<string, string>];

/** window.dataLayer as plain arrays (gtag pushes `arguments` objects). */
function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)) as DataLayerEntry[]);
}

async function consentCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

test.describe("cookie bar", () => {
  test("shows on the first visit with consent denied by default and no third-party request", async ({ page, baseURL }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.cookieBar).toBeVisible();
    await expect(shell.footerHelpTitle).toBeVisible();
    await page.waitForLoadState("networkidle");

    const origin = new URL(baseURL!).origin;
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((u) => new URL(u).origin !== origin), "requests to other sites before a cookie choice").toEqual([]);

    const layer = await dataLayer(page);
    expect(layer).toContainEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
    expect(layer.filter((e) => e[1] === "update"), "no consent update before a choice").toEqual([]);
    expect(await consentCookie(page.context())).toBeUndefined();
  });

  test("'Accepteren' hides the bar, grants consent and the choice survives a reload", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    const before = Date.now();
    await shell.acceptCookies.click();
    await expect(shell.cookieBar).toHaveCount(0);

    // The choice is stored by the cookie writer, loaded on demand; consent is updated once it is stored.
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(["consent", "update", expect.objectContaining({ ad_storage: "granted", analytics_storage: "granted" })]);
    const stored = (await consentCookie(page.context())) as { time: number; accepted: number };
    expect(stored).toEqual({ time: expect.any(Number), accepted: 1 });
    expect(Math.abs(stored.time - before)).toBeLessThan(60_000);

    await shell.reload();
    await expect(shell.cookieBar).toHaveCount(0);
    await expect(shell.footerHelpTitle).toBeVisible();
    await expect(shell.cookieBar).toHaveCount(0);
  });

  test("'Weigeren' hides the bar, keeps consent denied and the choice survives a reload", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await shell.refuseCookies.click();
    await expect(shell.cookieBar).toHaveCount(0);

    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
    const layer = await dataLayer(page);
    expect(layer.filter((e) => Object.values(e[2] ?? {}).includes("granted") && e[1] === "update")).toEqual([]);
    expect(await consentCookie(page.context())).toEqual({ time: expect.any(Number), accepted: 0 });

    await shell.reload();
    await expect(shell.cookieBar).toHaveCount(0);
    await expect(shell.footerHelpTitle).toBeVisible();
    await expect(shell.cookieBar).toHaveCount(0);
  });

  test("both choices are equally prominent and work from the keyboard", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.refuseCookies).toBeVisible();
    await expect(shell.acceptCookies).toBeVisible();

    const look = (button: typeof shell.acceptCookies) =>
      button.evaluate((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return {
          width: Math.round(r.width),
          height: Math.round(r.height),
          background: s.backgroundColor,
          color: s.color,
          fontSize: s.fontSize,
          fontWeight: s.fontWeight,
          border: s.border,
        };
      });
    expect(await look(shell.refuseCookies)).toEqual(await look(shell.acceptCookies));

    // Keyboard: the refusal is reachable with Tab and works with Enter.
    await shell.refuseCookies.focus();
    await expect(shell.refuseCookies).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(shell.acceptCookies).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(shell.cookieBar).toHaveCount(0);
    expect(await consentCookie(page.context())).toEqual({ time: expect.any(Number), accepted: 0 });
  });
});
