/**
 * Business constants of the spec (section 9 and the strings of sections 2, 4 and 8), defined once.
 * Names follow the spec; components import from here instead of repeating literals.
 */

// Timings (ms unless the name says otherwise)
export const SEARCH_DEBOUNCE_MS = 500;
export const NEWSLETTER_POPUP_DELAY_MS = 5000;
export const NEWSLETTER_CLOSED_COOKIE_DAYS = 7;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const USP_AUTOPLAY_MS = 1500;
export const USP_SPEED_MS = 1500;

// Cookie choice: stored with expiry value 100000 (days).
export const COOKIE_CONSENT_EXPIRY = 100000;
export const COOKIE_CONSENT_NAME = "cookie_consent";
export const NEWSLETTER_CLOSED_COOKIE = "newsletter_closed";

/** The query flag the shop shows the newsletter success message for (spec section 4). */
export const NEWSLETTER_SUCCESS_PARAM = { name: "newsletter", value: "succes" } as const;

// Session cookie. __Host- prefix: Secure, Path=/, no Domain.
export const SESSION_COOKIE = "__Host-droomnest_session";

// Menu and search limits
export const MENU_MAX_ITEMS = 9;
export const MENU_LIMIT_THRESHOLD = 10;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 100;

// Catalogue (spec section 9)
export const FILTER_VISIBLE_ITEMS = 10;
export const INFINITE_SCROLL_OFFSET_PX = 900;
export const PROMO_BANNER_INDEX = 4;
export const LOAD_MORE = { idle: "Laad meer", loading: "Aan het laden..." } as const;

/** The service pages of the spec (section 2), by slug. */
export const SERVICE_PAGE_SLUGS = [
  "klantenservice-contact",
  "algemene-voorwaarden",
  "veelgestelde-vragen",
  "bestellen-leveren",
  "retourneren",
  "review-schrijven",
  "bedrijven",
  "over-ons",
  "privacy",
] as const;

/** /cop/: the content overview family, a main category plus two subcategories. */
export const COP_FAMILY = { main: "matrassen", subs: ["matrassen/pocketvering", "matrassen/koudschuim"] } as const;

/** Largest JSON body a /v1 request may send (bytes); larger ones get 413 before parsing. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

// Cart (prices in cents, VAT included). The VAT rate and the delivery costs are the kernel's
// (app/kernel/money.ts, app/kernel/shipping.ts), imported from there: a re-export here would pull the
// kernel into the chunk every page loads.
export const CART_COOKIE = "__Host-droomnest_cart";
export const CART_COOKIE_MAX_AGE_S = 30 * 86400;
/** A restore link from the abandoned-cart mail is valid this long after the mail was queued (an opaque token, ADR 011). */
export const CART_RESTORE_TTL_S = 14 * 86400;
/** A cart with an e-mail address and no write for this long gets its one reminder mail (section 5.2). */
export const ABANDONED_CART_IDLE_S = 3600;
/** Contact form: at most this many messages per client address per window (429 beyond). */
export const CONTACT_RATE_LIMIT = { max: 5, windowS: 3600 } as const;
export const CART_MAX_LINE_QUANTITY = 10;
export const CART_MAX_LINES = 50;

// Widths (px)
export const TABLET_MAX_WIDTH = 992;

// Ratings shown in the shell
export const TRUST_SCORE = { score: "4,3", max: 5, stars: 4.3 } as const;
export const CART_FOOTER_RATING = { score: "8,7", max: 10, stars: 4, reviews: "26.000" } as const;
export const CONTACT_RATING = { score: "4,3", max: 5, reviews: "4.800+" } as const;

// Strings of the spec
export const STRINGS = {
  notFound: "This page could not be found",
  genericError: "Oeps, er ging iets mis! Vernieuw de pagina om het nogmaals te proberen.",
  errorPageFailed: "An error occurred while showing the error page",
  goBack: "Ga terug",
  snoreIdle: "Laat me een tevreden klant horen",
  snorePlaying: "Wakker worden!",
  login: "inloggen",
  accountMenuTitle: "Mijn account",
  cartTitle: "Mijn Winkelwagen",
  checkoutTitle: "Bestellen",
  promoButtonDefault: "Profiteer nu",
  newsletterSuccess: "Inschrijven gelukt!",
  newsletterSuccessCredit: "Je ontvangt een e-mail met € 5,- shoptegoed voor je volgende bestelling. Niets ontvangen? Kijk dan ook in je spammap.",
} as const;

/** The id of the last element of the streamed shell; the first paint waits for it (root Layout, docs/measurements/023-server-render-cost.md "Part-way paint"). */
export const SHELL_END_ID = "shell-end";
