/**
 * The owner's view of mail that could not be delivered (docs/decisions/034, docs/operations/mail.md): the
 * outbox's dead letters, and a way to give one new attempts once the cause is fixed (the next delivery
 * run, at the latest the Cron within 15 minutes, sends it).
 *
 *   npm run mail -- dead [--limit N]        the dead letters, newest first (default 50)
 *   npm run mail -- retry ID                 give dead letter ID new attempts
 *   ... --remote [--env staging|production]  the deployed D1; --persist-to DIR: local state in DIR
 */
import { d1Cli } from "./d1-cli.ts";
import { DEAD_LETTERS_SQL, REVIVE_DEAD_LETTER_SQL, withNumbers } from "../worker/store/outbox-dead-sql.ts";

function usage(message?: string): never {
  if (message) console.error(`mail: ${message}`);
  console.error("usage: npm run mail -- dead [--limit 1-500] | retry ID   [--remote] [--env NAME] [--persist-to DIR]");
  process.exit(2);
}

interface DeadRow {
  id: number;
  to_address: string;
  subject: string;
  kind: string;
  created_at: number;
  attempts: number;
  dead_at: number;
  last_error: string | null;
}

const { args, option, d1, where } = d1Cli("mail", process.argv, usage);
const command = args[0];
const iso = (s: number) => new Date(s * 1000).toISOString().replace(".000Z", "Z");

if (command === "dead") {
  const limit = Number(option("--limit") ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) usage("--limit must be a whole number from 1 to 500");
  const rows = d1<DeadRow>(withNumbers(DEAD_LETTERS_SQL, limit));
  console.log(`Dead letters in the outbox (${where} D1): ${rows.length === 0 ? "none" : rows.length}`);
  for (const r of rows) {
    console.log(`  #${r.id}  ${iso(r.dead_at)}  ${r.kind}  to ${r.to_address}  "${r.subject}"`);
    console.log(`        queued ${iso(r.created_at)}, ${r.attempts} attempts, last error: ${r.last_error ?? "-"}`);
  }
  if (rows.length > 0) console.log("Fix the cause (docs/operations/mail.md), then: npm run mail -- retry ID");
} else if (command === "retry") {
  const id = Number(args[1]);
  if (!Number.isInteger(id) || id < 1) usage("retry needs the outbox id of a dead letter");
  const dead = d1<{ n: number }>(withNumbers("SELECT COUNT(*) AS n FROM outbox WHERE id = ?1 AND dead_at IS NOT NULL", id))[0]?.n ?? 0;
  if (!dead) {
    console.log(`#${id} is not a dead letter (${where} D1): nothing changed.`);
  } else {
    d1(withNumbers(REVIVE_DEAD_LETTER_SQL, id));
    console.log(`#${id} is due again (${where} D1): the next delivery run (at the latest the Cron, every 15 minutes) sends it.`);
  }
} else {
  usage(command ? `unknown command ${command}` : undefined);
}
