/**
 * Staff of the back office for ops (docs/operations/back-office.md, docs/decisions/035): staging and
 * production have no seeded staff, so the first owner is added here; after that the owner manages staff on
 * /beheer/medewerkers/. Every change leaves a row in the audit log (by "npm run staff").
 *
 *   npm run staff -- list
 *   npm run staff -- add EMAIL "NAME" [--role eigenaar|medewerker]   add (or give access again; default medewerker)
 *   npm run staff -- role EMAIL eigenaar|medewerker
 *   npm run staff -- deactivate EMAIL                                 no access any more (the row and its audit trail stay)
 *   ... --remote [--env staging|production]   the deployed D1; --persist-to DIR: local state in DIR
 *
 * The shop always keeps one active owner: the last one is neither demoted nor deactivated.
 */
import { d1Cli } from "./d1-cli.ts";
import { newStaffSchema, staffEmailSchema, staffRoleSchema } from "../worker/domain/backoffice/staff.ts";
import { changeRoleSql, deactivateSql, endSessionsSql, LIST_STAFF_SQL, UPSERT_STAFF_SQL, withLiterals } from "../worker/store/backoffice/staff-sql.ts";

function usage(message?: string): never {
  if (message) console.error(`staff: ${message}`);
  console.error('usage: npm run staff -- list | add EMAIL "NAME" [--role eigenaar|medewerker] | role EMAIL ROLE | deactivate EMAIL   [--remote] [--env NAME] [--persist-to DIR]');
  process.exit(2);
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: string;
  active: number;
}

const { args, option, d1, where } = d1Cli("staff", process.argv, usage);
// The words of the command without the options and their values.
const words = args.filter((a, i) => !a.startsWith("--") && !["--role", "--env", "--persist-to"].includes(args[i - 1] ?? ""));
const [command, ...rest] = words;
const now = Math.floor(Date.now() / 1000);
const ACTOR = "npm run staff";

/** The audit row of the change the previous statement made (none when it changed nothing). */
const auditSql = (action: string, email: string) =>
  withLiterals(
    "INSERT INTO audit_log (staff_id, staff_email, action, entity, entity_id, before, after, created_at) " +
      "SELECT NULL, ?1, ?2, 'staff', CAST(id AS TEXT), NULL, json_object('email', email, 'role', role, 'active', active), ?3 FROM staff WHERE email = ?4 AND changes() > 0",
    ACTOR,
    action,
    now,
    email,
  );

function parsed<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) usage(result.error.issues[0]?.message ?? "invalid input");
  return result.data;
}

const one = (email: string) => d1<StaffRow>(withLiterals("SELECT id, email, name, role, active FROM staff WHERE email = ?1", email))[0];
const line = (s: StaffRow) => `  ${s.active ? "actief  " : "inactief"}  ${s.role.padEnd(10)}  ${s.email}  (${s.name})`;

if (command === "list") {
  const rows = d1<StaffRow>(LIST_STAFF_SQL);
  console.log(`Staff of the back office (${where} D1): ${rows.length === 0 ? "none (add the first owner: npm run staff -- add EMAIL \"NAME\" --role eigenaar)" : rows.length}`);
  for (const s of rows) console.log(line(s));
} else if (command === "add") {
  const input = parsed(newStaffSchema.safeParse({ email: rest[0], name: rest[1], role: option("--role") ?? "medewerker" }));
  d1(`${withLiterals(UPSERT_STAFF_SQL, input.email, input.name, input.role, now)}; ${auditSql("staff.add", input.email)}`);
  console.log(`${input.email} has access as ${input.role} (${where} D1):`);
  console.log(line(one(input.email)!));
} else if (command === "role") {
  const email = parsed(staffEmailSchema.safeParse(rest[0]));
  const role = parsed(staffRoleSchema.safeParse(rest[1]));
  const before = one(email);
  if (!before) usage(`${email} is not a member of staff (${where} D1): add it first`);
  d1(`${withLiterals(changeRoleSql("email"), email, role, now)}; ${auditSql("staff.role", email)}`);
  const after = one(email)!;
  console.log(after.role === role ? `${email} is ${role} (${where} D1).` : `${email} stays ${after.role}: the shop always keeps one active owner (${where} D1).`);
} else if (command === "deactivate") {
  const email = parsed(staffEmailSchema.safeParse(rest[0]));
  const before = one(email);
  if (!before) usage(`${email} is not a member of staff (${where} D1)`);
  d1(`${withLiterals(deactivateSql("email"), email, now)}; ${auditSql("staff.deactivate", email)}; ${withLiterals(endSessionsSql("email"), email)}`);
  const after = one(email)!;
  console.log(after.active ? `${email} stays active: the shop always keeps one active owner (${where} D1).` : `${email} has no access any more (${where} D1).`);
} else {
  usage(command ? `unknown command ${command}` : undefined);
}
