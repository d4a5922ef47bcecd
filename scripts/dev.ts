/**
 * `npm run dev`: the shop with hot reload. Vite serves it with the Cloudflare Vite plugin, which runs the Worker
 * (Hono, React Router SSR, D1, KV, Durable Objects, Rate Limiting) in workerd from wrangler.toml's top-level
 * (development) configuration. It uses the same local state as `npm start`: the plugin and wrangler both keep
 * it in `.wrangler/state/v3`, so the seeded demo shop is there. When that state holds no catalogue yet, this
 * script seeds it first (`npm run seed`, as `npm start` does). Offline: no Request.cf fetch, no telemetry.
 *
 *   npm run dev                      http://localhost:5173
 *   npm run dev -- --port 8865       another port (PORT=8865 npm run dev works too)
 *
 * After pulling new migrations or seed files, run `npm run seed` (or restart `npm start` once).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { runInForeground } from "./lib/foreground.ts";

const root = join(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = (portAt >= 0 ? args[portAt + 1] : process.env.PORT) ?? "5173";
const rest = portAt >= 0 ? args.filter((_, i) => i !== portAt && i !== portAt + 1) : args;

// Development only: a CLOUDFLARE_ENV left in the shell would make the plugin load a remote environment's
// configuration (its vars, its database ids) into the local dev server.
const env: NodeJS.ProcessEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
delete env.CLOUDFLARE_ENV;

/** True when the local D1 of `npm start` already holds the demo catalogue. */
function seeded(): boolean {
  try {
    const out = execFileSync(
      bin("wrangler"),
      ["d1", "execute", "DB", "--local", "--config", join(root, "wrangler.toml"), "--json", "--command", "SELECT COUNT(*) AS n FROM products"],
      { cwd: root, encoding: "utf8", env: { ...env, CI: "true" }, stdio: ["ignore", "pipe", "ignore"] },
    );
    const rows = JSON.parse(out) as { results?: { n?: number }[] }[];
    return (rows[0]?.results?.[0]?.n ?? 0) > 0;
  } catch {
    return false; // no database or no products table yet
  }
}

if (!seeded()) {
  console.log("dev: the local state is empty; seeding it first (npm run seed)");
  execFileSync("npm", ["run", "--silent", "seed"], { cwd: root, stdio: "inherit", env });
}

console.log(`\nDroomnest (hot reload): http://localhost:${port}\n`);
runInForeground(bin("vite"), ["dev", "--port", port, "--strictPort", "--host", "localhost", ...rest], { cwd: root, env });
