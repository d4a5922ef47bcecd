/**
 * The mail budget per recipient address (docs/decisions/013, hostile input): what anyone on the internet
 * can make the shop mail to an address they type (newsletter opt-in, contact acknowledgement, registration
 * and confirmation, password reset, e-mail change, abandoned-cart reminder) is counted per recipient over
 * a rolling 24 hours, whatever IP addresses the requests come from. Mail the shop must send (an order's
 * mails, mails to the shop itself) is never counted and never withheld. worker/edge/mail.ts applies it to
 * every send; worker/store/mail-budget.ts counts atomically in D1.
 *
 * The numbers: a real shopper who registers, confirms, signs up for the newsletter and writes to customer
 * service gets four or five mails spread over days; on one day three stranger-triggerable mails are plenty
 * for a real person and little for a mailbox someone wants to flood. A password reset may use two more
 * slots that nothing else can take, so strangers who spent the three (newsletter, contact, registration)
 * never stop the owner's own reset; at most five such mails reach an address in 24 hours.
 */

/** The rolling window of the budget. */
export const MAIL_BUDGET_WINDOW_S = 24 * 3600;

/** Mails a stranger can trigger, per recipient address and window (all budgeted kinds together). */
export const MAIL_BUDGET_PER_ADDRESS = 3;

/** Password-reset mails may go on until this many budgeted mails went to the address in the window. */
export const MAIL_BUDGET_WITH_RESET = MAIL_BUDGET_PER_ADDRESS + 2;

/**
 * Every mail kind the shop sends and how the budget treats it. "stranger": counted, withheld once the
 * address had MAIL_BUDGET_PER_ADDRESS budgeted mails in the window; "reset": counted, withheld only at
 * MAIL_BUDGET_WITH_RESET; "must_send": never counted, never withheld. A kind missing here counts as
 * "stranger" (and logs a warning): a new mail is budgeted until someone decides otherwise.
 */
export const MAIL_KIND_POLICY = {
  // Anyone can make the shop send these to an address they type.
  newsletter_confirm: "stranger",
  contact_confirmation: "stranger",
  account_confirm: "stranger",
  account_exists: "stranger",
  email_change: "stranger",
  email_changed: "stranger",
  cart_reminder: "stranger",
  // The reset link (worker/edge/mail-templates/account-reset.ts); "password_reset" is the token's name.
  account_reset: "reset",
  password_reset: "reset",
  // What the shop must send: about a paid order, and to the shop's own mailboxes.
  order_confirmation: "must_send",
  // Sent once per address ever, and only after its owner confirmed the opt-in link (docs/decisions/027).
  newsletter_credit: "must_send",
  review_invitation: "must_send",
  // One per parcel of a paid order, sent by staff's shipment (docs/decisions/036).
  order_shipped: "must_send",
  contact_service: "must_send",
  payment_mismatch: "must_send",
  vat_invalid: "must_send",
  // To the shop's order address (docs/decisions/035): a paid order, and the daily summary.
  shop_order: "must_send",
  daily_summary: "must_send",
  credit_note: "must_send",
  // About the shopper's own return (docs/decisions/038): one per return.
  return_confirmation: "must_send",
  return_rejected: "must_send",
} as const satisfies Record<string, MailKindPolicy>;

export type MailKindPolicy = "stranger" | "reset" | "must_send";

export interface BudgetRule {
  /** The mail is withheld when the address already had this many budgeted mails in the window. */
  ceiling: number;
  /** False when the kind is not in MAIL_KIND_POLICY (budgeted as "stranger"). */
  known: boolean;
}

function policyOf(kind: string): MailKindPolicy | undefined {
  return Object.hasOwn(MAIL_KIND_POLICY, kind) ? MAIL_KIND_POLICY[kind as keyof typeof MAIL_KIND_POLICY] : undefined;
}

/**
 * The budget rule of a message, or null when it is never budgeted: a must-send kind, or a mail to one of
 * the shop's own mailboxes (`shopDomain`, the domain of the shop's sender address).
 */
export function mailBudgetRule(kind: string, to: string, shopDomain: string): BudgetRule | null {
  const policy = policyOf(kind);
  if (policy === "must_send") return null;
  if (mailBudgetAddress(to).endsWith(`@${shopDomain.toLowerCase()}`)) return null;
  return { ceiling: policy === "reset" ? MAIL_BUDGET_WITH_RESET : MAIL_BUDGET_PER_ADDRESS, known: policy !== undefined };
}

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The address a budget is counted for: trimmed and lower-cased; a "+tag" is dropped from the local part
 * (sub-addressing: Gmail, Outlook, iCloud, Fastmail and most others deliver a+x@ to a@), and for Gmail the
 * dots too (a.b@gmail.com is ab@gmail.com; googlemail.com is gmail.com). Otherwise every variant of one
 * mailbox would have a budget of its own. Folding two real mailboxes of a provider without those rules
 * into one budget only makes the budget stricter. Used for counting only: mail goes to the address as typed.
 */
export function mailBudgetAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/u, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replace(/\./gu, "") || local;
  }
  return `${local}@${domain}`;
}
