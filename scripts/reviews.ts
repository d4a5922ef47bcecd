/**
 * Review moderation (spec section 7): new reviews wait as 'pending' until approved here.
 *
 *   npm run reviews -- list                      pending reviews, oldest first (local D1, as `npm start` uses)
 *   npm run reviews -- list --status published   or rejected, last moderated first
 *   npm run reviews -- approve 123               publish; the product's rating follows at once
 *   npm run reviews -- reject 123 [--reason T]   keep it off the shop (also takes a published one down); the
 *                                                reason is kept for the team, as the back office's
 *   ... --remote [--env production]              the deployed D1 instead of the local one
 *   ... --persist-to DIR                         local state in DIR (as `npm run seed -- --persist-to`)
 *
 * Runs the statements of worker/store/reviews.ts (the ones the tests and the back office's /beheer/reviews/
 * run on a binding, docs/decisions/042) through `wrangler d1 execute`, as the seed does.
 */
import { parseReviewId } from "../worker/domain/reviews/submission.ts";
import { findSql, listSql, moderationSql, type ModerationRow } from "../worker/store/reviews-sql.ts";
import { d1Cli } from "./d1-cli.ts";

function usage(message?: string): never {
  if (message) console.error(`reviews: ${message}`);
  console.error("usage: npm run reviews -- list [--status pending|published|rejected] | approve <id> | reject <id> [--reason TEXT]  [--remote] [--env NAME] [--persist-to DIR]");
  process.exit(2);
}

const { args, option, d1, where } = d1Cli("reviews", process.argv, usage);
const positional = args.filter((a, i) => !a.startsWith("--") && !["--env", "--persist-to", "--status", "--reason"].includes(args[i - 1] ?? ""));
const [command, rawId] = positional;

function show(r: ModerationRow): string {
  const text = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\s+/gu, " ");
  return [
    `#${r.id}  ${r.status}  ${r.score}/5${r.verified ? "  Geverifieerde koper" : ""}  ${r.created_at}`,
    `    product ${r.product_id}: ${r.product_title}`,
    `    ${r.display_name}: "${text(r.title, 80)}"`,
    `    ${text(r.content, 300)}`,
    ...(r.reject_reason ? [`    reden van afkeuren: ${text(r.reject_reason, 200)}`] : []),
    ...(r.reply ? [`    reactie van Droomnest: ${text(r.reply, 200)}`] : []),
  ].join("\n");
}


if (command === "list") {
  const status = option("--status") ?? "pending";
  if (status !== "pending" && status !== "published" && status !== "rejected") usage(`unknown status '${status}'`);
  const rows = d1<ModerationRow>(listSql(status));
  console.log(`${rows.length} ${status} review(s), ${where}${rows.length === 100 ? " (first 100)" : ""}`);
  for (const r of rows) console.log(show(r));
} else if (command === "approve" || command === "reject") {
  const id = parseReviewId(rawId);
  if (id === null) usage(`'${rawId ?? ""}' is not a review id`);
  const [found] = d1<ModerationRow>(findSql(id));
  if (!found) {
    console.error(`reviews: no review #${id} (${where})`);
    process.exit(1);
  }
  const reason = command === "reject" ? (option("--reason")?.trim().slice(0, 500) || null) : null;
  d1(moderationSql(command, id, new Date().toISOString(), reason).join(";\n"));
  const [after] = d1<ModerationRow>(findSql(id));
  console.log(`${command === "approve" ? "approved" : "rejected"} (${where}):\n${show(after!)}`);
} else {
  usage(command ? `unknown command '${command}'` : undefined);
}
