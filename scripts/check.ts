/**
 * `npm run check` (docs/operations/releases.md): typecheck, then for staging, production and the top level
 * (development, last, so the build left behind is the one `npm start` and the e2e server use) a build for that
 * environment and `wrangler deploy --dry-run` of it. Offline and without a login: the dry run bundles and
 * validates the configuration, and asks Cloudflare nothing. CI runs it (.ci/run).
 */
import { buildFor, run, wrangler } from "./lib/wrangler-bin.ts";

const failed: string[] = [];
if (!run("npm", ["run", "--silent", "typecheck"])) failed.push("typecheck");
for (const env of ["staging", "production", undefined]) {
  const label = env ?? "development (top level)";
  console.log(`\ncheck: ${label}`);
  if (!buildFor(env)) failed.push(`build ${label}`);
  else if (!wrangler(["deploy", "--dry-run", ...(env ? ["--env", env] : [])], { CI: "true", CLOUDFLARE_ENV: env ?? "" })) failed.push(`wrangler deploy --dry-run ${label}`);
}
if (failed.length > 0) {
  console.error(`check: failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("check: typecheck, builds and dry runs of every environment passed");
