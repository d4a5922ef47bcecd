import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";
import { testRuntimes } from "./scripts/lib/test-runtimes.ts";

/** The Rate Limiting bindings of every environment of wrangler.toml, as wrangler resolves them for a deploy. */
function ratelimitsPerEnvironment(configPath: string) {
  const names = ["", ...Object.keys(experimental_readRawConfig({ config: configPath }).rawConfig.env ?? {})];
  return Object.fromEntries(names.map((env) => [env, unstable_readConfig({ config: configPath, env: env || undefined }, { hideWarnings: true }).ratelimits]));
}

const main = "./worker/index.ts";

/**
 * The pool appends `import "<main>"` to the `cloudflare:test` module that the setup file imports, so every test file,
 * even a pure table test, evaluated the whole Worker and the React Router server build in its setup (most of
 * the suite's time: docs/measurements/test-suite-time.md). Without it the Worker is still loaded, from the same
 * module graph, the first time a file calls it (`exports.default`, a Durable Object) or imports it.
 */
function lazyWorkerMain(): Plugin {
  const eager = `import ${JSON.stringify(resolve(import.meta.dirname, main))};`;
  return {
    name: "droomnest:lazy-worker-main",
    transform(code, id) {
      if (id.startsWith("\0cloudflare:test-") && code.includes(eager)) return code.replace(eager, "");
    },
  };
}

/**
 * Unit and Workers-runtime tests: every test file runs inside workerd with the bindings of
 * wrangler.toml (D1, KV, R2, the Durable Objects), each file starting from empty storage.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/store/migrations");
  const runtimes = testRuntimes(import.meta.dirname);
  return {
    plugins: [
      reactRouter(),
      lazyWorkerMain(),
      cloudflareTest({
        main,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // TEST_RATELIMITS: tests/worker/middleware/rate-limit-config.test.ts ("" is the top level).
          bindings: { TEST_MIGRATIONS: migrations, TEST_RATELIMITS: ratelimitsPerEnvironment("./wrangler.toml") },
        },
      }),
    ],
    test: {
      // Files that change global state (module mocks, stubbed globals, fake timers) get a runtime of their own; files
      // that use the bindings or the Worker share one per vitest worker, emptied before each file (tests/setup.ts);
      // pure files share another (scripts/lib/test-runtimes.ts). All run inside workerd.
      projects: [
        { extends: true as const, test: { name: "isolated", include: runtimes.own, setupFiles: ["./tests/setup.ts"] } },
        { extends: true as const, test: { name: "bindings", include: runtimes.bindings, isolate: false, setupFiles: ["./tests/setup.ts"] } },
        { extends: true as const, test: { name: "pure", include: runtimes.shared, isolate: false } },
      ],
      // Vitest's default is cores - 1, one file at a time here; a file's runtime often waits on Vitest's Node
      // process (module loads), so two files side by side keep both cores busy.
      maxWorkers: 2,
      // Large dependencies as one pre-bundled module each instead of hundreds of files, loaded per test file.
      // hono stays out: its subpath imports (hono/cookie, hono/http-exception) must share one copy of its classes.
      deps: { optimizer: { ssr: { enabled: true, include: ["react-dom", "react-router", "zod", "pdf-lib", "isbot"] } } },
      // The shop's stylesheet is inlined in the page head (app/entry.server.tsx): process it as the build does.
      css: { include: [/app[\\/]styles[\\/]/u] },
      // A file's first call of the Worker loads it and the server build (seconds on a busy 2-core runner, more
      // when other jobs share it): no test here is about time (timing goals live in npm run bench), so the
      // limits only catch a hang.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
