import { env } from "cloudflare:workers";

/** Deletes every key of the CACHE namespace (cached API responses, seed version, service token). */
export async function clearKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await env.CACHE.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((k) => env.CACHE.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
