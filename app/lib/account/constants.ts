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

// Guest pages, the login path and its target parameter belong to the account guard: app/kernel/login-target.ts.

// Accounts (ADR 014). The auth cookie lives 86400 s (spec section 9); "remember" makes it persistent,
// without it the cookie ends with the browser session (the D1 row still expires after 86400 s).
export const AUTH_COOKIE_MAX_AGE_S = 86400;
/** A password-reset link works this long, once. */
export const PASSWORD_RESET_TTL_S = 3600;
/** An e-mail confirmation or newsletter opt-in link works this long, once. */
export const EMAIL_CONFIRM_TTL_S = 7 * 86400;
/** Account save: the success alert disappears after this long (spec sections 4 and 9). */
export const SUCCESS_ALERT_MS = 5000;
