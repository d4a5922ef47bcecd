import type { MiddlewareHandler } from "hono";
import { newsletterActionUrl } from "../../app/lib/newsletter/signup";
import type { AppEnv, Env } from "../env";

export type ExtraSources = Partial<Record<"connect-src" | "img-src" | "form-action" | "frame-src" | "media-src", string[]>>;

export interface SecurityHeadersOptions {
  /** Extra sources per directive (e.g. a provider's form-action), fixed or read from the Worker's env. */
  extra?: ExtraSources | ((env: Env) => ExtraSources);
  /** Send HSTS (off for plain-http local tools that are not localhost). */
  hsts?: boolean;
}

/** A fresh CSP nonce: 16 random bytes, base64. */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** The sources the shop's configuration adds: the newsletter provider's origin (NEWSLETTER_ACTION_URL) as form-action. */
/** Mollie's hosted payment page: the order button's post is redirected there (form-action covers redirects). */
export const MOLLIE_CHECKOUT_ORIGIN = "https://www.mollie.com";

export function configuredSources(env: Env): ExtraSources {
  const formAction: string[] = [];
  const newsletter = newsletterActionUrl(env.NEWSLETTER_ACTION_URL);
  if (newsletter) formAction.push(new URL(newsletter).origin);
  if (env.PAYMENT_PROVIDER === "mollie" && env.MOLLIE_API_KEY) formAction.push(MOLLIE_CHECKOUT_ORIGIN);
  return formAction.length > 0 ? { "form-action": formAction } : {};
}

export function buildCsp(nonce: string, extra: ExtraSources = {}): string {
  const add = (name: keyof ExtraSources) => (extra[name] ?? []).join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // 'strict-dynamic': the nonce'd bootstrap may load the hashed route chunks; 'self' is the
    // fallback for browsers without CSP3.
    ["script-src", `'nonce-${nonce}' 'strict-dynamic' 'self'`],
    ["style-src", `'self' 'nonce-${nonce}'`],
    // React renders style attributes (e.g. colour blocks); style elements still need the nonce.
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", `'self' data: blob: ${add("img-src")}`.trim()],
    ["font-src", "'self'"],
    ["media-src", `'self' ${add("media-src")}`.trim()],
    ["connect-src", `'self' ${add("connect-src")}`.trim()],
    ["frame-src", `'self' ${add("frame-src")}`.trim()],
    ["form-action", `'self' ${add("form-action")}`.trim()],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([k, v]) => (v ? `${k} ${v}` : k)).join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "usb=()",
  "interest-cohort=()",
  "payment=(self)",
].join(", ");

/**
 * Security headers on every Worker response: a CSP with a fresh nonce (exposed as c.var.nonce for the
 * renderer and every inline script), HSTS, nosniff, referrer policy, permissions policy.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = makeNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    const type = h.get("Content-Type") ?? "";
    // Only documents need a CSP; JSON and files get the rest.
    if (type.startsWith("text/html")) {
      const extra = typeof options.extra === "function" ? options.extra(c.env) : options.extra;
      h.set("Content-Security-Policy", buildCsp(nonce, extra));
    }
    else h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    if (options.hsts !== false) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", PERMISSIONS_POLICY);
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}
