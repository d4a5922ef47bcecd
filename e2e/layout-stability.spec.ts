/**
 * Layout stability (CLS 0; docs/measurements/024-hydration-and-web-vitals.md "Cart CLS and category hydration"). A first
 * visit, as Lighthouse makes it, on a phone-sized viewport: every layout shift the browser recorded from
 * navigation until the page is loaded, hydrated and its streamed parts have arrived (PerformanceObserver,
 * buffered) must add up to 0.
 * - The cart with an item: its promo above the cart is in the first HTML (streamed in later it pushed the
 *   cart down), and the no-JavaScript 'Bijwerken' button is not removed at hydration (that moved the line).
 * - A filtered category: the grid and the filters are in the first HTML in place (not written out of order
 *   by React and revealed later) and hydration keeps the server's nodes (no client re-render).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cartApi, CartPage } from "./pages/cart";
import { Shell } from "./pages/shell";
import { catalogApi } from "./support/catalog";

/** A phone, as Lighthouse's mobile run and the bench measure (the desktop main menu is not shown there). */
test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

interface Shift {
  value: number;
  /** What moved: tag.class and its rectangle before -> after (x, y, width, height). */
  sources: string[];
}

/**
 * Every layout shift of the page so far, from the browser's buffer. The test gives no input before it asks,
 * so all of them count (Chromium's touch emulation marks some load-time shifts as "recent input").
 */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const seen: Shift[] = [];
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
            seen.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((s) => {
                const el = s.node instanceof Element ? s.node : null;
                const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}` : (s.node?.nodeName ?? "?");
                return `${name} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
              }),
            });
          }
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries are delivered in a task of their own; none at all means no callback.
        setTimeout(() => {
          observer.disconnect();
          resolve(seen);
        }, 250);
      }),
  );
}

/** Opens a page, waits for hydration (the shell's live cart call) and for the streamed parts and images to settle. */
async function openSettled(page: Page, path: string): Promise<void> {
  await new Shell(page).open(path);
  await page.waitForLoadState("networkidle");
  // React reveals streamed boundaries up to 300 ms after the last paint: give late arrivals time to move things.
  await page.waitForTimeout(1000);
}

