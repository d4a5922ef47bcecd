/**
 * Staff members as the owner manages them (docs/decisions/035): who they are (the e-mail Cloudflare Access
 * signs in with, lower case), a name, a role. One zod schema for the back office's staff page and the ops
 * command line (scripts/staff.ts). Pure: no I/O.
 */
import { z } from "../../../app/lib/schemas/zod.ts";
import type { StaffMemberView } from "../../../app/lib/beheer/types/access";
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";

export const STAFF_NAME_MAX = 120;

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = { eigenaar: "Eigenaar", medewerker: "Medewerker" };

export const staffRoleSchema = z.enum(STAFF_ROLES as [StaffRole, ...StaffRole[]], { error: "Kies de rol eigenaar of medewerker." });

export const staffEmailSchema = z
  .string({ error: "Vul het e-mailadres in waarmee deze medewerker inlogt." })
  .trim()
  .toLowerCase()
  .max(254, { error: "Dit e-mailadres is te lang." })
  .pipe(z.email({ error: "Vul een geldig e-mailadres in." }));

export const staffNameSchema = z
  .string({ error: "Vul een naam in." })
  .trim()
  // No control characters: the name is shown in the back office and the audit log.
  .regex(/^[^\p{Cc}]*$/u, { error: "De naam bevat ongeldige tekens." })
  .min(1, { error: "Vul een naam in." })
  .max(STAFF_NAME_MAX, { error: `Een naam is hooguit ${STAFF_NAME_MAX} tekens.` });

export const newStaffSchema = z.object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema });
export type NewStaff = z.output<typeof newStaffSchema>;

/** A staff row as the back office lists it (the API's answer type is the one definition). */
export type StaffMember = StaffMemberView;

/**
 * Why this change of a member of staff is refused, or null: the shop always keeps one active owner, so the
 * last one can neither lose the role nor be deactivated (nobody could manage staff or settings any more).
 */
export function staffChangeRefusal(target: Pick<StaffMember, "role" | "active">, change: { role?: StaffRole; active?: boolean }, activeOwners: number): string | null {
  const losesOwner = target.role === "eigenaar" && target.active && ((change.role !== undefined && change.role !== "eigenaar") || change.active === false);
  if (losesOwner && activeOwners <= 1) return "Er moet altijd minstens één actieve eigenaar zijn.";
  return null;
}
