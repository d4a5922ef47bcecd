/**
 * `npm run rollback -- staging|production [VERSION_ID]` (docs/operations/releases.md): lists the Worker's
 * recent versions (`wrangler versions list`) and rolls back to VERSION_ID, or to the version before the
 * current one when none is given (`wrangler rollback`). Only the code and its configuration go back: D1 is
 * not rolled back (Time Travel restores it, docs/operations/releases.md), secrets stay as they are now.
 */
import { REMOTE_ENVIRONMENTS, type RemoteEnvironment } from "./lib/release-checks.ts";
import { wrangler, wranglerToml } from "./lib/wrangler-bin.ts";

const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

function usage(message?: string): never {
  if (message) console.error(`rollback: ${message}`);
  console.error("usage: npm run rollback -- staging|production [VERSION_ID]   (VERSION_ID from the list it prints)");
  process.exit(1);
}

const [target, version, ...rest] = process.argv.slice(2).filter((a) => a !== "--");
if (!target || !REMOTE_ENVIRONMENTS.includes(target as RemoteEnvironment)) usage(target ? `unknown environment "${target}"` : undefined);
if (rest.length > 0) usage(`unexpected ${rest.join(" ")}`);
if (version !== undefined && !VERSION_ID.test(version)) usage(`"${version}" is not a version id (wrangler versions list shows them)`);

const config = ["--env", target, "--config", wranglerToml];
console.log(`rollback: the recent versions of ${target}`);
if (!wrangler(["versions", "list", ...config])) usage("wrangler versions list failed (logged in? `wrangler login` or CLOUDFLARE_API_TOKEN)");
const message = `npm run rollback -- ${target}${version ? ` ${version}` : ""}`;
if (!wrangler(["rollback", ...(version ? [version] : []), "--message", message, ...config])) usage("wrangler rollback failed; nothing changed");
console.log(`rollback: done. D1 keeps its current schema and data: the migrations of the release stay (expand, then contract).`);
