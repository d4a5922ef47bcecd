/**
 * JavaScript budget per route, from the last build (run `npm run build` first): the gzip size of each
 * route's initial JavaScript as the browser loads it (the entry, every route module of the route's chain
 * from root, and their static imports, de-duplicated, read from build/client/assets/manifest-*.js), and the
 * shop's code on top of the framework chunk. Budget (ADR 009): 25 KiB of shop code, 35 for the checkout
 * steps and the configurator. Dynamic imports (loaded on demand) are not counted.
 *
 *   node scripts/js-budget.ts [filter]     e.g. node scripts/js-budget.ts address
 * Exit code 1 when a listed route is over its budget.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");
// The checkout steps (pay again is step 2's payment form again) and the configurator get 35 KiB. The back
// office's pages (staff only, their own chunks that no shop page loads, docs/decisions/035) get 40 KiB: the
// order page holds the shipping panel, refunds, returns and notes of one order.
const BIGGER_BUDGET = /^routes\/checkout\/(address-details|payment-methods|pay|pay-again)$|configurator/u;
const BACKOFFICE_BUDGET = /^routes\/beheer\//u;

function readManifest(): Manifest {
  const dir = join(client, "assets");
  const file = readdirSync(dir).find((f) => /^manifest-[\w-]+\.js$/u.test(f));
  if (!file) throw new Error("no build/client/assets/manifest-*.js: run `npm run build` first");
  const text = readFileSync(join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const sizes = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = sizes.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(client, asset))).length;
    sizes.set(asset, size);
  }
  return size;
}

function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) out.unshift(r);
  return out;
}

function fullPath(routes: ManifestRoute[]): string {
  const parts = routes.map((r) => r.path ?? "").filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/gu, "/");
}

const manifest = readManifest();
const filter = process.argv[2] ?? "";
const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId));
let over = 0;
const rows: string[] = [];
for (const route of Object.values(manifest.routes)) {
  if (parents.has(route.id) || !route.id.includes(filter)) continue;
  const routes = chain(manifest, route.id);
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of routes) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  let total = 0;
  let framework = 0;
  for (const f of files) {
    const size = gzipSize(f);
    total += size;
    if (/\/framework-[^/]+\.js$/u.test(f)) framework += size;
  }
  const shopKB = (total - framework) / 1024;
  const budget = BACKOFFICE_BUDGET.test(route.id) ? 40 : BIGGER_BUDGET.test(route.id) ? 35 : 25;
  const ok = shopKB <= budget;
  if (!ok) over++;
  rows.push(`${ok ? "met    " : "NOT met"} ${shopKB.toFixed(1).padStart(5)} / ${budget} KiB  ${route.id}  ${fullPath(routes)}`);
}
console.log(rows.sort((a, b) => a.slice(a.indexOf("routes/")).localeCompare(b.slice(b.indexOf("routes/")))).join("\n"));
console.log(`framework chunk not counted; ${over} route(s) over budget`);

/**
 * No shop page loads back-office code (docs/decisions/035): no file of a shop route's initial JavaScript is a
 * module of a route under layouts/beheer, or holds the back office's paths or class names (a module of
 * app/lib/beheer or app/components/beheer merged into a chunk the shop shares).
 */
export const BACKOFFICE_MARKER = /[`"'](?:\/beheer\/|beheer-)/u;
const isBackofficeRoute = (id: string): boolean => chain(manifest, id).some((r) => r.id === "layouts/beheer");
const backofficeModules = new Set(Object.values(manifest.routes).filter((r) => isBackofficeRoute(r.id)).map((r) => r.module));
const leaks: string[] = [];
for (const route of Object.values(manifest.routes)) {
  if (isBackofficeRoute(route.id)) continue;
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain(manifest, route.id)) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  for (const f of files) {
    if (backofficeModules.has(f) || BACKOFFICE_MARKER.test(readFileSync(join(client, f), "utf8"))) leaks.push(`${route.id} loads back-office code: ${f}`);
  }
}
console.log(leaks.length ? leaks.join("\n") : "back-office code in shop pages: none");
process.exitCode = over > 0 || leaks.length > 0 ? 1 : 0;
