import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";

/** The Rate Limiting bindings of every environment of wrangler.toml, as wrangler resolves them for a deploy. */
function ratelimitsPerEnvironment(configPath: string) {
  const names = ["", ...Object.keys(experimental_readRawConfig({ config: configPath }).rawConfig.env ?? {})];
  return Object.fromEntries(names.map((env) => [env, unstable_readConfig({ config: configPath, env: env || undefined }, { hideWarnings: true }).ratelimits]));
}

/**
 * Unit and Workers-runtime tests: every test file runs inside workerd with the bindings of
 * wrangler.toml (D1, KV, the cart Durable Object), isolated per file.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/store/migrations");
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // TEST_RATELIMITS: tests/worker/middleware/rate-limit-config.test.ts ("" is the top level).
          bindings: { TEST_MIGRATIONS: migrations, TEST_RATELIMITS: ratelimitsPerEnvironment("./wrangler.toml") },
        },
      }),
    ],
    test: {
      include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
      setupFiles: ["./tests/setup.ts"],
      // The shop's stylesheet is inlined in the page head (app/entry.server.tsx): process it as the build does.
      css: { include: [/app[\\/]styles[\\/]/u] },
      // A file's first page render loads the server build (seconds on a busy 2-core runner): no test here
      // is about time (timing goals live in npm run bench), so the limits only catch a hang.
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
});
