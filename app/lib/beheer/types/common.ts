/** Answers of /beheer/api shared by every area (docs/decisions/035). */
import type { Staff, Permission } from "./staff";

export type { Staff, Permission };

/** GET /beheer/api/me */
export interface StaffMe {
  staff: Staff;
  permissions: Permission[];
}

/** A page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
