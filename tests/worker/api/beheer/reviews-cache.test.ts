/**
 * A moderation reaches shoppers at once (docs/decisions/042): with the product page in the page cache, an
 * approved review with the shop's reply is on the next anonymous request of that page, with the new count.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../../worker/edge/cache";
import { PAGE_CACHE_HEADER } from "../../../../worker/edge/page-cache";
import { catalogData, seedCatalog } from "../../../helpers/catalog";
import { browserGet, untilPageCacheHit } from "../../../helpers/http";
import { seedD1 } from "../../../helpers/seed";
import { beheerFetch } from "../../../helpers/staff";

const state = (res: Response) => res.headers.get(PAGE_CACHE_HEADER);

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
}, 60_000);
beforeEach(async () => {
  await env.CACHE.put(SEED_VERSION_KEY, `reviews-cache-${Date.now()}`);
  resetCacheVersionMemo();
});

describe("moderation and the page cache", () => {
  it("an approved review and its reply are on the cached product page at the next request", async () => {
    const product = catalogData.products.find((p) => p.available && catalogData.reviews.some((r) => r.product_id === p.id))!;
    const path = `/${product.slug}.html`;
    const title = `Nieuw in de cache ${Date.now()}`;
    await env.DB.prepare("INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status, email_hash, verified) VALUES (?1, 'Lotte', ?2, 'Heerlijk.', 5, '2099-01-01T10:00:00Z', 'pending', ?3, 0)")
      .bind(product.id, title, crypto.randomUUID())
      .run();
    const id = (await env.DB.prepare("SELECT id FROM reviews WHERE title = ?1").bind(title).first<{ id: number }>())!.id;
    const cached = await untilPageCacheHit(() => browserGet(path));
    expect(state(cached)).toBe("hit");
    expect(await cached.text()).not.toContain(title);

    expect((await beheerFetch(`/beheer/api/reviews/${id}/approve`, { method: "POST", body: "{}" }, "medewerker")).status).toBe(200);
    expect((await beheerFetch(`/beheer/api/reviews/${id}/reply`, { method: "PUT", body: JSON.stringify({ reply: "Fijn dat je zo goed slaapt, Lotte!" }) }, "medewerker")).status).toBe(200);

    const html = await (await browserGet(path)).text();
    expect(html).toContain(title);
    expect(html).toContain("Reactie van Droomnest");
    expect(html).toContain("Fijn dat je zo goed slaapt, Lotte!");
  });
});
