/**
 * Who gets the abandoned-cart reminder (docs/decisions/028): only a shopper who agreed in a way they could
 * see, and never an address that asked for no more.
 * - The cart's own address, when it was given with the reminder statement under the field (the checkout's
 *   e-mail field or the newsletter pop-up: carts.email_consent).
 * - Otherwise the address of the customer who owns the cart, when they ticked the choice in their account
 *   (customers.cart_reminders).
 * - Either way not when the address is on the opt-out list (the mail's one-click unsubscribe, or the
 *   account's choice turned off).
 */

/** How the consent was given: with the statement in checkout, in the newsletter pop-up, or in the account. */
export type ReminderConsent = "checkout" | "newsletter" | "account";

/** The sources the storefront may name when it records an address (the account's choice is read from D1). */
export const ADDRESS_CONSENTS = ["checkout", "newsletter"] as const;

export interface ReminderCandidate {
  /** The address recorded on the cart (POST /v1/abandon/email), if any. */
  email: string | null;
  /** Where it was given with the statement; null: without consent. */
  email_consent: "checkout" | "newsletter" | null;
  /** The owning customer's address and choice (null for a guest cart). */
  customer_email: string | null;
  customer_reminders: number | null;
}

export interface ReminderRecipient {
  to: string;
  consent: ReminderConsent;
}

/** The address a consenting candidate would be mailed at, before the opt-out list is read; null: no consent. */
export function consentedAddress(cart: ReminderCandidate): ReminderRecipient | null {
  if (cart.email && cart.email_consent) return { to: cart.email, consent: cart.email_consent };
  if (cart.customer_email && cart.customer_reminders === 1) return { to: cart.customer_email, consent: "account" };
  return null;
}

/**
 * The reminder's recipient, or null when no mail may go: no consent, or the address opted out
 * (`optedOut` answers for the address that would be mailed).
 */
export async function reminderRecipient(cart: ReminderCandidate, optedOut: (address: string) => Promise<boolean>): Promise<ReminderRecipient | null> {
  const recipient = consentedAddress(cart);
  if (!recipient) return null;
  return (await optedOut(recipient.to)) ? null : recipient;
}

/** How long the unsubscribe link of a reminder works (a shopper may find the mail months later). */
export const REMINDER_UNSUBSCRIBE_TTL_S = 365 * 86400;

/**
 * The headers of one-click unsubscribe (RFC 8058, with RFC 2369's List-Unsubscribe): the mail client posts
 * `List-Unsubscribe=One-Click` to the https link, without asking the reader anything more.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
