/** The staff shapes as the back office's pages read them (worker/domain/backoffice/permissions.ts is the rule). */
export type StaffRole = "eigenaar" | "medewerker";

export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export type Permission =
  | "orders"
  | "shipping"
  | "returns"
  | "refunds"
  | "assortment"
  | "stock"
  | "discounts"
  | "reviews"
  | "reports"
  | "audit"
  | "staff"
  | "settings";
