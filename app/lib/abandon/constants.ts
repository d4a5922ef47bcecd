/**
 * Constants of the abandoned-cart reminder both sides use (docs/decisions/028).
 */

/**
 * The one-click unsubscribe page of the reminder mail, with ?token=: the link in the mail and the
 * List-Unsubscribe header (RFC 8058) both point here. Under /cart/, so it is private and never page-cached.
 */
export const REMINDER_UNSUBSCRIBE_PATH = "/cart/herinnering-afmelden/";

/** Where the storefront asks for an address with the reminder statement under the field. */
export type ReminderConsentSource = "checkout" | "newsletter";
