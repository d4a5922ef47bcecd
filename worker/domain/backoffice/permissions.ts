/**
 * Who may do what in the back office (docs/decisions/035). Two roles: the owner ("eigenaar") may do
 * everything; staff ("medewerker") handle orders, shipping, returns, stock and reviews, refund up to the
 * limit the owner sets, and never manage the assortment's prices and texts, discount codes, the reports,
 * staff or settings. Pure: no I/O.
 */
import type { Permission, Staff, StaffRole } from "../../../app/lib/beheer/types/staff";

export type { Permission, Staff, StaffRole };

export const STAFF_ROLES: readonly StaffRole[] = ["eigenaar", "medewerker"];

/** Every area, in the nav's order. */
export const PERMISSIONS: readonly Permission[] = ["orders", "shipping", "returns", "refunds", "assortment", "stock", "discounts", "reviews", "reports", "audit", "staff", "settings"];

/**
 * Staff run the warehouse and the service desk: orders, shipping, returns, refunds up to the limit, stock
 * counts and review moderation. Prices, texts, imports, discount codes and the books are the owner's.
 */
const MEDEWERKER: ReadonlySet<Permission> = new Set(["orders", "shipping", "returns", "reviews", "refunds", "stock", "audit"]);

/** What a role may open (the layout's nav shows only these). */
export function permissionsOf(staff: Pick<Staff, "role">): Permission[] {
  return PERMISSIONS.filter((p) => can(staff, p));
}

export function can(staff: Pick<Staff, "role">, permission: Permission): boolean {
  if (staff.role === "eigenaar") return true;
  return MEDEWERKER.has(permission);
}

/**
 * Whether this member of staff may refund `amount` cents: the owner always, staff up to `limit` cents
 * (the owner's setting; 0: no refunds at all).
 */
export function mayRefund(staff: Pick<Staff, "role">, amount: number, limit: number): boolean {
  if (staff.role === "eigenaar") return true;
  return amount <= limit;
}
