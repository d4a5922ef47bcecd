/**
 * The demo staff of the back office (docs/decisions/035): an owner and a member of staff, for the development
 * sign-in and the tests. Demo set only (refused for production); staging and production get their staff with
 * `npm run staff` (docs/operations/back-office.md). A member the shop changed is left as it is.
 */
import type { StaffRole } from "../worker/domain/backoffice/permissions.ts";
import { INSERT_STAFF_SQL, withLiterals } from "../worker/store/backoffice/staff-sql.ts";

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: "eva@droomnest.nl", name: "Eva de Vries", role: "eigenaar" },
  { email: "sem@droomnest.nl", name: "Sem Jansen", role: "medewerker" },
];

/** `createdAt`: unix seconds of the seed day (the statements do not depend on the clock). */
export function staffSql(createdAt: number): string[] {
  return DEMO_STAFF.map((s) => `${withLiterals(INSERT_STAFF_SQL, s.email, s.name, s.role, createdAt)};`);
}
