/** Which permission each nav item needs (worker/domain/backoffice/permissions.ts decides; the API enforces). */
import type { Permission, StaffRole } from "./types/staff";

const BY_PATH: Record<string, Permission> = {
  "/beheer/": "orders",
  "/beheer/bestellingen/": "orders",
  "/beheer/retouren/": "returns",
  "/beheer/producten/": "stock",
  "/beheer/import/": "assortment",
  "/beheer/kortingscodes/": "discounts",
  "/beheer/reviews/": "reviews",
  "/beheer/rapportages/": "reports",
  "/beheer/auditlog/": "audit",
  "/beheer/medewerkers/": "staff",
  "/beheer/instellingen/": "settings",
};

export function navPermission(path: string): Permission {
  return BY_PATH[path] ?? "settings";
}

export const ROLE_LABELS: Record<StaffRole, string> = { eigenaar: "eigenaar", medewerker: "medewerker" };
