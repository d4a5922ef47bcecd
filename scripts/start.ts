/**
 * `npm start`: build, migrate and seed the local D1/KV (idempotent), then serve the shop in workerd on
 * http://localhost:8787. Offline: no Request.cf fetch, no telemetry.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { runInForeground } from "./lib/foreground.ts";

const root = join(import.meta.dirname, "..");
const port = process.env.PORT ?? "8787";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit", env });
execFileSync(process.execPath, [join(root, "kv-seed", "seed.ts")], { cwd: root, stdio: "inherit", env });

console.log(`\nDroomnest: http://localhost:${port}\n`);
runInForeground(join(root, "node_modules", ".bin", "wrangler"), ["dev", "--port", port, "--ip", "localhost", "--show-interactive-dev-session=false"], { cwd: root, env });
