import { env } from "cloudflare:workers";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../worker/edge/cache";

/**
 * Deletes every key of the CACHE namespace (cached API responses, seed version, service token), then
 * writes a new seed version, as `npm run seed` does: the page cache (Cache API, keyed by the seed
 * version) starts empty too, so the next page is rendered from the current D1 content.
 */
export async function clearKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await env.CACHE.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((k) => env.CACHE.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  await env.CACHE.put(SEED_VERSION_KEY, `test-${crypto.randomUUID()}`);
  resetCacheVersionMemo();
}
