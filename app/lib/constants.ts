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

// Cookie choice: stored with expiry value 100000 (days, as js-cookie counts).
export const COOKIE_CONSENT_EXPIRY = 100000;
export const COOKIE_CONSENT_NAME = "cookie_consent";
export const NEWSLETTER_CLOSED_COOKIE = "newsletter_closed";

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

// Cart and shipping (prices in cents, VAT included). The service pages state the same figures
// (bestellen-leveren, veelgestelde-vragen); a seed check compares them with these constants.
export const CART_COOKIE = "__Host-droomnest_cart";
export const CART_COOKIE_MAX_AGE_S = 30 * 86400;
/** A restore link from the abandoned-cart mail is valid this long after it was signed. */
export const CART_RESTORE_TTL_S = 14 * 86400;
/** A cart with an e-mail address and no write for this long gets its one reminder mail (section 5.2). */
export const ABANDONED_CART_IDLE_S = 3600;
/** Contact form: at most this many messages per client address per window (429 beyond). */
export const CONTACT_RATE_LIMIT = { max: 5, windowS: 3600 } as const;
export const CART_MAX_LINE_QUANTITY = 10;
export const CART_MAX_LINES = 50;
export const VAT_RATE_PERCENT = 21;
export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_COSTS = { NL: 495, BE: 595 } as const;
/** Product types that always ship free (mattresses and boxsprings). */
export const FREE_SHIPPING_TYPES = ["matras", "boxspring"] as const;

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

export const ACCOUNT_MENU = [
  { title: "Dashboard", to: "/account/" },
  { title: "Accountinformatie", to: "/account/information/" },
  { title: "Mijn bestellingen", to: "/account/orders/" },
  { title: "Factuuradres", to: "/account/billing-address/" },
  { title: "Afleveradres", to: "/account/shipping-address/" },
  { title: "Nieuwsbrieven", to: "/account/subscription/" },
  { title: "Afmelden", to: "/account/logout/" },
] as const;

export const CHECKOUT_STEPS = ["Adres", "Verzend- & betaalmethode", "Betaling"] as const;
/** The checkout pages of the three steps, in order (spec section 2). */
export const CHECKOUT_STEP_PATHS = ["/checkout/address-details/", "/checkout/payment-methods/", "/checkout/pay/"] as const;
/** PayPal's fixed fee (spec section 9: '0,99'), shown as payment_costs. Cents. */
export const PAYPAL_FEE = 99;
/** Spec section 9 "default shipping insurance 10": an optional insured delivery of € 10,00 (cents). */
export const SHIPPING_INSURANCE = 1000;
/** Delivery with installation (assembly on site), offered when the cart holds one of these product types. Cents. */
export const INSTALLATION_COSTS = 4995;
export const INSTALLATION_PRODUCT_TYPES = ["boxspring"] as const;
/** Adults only for pay-later methods (spec section 9): 18 years; birth years from 1900. */
export const ADULT_AGE = 18;
export const MIN_BIRTH_YEAR = 1900;
/** Alma offers 2, 3 or 4 installments (spec section 5); in3 pays in 3. */
export const ALMA_INSTALLMENTS = [2, 3, 4] as const;
export const IN3_INSTALLMENTS = [3] as const;
/** Order numbers: "KJD" plus 7 digits (spec section 9, the chat's order lookup). */
export const ORDER_NUMBER_PREFIX = "KJD";
/** Cookie of the browser that placed an order (signed order access, issue 9 2.6). */
export const ORDER_ACCESS_COOKIE = "__Host-droomnest_orders";
/** The seller on invoices (issue 9 3.3): the company data of the service pages. */
export const SELLER = {
  name: "Droomnest B.V.",
  street: "Slaapweg 12",
  zipcodeCity: "3542 AB Utrecht",
  country: "Nederland",
  email: "klantenservice@droomnest.nl",
  cocNumber: "12345678",
  vatNumber: "NL000000000B01",
} as const;
/** Order statuses as the account pages show them. */
export const ORDER_STATUS_LABELS = { pending: "Wacht op betaling", paid: "Betaald", failed: "Betaling mislukt", cancelled: "Geannuleerd", expired: "Verlopen" } as const;
/** Titles of the payment methods (orders, invoices; the checkout's method list uses the same words). */
export const PAYMENT_METHOD_TITLES: Record<string, string> = {
  ideal: "iDEAL",
  bancontact: "Bancontact",
  creditcard: "Creditcard",
  paypal: "PayPal",
  afterpay: "Riverty (achteraf betalen)",
  billink: "Billink",
  in3: "in3",
  alma: "Alma",
  banktransfer: "Overboeking",
};
/** Titles of the shipping methods as orders and invoices name them. */
export const SHIPPING_METHOD_TITLES: Record<string, string> = { standard: "Standaard bezorging", installation: "Bezorging en installatie" };

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
