/**
 * The promo tile of the product grid (ADR 011): its text comes from the "promo-banner" content
 * document, it stands at PROMO_BANNER_INDEX on categories with promo_banner, and when its content cannot
 * be loaded the category page renders without it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { PROMO_BANNER_INDEX } from "../../app/lib/constants";
import { setLogSink } from "../../app/lib/log";
import { seedCatalog } from "../helpers/catalog";
import { browserGet, decodeHtml, section, worker } from "../helpers/http";
import { clearKv } from "../helpers/kv";
import { seedContent, seedD1 } from "../helpers/seed";

const promo = seedContent["promo-banner"];

/** The grid's cells in order: "promo" for the promo tile, else "tile". */
function cells(html: string): string[] {
  const grid = section(html, '<ul class="product-grid', "</ul>\n").replace(/<\/ul>$/u, "");
  return [...grid.matchAll(/<li class="product-grid__item( product-grid__item--promo)?"/gu)].map((m) => (m[1] ? "promo" : "tile"));
}

async function page(path: string) {
  const res = await browserGet(path);
  return { status: res.status, html: decodeHtml(await res.text()) };
}

beforeAll(async () => {
  await seedCatalog();
});

beforeEach(async () => {
  await seedD1();
  await clearKv();
});

describe("promo banner in the product grid", () => {
  it("shows the content document's title, text and link at PROMO_BANNER_INDEX on /matrassen/", async () => {
    const { status, html } = await page("/matrassen/");
    expect(status).toBe(200);
    const tile = section(html, '<aside class="tile tile--promo"', "</aside>");
    expect(tile).toContain(promo.title);
    expect(tile).toContain(promo.text);
    expect(tile).toContain(`href="${promo.link}"`);
    expect(tile).toContain(promo.link_text);
    const order = cells(html);
    expect(order.indexOf("promo")).toBe(PROMO_BANNER_INDEX - 1);
    expect(order.filter((c) => c === "promo")).toHaveLength(1);
  });

  it("follows the content: a changed document changes the tile", async () => {
    const changed = { ...promo, title: "Winterdeals bij Droomnest", text: "Dekbedden met korting.", link: "/acties/sale/", link_text: "Naar de sale" };
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'promo-banner'").bind(JSON.stringify(changed)).run();
    const { html } = await page("/matrassen/");
    const tile = section(html, '<aside class="tile tile--promo"', "</aside>");
    expect(tile).toContain("Winterdeals bij Droomnest");
    expect(tile).toContain('href="/acties/sale/"');
    expect(tile).not.toContain(promo.title);
  });

  it("is served by /v1/content/promo-banner through the KV cache", async () => {
    const first = await worker("/v1/content/promo-banner");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(((await first.json()) as { data: unknown }).data).toEqual(promo);
  });

  it("without its content the category renders its tiles and no promo tile", async () => {
    await env.DB.prepare("DELETE FROM content WHERE key = 'promo-banner'").run();
    const lines: string[] = [];
    onTestFinished(setLogSink((line) => lines.push(line)));
    const { status, html } = await page("/matrassen/");
    expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string }).filter((l) => l.msg === "promo banner not loaded")).toEqual([
      expect.objectContaining({ level: "warn" }),
    ]);
    expect(status).toBe(200);
    // The markup, not the bare class name: the inline stylesheet in the head names it too.
    expect(html).not.toContain('<aside class="tile tile--promo"');
    const order = cells(html);
    expect(order.length).toBeGreaterThan(PROMO_BANNER_INDEX);
    expect(order).not.toContain("promo");
  });
});
