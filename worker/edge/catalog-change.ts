/**
 * PLACEHOLDER until the products helper's worker/edge/catalog-change.ts is merged (same name and signature):
 * after a committed change of products, the caches show it on the next request.
 */
import type { Env } from "../env";

export async function catalogChanged(_env: Env, _change: { productIds: readonly number[] }): Promise<void> {}
