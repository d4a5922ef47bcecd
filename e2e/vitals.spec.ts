/**
 * Real-user measurement (ADR 024): no reporter and no report before analytics consent; after it,
 * one report per page view to /v1/vitals (JSON, this origin) when the page is hidden or left.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";
import { ownClientIp } from "./support/account";

const isReport = (r: Request) => new URL(r.url()).pathname === "/v1/vitals";
const isReporterChunk = (r: Request) => /\/vitals-[\w-]+\.js$/u.test(new URL(r.url()).pathname);

interface Beacon {
  url: string;
  type: string;
  body: { page_type: string; lcp: number | null; inp: number | null; cls: number };
}

/**
 * Keeps a copy of every beacon the page sends (the browser still sends it): Playwright does not expose a
 * beacon's body on its request object.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __beacons: unknown[] };
    w.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => w.__beacons.push({ url: String(url), type: data.type, body: JSON.parse(text) }));
      return send(url, data);
    };
  });
}

async function beacons(page: Page): Promise<Beacon[]> {
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __beacons: Beacon[] }).__beacons);
}

/** The page as the browser has it when the visitor switches tab or minimises the window. */
function hide(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

function show(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test.describe("real-user measurement", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientIp(context);
  });

  test("nothing is loaded or sent before consent; after 'Accepteren' the page view is reported once", async ({ page }) => {
    await recordBeacons(page);
    const reports: Request[] = [];
    const chunks: Request[] = [];
    page.on("request", (r) => (isReport(r) ? reports.push(r) : isReporterChunk(r) && chunks.push(r)));
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.cookieBar).toBeVisible();
    await hide(page);
    await show(page);
    await page.waitForTimeout(500);
    expect(reports, "no report before a cookie choice").toEqual([]);
    expect(chunks, "no reporter loaded before a cookie choice").toEqual([]);

    const report = page.waitForRequest(isReport);
    // The reporter loads on the choice: hidden before it has run, the page would have nobody to report it.
    const reporterLoaded = page.waitForResponse((r) => isReporterChunk(r.request()));
    await shell.acceptCookies.click();
    await expect(shell.cookieBar).toBeHidden();
    await (await reporterLoaded).finished();
    await page.waitForTimeout(300);
    await hide(page);
    const sent = await report;
    expect(sent.method()).toBe("POST");
    const [beacon] = await beacons(page);
    expect(beacon).toMatchObject({ url: "/v1/vitals", type: "application/json", body: { page_type: "home", lcp: expect.any(Number), cls: expect.any(Number) } });
    expect(Object.keys(beacon!.body).sort()).toEqual(["cls", "inp", "lcp", "page_type"]);
    expect(beacon!.body.lcp).toBeGreaterThan(0);
    expect(chunks.length).toBe(1);

    // Hidden again: the same page view is not reported twice.
    await show(page);
    await hide(page);
    await page.waitForTimeout(500);
    expect(reports).toHaveLength(1);
  });

  test("a refused choice: never loaded, never sent", async ({ page, storeCookieChoice }) => {
    await storeCookieChoice({ accepted: false });
    const seen: Request[] = [];
    page.on("request", (r) => (isReport(r) || isReporterChunk(r)) && seen.push(r));
    const shell = new Shell(page);
    await shell.open("/matrassen/");
    await hide(page);
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
  });

  test("with stored consent: a client-side navigation reports the previous page view, the API accepts it", async ({ page, storeCookieChoice }) => {
    await storeCookieChoice({ accepted: true });
    await recordBeacons(page);
    const shell = new Shell(page);
    await shell.open("/matrassen/");
    await page.waitForTimeout(300);
    const accepted = page.waitForResponse((r) => isReport(r.request()));
    await page.locator(".product-grid a[href$='.html']").first().click();
    await page.waitForURL(/\.html$/u);
    const res = await accepted;
    expect(res.status()).toBe(202);
    expect((await beacons(page)).map((b) => b.body)).toEqual([expect.objectContaining({ page_type: "category", lcp: expect.any(Number) })]);

    // The product page view: no LCP of its own (a soft navigation), reported when the page is hidden.
    const next = page.waitForResponse((r) => isReport(r.request()));
    await hide(page);
    expect((await next).status()).toBe(202);
    expect((await beacons(page)).map((b) => b.body)[1]).toMatchObject({ page_type: "product", lcp: null, cls: expect.any(Number) });
  });
});
