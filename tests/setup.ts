import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file starts from an empty, migrated D1.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS);
