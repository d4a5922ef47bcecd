/**
 * Every test file that uses the bindings starts from empty storage and an isolate that remembers nothing,
 * whether it has a Workers runtime of its own or shares one with other files (scripts/lib/test-runtimes.ts):
 * every binding emptied (D1, KV, R2, the Cache API, Durable Objects, Rate Limiting counters), D1 migrated,
 * and every in-memory copy of the isolate forgotten (docs/caching.md).
 */
import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { resetOfferedMethods } from "../worker/api/checkout/service";
import { resetCacheVersionMemo } from "../worker/edge/cache";
import { resetCatalogVersionMemo } from "../worker/edge/catalog-version";
import { resetPageMemory } from "../worker/edge/page-entry";
import { resetPostcodeSnapshot } from "../worker/edge/postcode";
import { resetSuggestionsMemo } from "../worker/edge/suggestions-memo";
import { resetServiceTokenMemo } from "../worker/edge/upstream";
import { resetRenderMemo } from "../worker/ssr-memo";
import { resetSearchLexicon } from "../worker/store/catalog/search";

const migrations = (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS;

// In a hook, not at the top level: emptying the Durable Objects while the runtime imports this module stops its runner.
beforeAll(async () => {
  await reset();
  for (const forget of [resetOfferedMethods, resetCacheVersionMemo, resetCatalogVersionMemo, resetPageMemory, resetPostcodeSnapshot, resetSuggestionsMemo, resetServiceTokenMemo, resetRenderMemo, resetSearchLexicon]) forget();
  await applyD1Migrations(env.DB, migrations);
});
