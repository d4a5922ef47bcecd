import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../worker/env";
import type * as WorkerModule from "../worker/index";

// Types of `env` and `exports` from "cloudflare:workers" inside the tests: the Worker's own bindings,
// the migrations handed in by vitest.config.ts, and the main module's exports (exports.default.fetch).
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof WorkerModule;
      durableNamespaces: "CartObject";
    }
  }
}

export {};
