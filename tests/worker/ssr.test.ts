import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_COOKIE } from "../../worker/api/cart";
import { findVariant, seedCart, Shopper } from "../helpers/cart";
import { clearKv } from "../helpers/kv";
import { browserGet, section } from "../helpers/http";
import { insertSession, seedContent, seedD1 } from "../helpers/seed";

const decode = (s: string) =>
  s
    .replace(/<!-- -->/gu, "")
    .replace(/&amp;/gu, "&")
    .replace(/&#x27;/gu, "'")
    .replace(/&quot;/gu, '"');

/** Text of every element matching `<tag ... class="...cls...">text</tag>` (no nesting). */
function texts(html: string, tag: string, cls: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*class="[^"]*\\b${cls}\\b[^"]*"[^>]*>(.*?)</${tag}>`, "gsu");
  return [...html.matchAll(re)].map((m) => decode(m[1]!.replace(/<[^>]+>/gu, "")).trim());
}

function mainMenu(html: string): { title: string; highlight: boolean }[] {
  const nav = section(html, '<nav class="main-menu"', "</nav>");
  return [...nav.matchAll(/<li class="(main-menu__item[^"]*)"[^>]*>.*?<a [^>]*class="main-menu__link"[^>]*>(.*?)<\/a>/gsu)].map((m) => ({
    title: decode(m[2]!),
    highlight: m[1]!.split(" ").includes("main-menu__item--highlight"),
  }));
}

async function page(path: string, opts: { session?: string; cookie?: string } = {}) {
  const res = await browserGet(path, opts);
  return { res, html: await res.text() };
}

beforeAll(async () => {
  await seedD1();
});

beforeEach(async () => {
  // Every test reads the current D1 content, not a navigation cached in KV by an earlier test.
  await clearKv();
});

describe("home page", () => {
  it("streams a Dutch document with status 200", async () => {
    const res = await browserGet("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/u);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    let chunks = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      html += decoder.decode(r.value, { stream: true });
      chunks++;
    }
    expect(chunks).toBeGreaterThan(0);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="nl"');
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    // Above the fold from the loader, below the fold (footer) streamed in later.
    expect(html).toContain(seedContent.homepage.promos[0]!.title);
    expect(html).toContain(seedContent.footer.help_text.title);
  });

  it("shows at most 9 main menu items when the seed has more than 10, in seed order, with Acties highlighted", async () => {
    const items = seedContent.navigation.items;
    expect(items.length).toBeGreaterThan(10);
    const { html } = await page("/");
    const menu = mainMenu(html);
    expect(menu.map((i) => i.title)).toEqual(items.slice(0, 9).map((i) => i.title));
    expect(menu.filter((i) => i.highlight).map((i) => i.title)).toEqual(["Acties"]);
  });

  it("shows every item when there are 10", async () => {
    const ten = { items: seedContent.navigation.items.slice(0, 10) };
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'navigation'").bind(JSON.stringify(ten)).run();
    try {
      const { html } = await page("/");
      expect(mainMenu(html).map((i) => i.title)).toEqual(ten.items.map((i) => i.title));
    } finally {
      await seedD1();
    }
  });

  it("the Acties item is highlighted wherever it stands among the shown items", async () => {
    const items = seedContent.navigation.items;
    const acties = items.find((i) => i.title === "Acties")!;
    const reordered = { items: [acties, ...items.filter((i) => i !== acties)] };
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'navigation'").bind(JSON.stringify(reordered)).run();
    try {
      const menu = mainMenu((await page("/")).html);
      expect(menu).toHaveLength(9);
      expect(menu[0]).toEqual({ title: "Acties", highlight: true });
      expect(menu.slice(1).every((i) => !i.highlight)).toBe(true);
    } finally {
      await seedD1();
    }
  });

  it("the account link says 'inloggen' for an anonymous visitor", async () => {
    const { html } = await page("/");
    const link = section(html, '<a class="header-link header-link--account"', "</a>");
    expect(link).toContain('href="/account/login/"');
    expect(texts(link, "span", "header-link__label")).toEqual(["inloggen"]);
  });

  it("the account link shows the first name when logged in", async () => {
    const session = await insertSession({ firstName: "Anouk" });
    const { html } = await page("/", { session });
    const link = section(html, '<a class="header-link header-link--account"', "</a>");
    expect(link).toContain('href="/account/"');
    expect(texts(link, "span", "header-link__label")).toEqual(["Anouk"]);
    expect(html).not.toContain(">inloggen<");
  });

  it("escapes a first name with markup", async () => {
    const session = await insertSession({ firstName: "<img src=x onerror=alert(1)>" });
    const { html } = await page("/", { session });
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("still renders (200) without the navigation when it cannot be loaded", async () => {
    await env.DB.prepare("DELETE FROM content WHERE key = 'navigation'").run();
    try {
      const { res, html } = await page("/");
      expect(res.status).toBe(200);
      expect(html).toContain('<html lang="nl"');
      expect(html).not.toContain('<nav class="main-menu"');
      // The rest of the page is there.
      expect(html).toContain(seedContent.homepage.promos[0]!.title);
      expect(html).toContain(seedContent.footer.help_text.title);
    } finally {
      await seedD1();
    }
  });

  it("still renders (200) when no content at all can be loaded", async () => {
    await env.DB.prepare("DELETE FROM content").run();
    try {
      const { res, html } = await page("/");
      expect(res.status).toBe(200);
      expect(html).toContain('<html lang="nl"');
      expect(html).not.toContain('<nav class="main-menu"');
    } finally {
      await seedD1();
    }
  });
});

describe("other pages", () => {
  it("an unknown path answers 404 with 'This page could not be found'", async () => {
    const { res, html } = await page("/bestaat-niet/");
    expect(res.status).toBe(404);
    expect(texts(html, "h1", "error-page__title")).toEqual(["This page could not be found"]);
    expect(texts(html, "p", "error-page__status")).toEqual(["404"]);
    expect(html).not.toContain("Oeps, er ging iets mis!");
    expect(html).toContain(">Ga terug<");
  });

  it("/account/ logged in shows the 'Mijn account' menu with its seven items", async () => {
    const session = await insertSession({ firstName: "Anouk" });
    const { res, html } = await page("/account/", { session });
    expect(res.status).toBe(200);
    const menu = section(html, '<nav class="account-menu"', "</nav>");
    expect(menu).toContain(">Mijn account</h2>");
    expect(texts(menu, "a", "account-menu__link")).toEqual([
      "Dashboard",
      "Accountinformatie",
      "Mijn bestellingen",
      "Factuuradres",
      "Afleveradres",
      "Nieuwsbrieven",
      "Afmelden",
    ]);
  });

  it("/cart/ shows 'Mijn Winkelwagen' and the 8,7 rating block", async () => {
    const { res, html } = await page("/cart/");
    expect(res.status).toBe(200);
    expect(texts(html, "h1", "page-title")).toEqual(["Mijn Winkelwagen"]);
    const rating = section(html, '<section class="rating-block"', "</section>");
    expect(rating).toContain("8,7");
    expect(decode(rating.replace(/<[^>]+>/gu, ""))).toContain("8,7/10");
  });

  it("the rating block is on the cart page only", async () => {
    const cookie = await cartWithOneItem();
    for (const [path, opts] of [["/", {}], ["/checkout/address-details/", { cookie }]] as const) {
      const { res, html } = await page(path, opts);
      expect(res.status).toBe(200);
      expect(html).toContain(seedContent.footer.help_text.title);
      expect(html).not.toContain('class="rating-block"');
    }
  });

  it("/cart/ with a forged cart cookie still renders an empty cart", async () => {
    const { res, html } = await page("/cart/", { cookie: `${CART_COOKIE}=${"0".repeat(64)}` });
    expect(res.status).toBe(200);
    expect(html).toContain("Je winkelwagen is leeg");
  });

  it("a checkout step shows 'Bestellen' and the three progress steps, the current one marked", async () => {
    const { res, html } = await page("/checkout/address-details/", { cookie: await cartWithOneItem() });
    expect(res.status).toBe(200);
    expect(texts(html, "h1", "page-title")).toEqual(["Bestellen"]);
    const steps = section(html, '<ol class="checkout-progress"', "</ol>");
    expect(steps).toContain("Verzend- &amp; betaalmethode");
    expect(texts(steps, "li", "checkout-progress__step").map((t) => t.replace(/^\d/u, ""))).toEqual([
      "Adres",
      "Verzend- & betaalmethode",
      "Betaling",
    ]);
    expect(section(steps, '<li class="checkout-progress__step is-current"', "</li>")).toContain('aria-current="step"');
  });

  it("/checkout/ with an empty cart goes back to the cart", async () => {
    const { res } = await page("/checkout/");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/cart/");
  });
});

/** A guest cart with one item in stock; the cookie header that names it. */
async function cartWithOneItem(): Promise<string> {
  await seedCart();
  const shopper = new Shopper();
  const { variant } = findVariant((p, v) => p.available !== false && (v.stock ?? 0) > 2);
  await shopper.addOk(variant.id, 1);
  return `${CART_COOKIE}=${shopper.cart}`;
}
