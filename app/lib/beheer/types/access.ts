/** Answers of the back office's access, overview, audit, staff and settings API (docs/decisions/035). */
import type { Staff, StaffRole } from "./staff";

/** GET /beheer/api/aanmelden (development only) */
export interface SignInList {
  staff: Staff[];
}

/** GET /beheer/api/overview */
export interface Overview {
  to_ship: number;
  paid_today: number;
  open_returns: number;
  /** Unix seconds: the earliest refund deadline of an open return, or null. */
  next_refund_due: number | null;
  pending_refunds: number;
  recent: AuditEntryView[];
}

export interface AuditEntryView {
  id: number;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  created_at: number;
}

/** GET /beheer/api/audit?entity=&entity_id=&staff=&from=&to=&page= */
export interface AuditList {
  rows: AuditEntryView[];
  page: number;
  has_next: boolean;
  entities: string[];
  authors: string[];
}

export interface StaffMemberView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  created_at: number;
  updated_at: number;
}

/** GET /beheer/api/staff */
export interface StaffList {
  staff: StaffMemberView[];
}

/** GET and PUT /beheer/api/settings */
export interface SettingsView {
  refund_limit_cents: number;
  /** The same limit as the form shows it in euros ("100", "99,95"). */
  refund_limit_euros: string;
  order_mail_enabled: boolean;
  order_mail_address: string;
  daily_summary_enabled: boolean;
  /** PUT only: the keys that changed. */
  changed?: string[];
}
