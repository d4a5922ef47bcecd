/**
 * GET /feeds/google-merchant.xml (docs/decisions/041, docs/operations/media-and-feed.md): the Merchant Center
 * feed, streamed a page of products at a time so 20 000 products never sit in memory at once. It is kept
 * in the data centre's Cache API (`caches.default`) for FEED_FRESH_S, and browsers and Google may keep it
 * as long: a changed price or stock reaches the feed within that time (Google fetches it once a day).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { variantPrice } from "../domain/pricing";
import { FEED_TAIL, feedHead, feedItem } from "../domain/feed/google-merchant";
import { feedPage } from "../store/feed";
import { todayIso } from "../store/catalog";
import { publicOrigin } from "./seo";
import { logFor } from "../http/log";
import { defaultCache } from "../edge/page-cache";

export const feedsApp = new Hono<AppEnv>();

export const GOOGLE_MERCHANT_FEED_PATH = "/feeds/google-merchant.xml";
/** How long the feed is kept and may be stale: 15 minutes. */
export const FEED_FRESH_S = 900;
/** Products per D1 batch while streaming. */
const PAGE = 250;

/** The feed as a stream of UTF-8 chunks: the head, then each page's items, then the tail. */
export function googleMerchantFeed(db: D1Database, origin: string, today = todayIso()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(feedHead(origin)));
        return;
      }
      const page = await feedPage(db, after, PAGE);
      if (page.products.length === 0) {
        controller.enqueue(encoder.encode(FEED_TAIL));
        controller.close();
        return;
      }
      const byId = new Map(page.products.map((p) => [p.id, p]));
      let chunk = "";
      for (const v of page.variants) {
        const p = byId.get(v.product_id)!;
        const { price, price_old } = variantPrice(page.history.get(p.id) ?? [], p.price, v.price_delta, today);
        chunk += feedItem(origin, {
          productId: p.id,
          variantId: v.id,
          sku: v.sku,
          productSku: p.sku,
          slug: p.slug,
          title: p.title,
          options: JSON.parse(v.options) as string[],
          description: p.description,
          brand: p.brand,
          productType: p.type,
          image: p.image,
          price,
          priceOld: price_old,
          inStock: p.available === 1 && v.stock > 0,
          gtin: v.gtin,
        });
      }
      after = page.products.at(-1)!.id;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

feedsApp.get(GOOGLE_MERCHANT_FEED_PATH, async (c) => {
  const origin = publicOrigin(c.env.PUBLIC_ORIGIN) ?? new URL(c.req.url).origin;
  const cache = defaultCache();
  const key = new Request(`${origin}/__feed-cache${GOOGLE_MERCHANT_FEED_PATH}`);
  const hit = await cache.match(key);
  // A copy: the cached answer's headers are immutable, and the middleware adds its own.
  if (hit) return new Response(hit.body, hit);
  const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${FEED_FRESH_S}` };
  const [toClient, toCache] = googleMerchantFeed(c.env.DB, origin).tee();
  c.executionCtx.waitUntil(
    cache.put(key, new Response(toCache, { headers })).catch((error: unknown) => logFor(c).warn("feed cache write failed", { error: String(error) })),
  );
  return new Response(toClient, { headers });
});
