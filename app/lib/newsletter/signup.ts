/**
 * Newsletter sign-up without zod (the pop-up's client code): the one Dutch message, the hidden fields of
 * the external mailing provider's form, and the check of NEWSLETTER_ACTION_URL.
 */
import { NEWSLETTER_SUCCESS_PARAM } from "../constants";
import { FIELD_MESSAGES } from "../form/messages";

export const NEWSLETTER_MESSAGES = {
  email: FIELD_MESSAGES.email,
} as const;

/** Value of the hidden `source` field: where the sign-up came from. */
export const NEWSLETTER_SOURCE = "newsletter-popup";

// The success flag lives with the other newsletter constants (the pop-up's gate reads it on every page).
export { NEWSLETTER_SUCCESS_PARAM } from "../constants";

/**
 * NEWSLETTER_ACTION_URL as the pop-up may use it: an absolute https URL without credentials (http only for
 * localhost). Anything else (empty, relative, javascript:, http to another host) is null: the pop-up then
 * posts to the shop itself.
 */
export function newsletterActionUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** Where the provider sends the shopper back: this page (its query kept) with ?newsletter=succes. */
export function newsletterReturnUrl(origin: string, pathname: string, search: string): string {
  const url = new URL(`${pathname}${search}`, origin);
  url.searchParams.set(NEWSLETTER_SUCCESS_PARAM.name, NEWSLETTER_SUCCESS_PARAM.value);
  return url.href;
}
