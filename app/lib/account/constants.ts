/** Constants of the customer account (spec sections 2, 4, 6 and 9). Re-exported by constants.ts. */

export const ACCOUNT_MENU = [
  { title: "Dashboard", to: "/account/" },
  { title: "Accountinformatie", to: "/account/information/" },
  { title: "Mijn bestellingen", to: "/account/orders/" },
  { title: "Factuuradres", to: "/account/billing-address/" },
  { title: "Afleveradres", to: "/account/shipping-address/" },
  { title: "Nieuwsbrieven", to: "/account/subscription/" },
  { title: "Afmelden", to: "/account/logout/" },
] as const;

/** Account pages a visitor may open without logging in (spec section 6: guest / non-auth). */
export const ACCOUNT_GUEST_PAGES = [
  "/account/login/",
  "/account/register/",
  "/account/forgot-password/",
  "/account/reset-password/",
  "/account/confirm-email/",
  "/account/thankyou/",
  // After deleting the account (privacy): the visitor is logged out by then.
  "/account/privacy/deleted/",
] as const;

// Accounts (issue 8). The auth cookie lives 86400 s (spec section 9); "remember" makes it persistent,
// without it the cookie ends with the browser session (the D1 row still expires after 86400 s).
export const AUTH_COOKIE_MAX_AGE_S = 86400;
/** A password-reset link works this long, once. */
export const PASSWORD_RESET_TTL_S = 3600;
/** An e-mail confirmation or newsletter opt-in link works this long, once. */
export const EMAIL_CONFIRM_TTL_S = 7 * 86400;
/** Account save: the success alert disappears after this long (spec sections 4 and 9). */
export const SUCCESS_ALERT_MS = 5000;
/** Query parameter that carries the remembered target path through the login page (spec section 4). */
export const LOGIN_REDIRECT_PARAM = "redirect";