function expectNoShift(shifts: Shift[]): void {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, `layout shifts (CLS ${total.toFixed(4)}):\n${shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join("; ")}`).join("\n")}`).toBe(0);
}

/** The first brand filter of 'matrassen': a filtered listing, as the bench measures it. */
async function filteredPath(request: APIRequestContext): Promise<string> {
  const listing = await catalogApi.category(request, "matrassen");
  return listing.filters.find((f) => f.url_key === "merk")!.attributes[0]!.url;
}

/** A browser's user agent: bots get the whole document at once (allReady), shoppers a stream. */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

test("the cart with an item does not shift while it loads and hydrates (CLS 0)", async ({ page, request }) => {
  const listing = await catalogApi.category(request, "keuken");
  const tile = listing.products.find((t) => t.available)!;
  const product = await catalogApi.product(request, tile.slug);
  await cartApi.add(page.request, product.variants.find((v) => v.available)!.id);

  await openSettled(page, "/cart/");
  const cart = new CartPage(page);
  await expect(cart.lines).toHaveCount(1);
  // The promo above the cart and the suggestions below it are on the page: they arrived without moving it.
  await expect(page.getByRole("complementary", { name: "Actie" })).toBeVisible();
  await expect(cart.suggested).toBeAttached();
  expectNoShift(await layoutShifts(page));
  // Nothing in the cart (the discount code row, a long title) makes it wider than the phone: a cart that was
  // 13-29 px too wide also moved its line once the form was laid out.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
});

test.describe("a filtered category page", () => {
  test("has its grid and filters in place in the first HTML, not written out of order and revealed later", async ({ request }) => {
    const path = await filteredPath(request);
    const res = await request.get(path, { headers: { "User-Agent": BROWSER_UA } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const part of ['class="filter-bar"', 'id="filter-panel"', 'class="product-grid', 'class="tile"', 'class="load-more"']) {
      expect(main, `${part} inside <main> of the first HTML`).toContain(part);
    }
    // React writes a boundary it outlines as a pending placeholder plus a hidden segment after the shell.
    expect(main).not.toContain("<template id=\"B:");
  });

  test("does not shift while it loads and hydrates, and hydration keeps the server's nodes (CLS 0)", async ({ page, request }) => {
    const path = await filteredPath(request);
    // Every element of <main> once the HTML is parsed (before the modules run and hydrate it).
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __serverNodes: Element[] }).__serverNodes = [...document.querySelectorAll("main *")];
      });
    });
    await openSettled(page, path);
    expectNoShift(await layoutShifts(page));
    const kept = await page.evaluate(() => {
      const nodes = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
      const gone = nodes.filter((n) => !n.isConnected).map((n) => `${n.tagName.toLowerCase()}.${[...n.classList].join(".")}`);
      return { total: nodes.length, gone };
    });
    expect(kept.total).toBeGreaterThan(100);
    // A hydration difference makes React throw the server's nodes away and render the part again.
    expect(kept.gone, "server-rendered elements of <main> replaced after hydration").toEqual([]);
  });
});

test.describe("a document painted part-way (docs/decisions/023, 'Part-way paint')", () => {
  test("the first paint waits until the shell is parsed to its last element", async ({ page, request }) => {
    const path = await filteredPath(request);
    const res = await request.get(path, { headers: { "User-Agent": BROWSER_UA } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="expect" href="#shell-end" blocking="render"\/>/u);
    const end = html.indexOf('<div id="shell-end" hidden="">');
    expect(end, "the shell's last element").toBeGreaterThan(html.indexOf("</main>"));
    expect(end).toBeGreaterThan(html.indexOf('class="cookie-bar"'));
    expect(end).toBeGreaterThan(html.indexOf("</footer>"));
    // Whatever React streams after the shell comes later, in hidden segments it reveals whole.
    const firstSegment = html.indexOf('<div hidden id="S:');
    if (firstSegment >= 0) expect(end).toBeLessThan(firstSegment);

    // In the browser: the first frame (its animation-frame callbacks run just before it is painted) comes
    // only once the shell's last element is there.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: { shellEnd: boolean; footer: boolean } }).__firstFrame = {
          shellEnd: document.getElementById("shell-end") !== null,
          footer: document.querySelector("footer") !== null,
        };
      });
    });
    await new Shell(page).open(path);
    const first = await page.evaluate(() => (window as unknown as { __firstFrame?: { shellEnd: boolean; footer: boolean } }).__firstFrame);
    expect(first).toEqual({ shellEnd: true, footer: true });
  });

  test("the cookie bar and the header's icons are shown only once complete (for browsers that paint anyway)", async ({ page }) => {
    await new Shell(page).open("/");
    const shown = await page.evaluate(() => {
      const visible = (el: Element) => getComputedStyle(el).display !== "none" && getComputedStyle(el).visibility !== "hidden";
      const result: Record<string, boolean> = {};
      // A cookie bar parsed up to its title, then with its buttons.
      const bar = document.createElement("section");
      bar.className = "cookie-bar";
      bar.innerHTML = '<div class="cookie-bar__inner"><h2 class="cookie-bar__title">Cookies</h2></div>';
      document.body.append(bar);
      result.barTitleOnly = visible(bar);
      bar.firstElementChild!.insertAdjacentHTML("beforeend", '<div class="cookie-bar__actions"><button class="btn">Weigeren</button></div>');
      result.barOneButton = visible(bar);
      bar.querySelector(".cookie-bar__actions")!.insertAdjacentHTML("beforeend", '<button class="btn">Accepteren</button>');
      result.barComplete = visible(bar);
      bar.remove();
      // The header's right-aligned icons, parsed up to the account link, then with the cart link.
      const icons = document.createElement("div");
      icons.className = "site-header__actions";
      icons.innerHTML = '<a class="header-link header-link--account" href="/account/">Inloggen</a>';
      document.querySelector(".site-header")!.append(icons);
      result.iconsPartial = visible(icons);
      icons.insertAdjacentHTML("beforeend", '<a class="header-link header-link--cart" href="/cart/">Winkelwagen</a>');
      result.iconsComplete = visible(icons);
      icons.remove();
      return result;
    });
    expect(shown).toEqual({ barTitleOnly: false, barOneButton: false, barComplete: true, iconsPartial: false, iconsComplete: true });
  });
});
