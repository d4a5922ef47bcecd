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
  /** Open returns whose refund deadline is within REFUND_DUE_SOON_DAYS (or past). */
  refunds_due_soon: number;
  pending_refunds: number;
  /** Products that are available with a variant at or below their low-stock threshold. */
  low_stock: number;
  dead_letters: number;
  failed_webhooks: number;
  dead_letter_list: DeadLetterView[];
  webhook_failure_list: WebhookFailureView[];
  /** Today and this week (Amsterdam, Monday to Sunday); null without the "reports" permission. */
  money: { today: MoneyFigures; week: MoneyFigures } | null;
  recent: AuditEntryView[];
}

/** Orders paid and not cancelled in [from, until) (unix seconds), in cents; refunds settled then, beside them. */
export interface MoneyFigures {
  from: number;
  until: number;
  orders: number;
  revenue_incl: number;
  revenue_excl: number;
  vat: number;
  refunds: number;
  refunded: number;
}

export interface DeadLetterView {
  id: number;
  kind: string;
  subject: string;
  to_address: string;
  dead_at: number | null;
  last_error: string | null;
}

export interface WebhookFailureView {
  id: number;
  provider_id: string;
  error: string;
  created_at: number;
  order_number: string | null;
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
