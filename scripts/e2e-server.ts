/**
 * The server the Playwright suite runs against: the built Worker in workerd (wrangler dev), with a
 * fresh local D1/KV state of its own, seeded from kv-seed exactly as `npm start` does.
 * Expects `npm run build` to have run (npm test does it first).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { harnessEnv } from "./lib/wrangler-bin.ts";

const root = join(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "8788";
const state = join(root, ".wrangler", `e2e-state-${port}`);

if (!existsSync(join(root, "build", "server", "wrangler.json"))) {
  console.error("e2e-server: no build found; run `npm run build` first");
  process.exit(1);
}
rmSync(state, { recursive: true, force: true });
execFileSync(process.execPath, [join(root, "kv-seed", "seed.ts"), "--persist-to", state], { cwd: root, stdio: "inherit" });

const child = spawn(
  join(root, "node_modules", ".bin", "wrangler"),
  ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", state, "--log-level", "warn", "--show-interactive-dev-session=false"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...harnessEnv },
  },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
