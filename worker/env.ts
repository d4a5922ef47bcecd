import type { Staff } from "./domain/backoffice/permissions";
import type { CartObject } from "./objects/cart-object";
import type { RateLimitBindings } from "./middleware/rate-limit-bindings";
import type { RateLimiter } from "./objects/rate-limiter";

/**
 * Bindings, variables and secrets of the Worker (see README "Bindings, variables and secrets"); the
 * per-minute Rate Limiting bindings (RL_*) are listed in worker/middleware/rate-limit-bindings.ts.
 */
export interface Env extends RateLimitBindings {
  ASSETS: Fetcher;
  DB: D1Database;
  CACHE: KVNamespace;
  CART: DurableObjectNamespace<CartObject>;
  /** Fixed-window counters of the longer rate limits (worker/middleware/rate-limit.ts). */
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  CF_VERSION_METADATA?: WorkerVersionMetadata;
  ENVIRONMENT: string;
  /** Upstream commerce API. Empty: the embedded backend (D1 + Durable Objects) answers /v1. */
  API_ORIGIN?: string;
  /** Secrets for the upstream service account (wrangler secret put). */
  API_SERVICE_EMAIL?: string;
  API_SERVICE_PASSWORD?: string;
  FOUR_PER_ROW_CATEGORIES?: string;
  LONG_TITLE_CATEGORIES?: string;
  /** Newsletter: external mailing-provider form action; empty uses the embedded adapter. */
  NEWSLETTER_ACTION_URL?: string;
  /** HMAC secret of the order-access token of a first order (worker/api/order/access.ts); restore links are random tokens now (migration 0018). Production: wrangler secret put CART_RESTORE_SECRET. */
  CART_RESTORE_SECRET: string;
  /** Origin of the links in mails (e.g. the restore link), e.g. https://www.droomnest.nl. */
  SITE_ORIGIN?: string;
  /** Public origin of canonical, Open Graph and JSON-LD URLs (e.g. https://www.droomnest.nl); empty: the request's origin. */
  PUBLIC_ORIGIN?: string;
  /** Mail (worker/edge/mail.ts, docs/decisions/034): "email-service" (binding SEND_EMAIL) | "brevo" (secret MAIL_API_KEY); empty: the embedded outbox. */
  MAIL_PROVIDER?: string;
  MAIL_API_KEY?: string;
  /** Cloudflare Email Service's send_email binding (wrangler.toml [[send_email]]). */
  SEND_EMAIL?: SendEmail;
  /** Uploaded product images, originals and resized widths under content-addressed keys (docs/decisions/041). */
  MEDIA: R2Bucket;
  /** Cloudflare Images binding that resizes an upload once per width (worker/edge/images.ts, docs/decisions/041). */
  IMAGES: ImagesBinding;
  /** The sender, "Droomnest <noreply@droomnest.nl>" or a bare address; empty: app/lib/shop-identity.ts. */
  MAIL_FROM?: string;
  /** Staging: every mail goes to this address instead (docs/operations/mail.md). */
  MAIL_CATCH_ALL?: string;
  /** Postcode lookup: "pdok" uses the PDOK Locatieserver; anything else the seeded D1 set (worker/edge/postcode.ts). */
  POSTCODE_PROVIDER?: string;
  /** VAT check: "vies" asks the EU VIES service (VAT_API_URL/VAT_API_KEY for a paid proxy); anything else checks format and checksum offline (worker/edge/vat.ts). */
  VAT_PROVIDER?: string;
  VAT_API_URL?: string;
  VAT_API_KEY?: string;
  /** Payments: "mollie" uses Mollie with the MOLLIE_API_KEY secret; anything else the embedded sandbox PSP (worker/edge/payments/). */
  PAYMENT_PROVIDER?: string;
  MOLLIE_API_KEY?: string;
  /** Configurator preview: "service" asks the render service at RENDER_HOST with the RENDER_API_KEY secret; anything else draws it (worker/edge/render/). */
  RENDER_PROVIDER?: string;
  RENDER_HOST?: string;
  RENDER_API_KEY?: string;
  /** Chat assistant Noor (worker/edge/assistant/): "openai" | "workers-ai"; anything else the embedded offline assistant. */
  ASSISTANT_PROVIDER?: string;
  /** OpenAI-compatible chat-completions endpoint URL and model; the key is the ASSISTANT_API_KEY secret. */
  ASSISTANT_URL?: string;
  ASSISTANT_MODEL?: string;
  ASSISTANT_API_KEY?: string;
  /** Milliseconds an answer may take before the chat says it failed (default 8000). */
  ASSISTANT_TIMEOUT_MS?: string;
  /** Shipping platform (worker/edge/shipping/, docs/decisions/036): "sendcloud" with the SENDCLOUD_PUBLIC_KEY and SENDCLOUD_SECRET_KEY secrets; anything else the embedded demo platform. */
  SHIPPING_PROVIDER?: string;
  SENDCLOUD_PUBLIC_KEY?: string;
  SENDCLOUD_SECRET_KEY?: string;
  /** Optional Sendcloud shipping method id; empty: Sendcloud's shipping rules choose. */
  SENDCLOUD_SHIPPING_METHOD_ID?: string;
  /** Staging's basic-auth password (wrangler secret put STAGING_PASSWORD --env staging; worker/middleware/staging-lock.ts). */
  STAGING_PASSWORD?: string;
  /** The back office's own host name in staging and production, e.g. "beheer.droomnest.nl" (worker/middleware/backoffice-host.ts). */
  BACKOFFICE_HOST?: string;
  /** Cloudflare Access in front of the back office (worker/edge/access.ts): the team domain and the application's AUD tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Breached-password check of new passwords: "hibp" asks the Pwned Passwords range API (k-anonymity); anything else is off (worker/edge/breach-check.ts). */
  PASSWORD_BREACH_CHECK?: string;
}

export interface RequestSession {
  customerId: number;
  firstName: string;
}

/** Typed Hono context variables set by the middleware. */
export interface Vars {
  requestId: string;
  nonce: string;
  session: RequestSession | null;
  /** The member of staff of a back-office request (worker/middleware/staff-identity.ts, docs/decisions/035). */
  staff?: Staff;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
