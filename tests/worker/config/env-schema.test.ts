/**
 * The Worker checks its own configuration (docs/decisions/033-environments.md): development runs on the
 * embedded defaults; in staging and production any problem closes the checkout with a Dutch 503 and one
 * error line per isolate, the rest of the shop keeps working, and /v1/health says which providers are live.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import { checkEnv } from "../../../worker/config/env-schema";
import type { Env } from "../../../worker/env";
import { setLogSink } from "../../../worker/http/log";
import { fetchAs, PRODUCTION, STAGING, stagingAuth } from "../../helpers/environments";

const E = env as unknown as Env;
const problemKeys = (vars: Partial<Env>) => checkEnv({ ...E, ...vars } as Env).problems.map((p) => p.key);

let restoreSink: (() => void) | null = null;
afterEach(() => {
  restoreSink?.();
  restoreSink = null;
});
function captureLog(): { msg: string; problem?: string }[] {
  const lines: { msg: string; problem?: string }[] = [];
  restoreSink = setLogSink((l) => lines.push(JSON.parse(l) as { msg: string; problem?: string }));
  return lines;
}

describe("checkEnv", () => {
  it("development runs on the embedded defaults without a problem", () => {
    expect(problemKeys({})).toEqual([]);
    expect(checkEnv(E).providers).toMatchObject({ PAYMENT_PROVIDER: "embedded", MAIL_PROVIDER: "embedded" });
  });

  it("complete staging and production configurations have no problem", () => {
    expect(problemKeys(PRODUCTION)).toEqual([]);
    expect(problemKeys(STAGING)).toEqual([]);
  });

  it("outside development a missing product-image bucket or Images binding is a problem (docs/decisions/041)", () => {
    expect(problemKeys({ ...PRODUCTION, MEDIA: undefined, IMAGES: undefined } as unknown as Partial<Env>)).toEqual(["MEDIA", "IMAGES"]);
  });

  it("outside development it uses configProblems: embedded payments and mail are refused", () => {
    expect(problemKeys({ ...PRODUCTION, PAYMENT_PROVIDER: "", MAIL_PROVIDER: "" } as Partial<Env>)).toEqual(["PAYMENT_PROVIDER", "MAIL_PROVIDER"]);
    expect(problemKeys({ ...STAGING, MOLLIE_API_KEY: "live_x" })).toEqual(["MOLLIE_API_KEY"]);
  });

  it.each([
    ["http://www.droomnest.nl", "SITE_ORIGIN"],
    ["", "SITE_ORIGIN"],
    ["www.droomnest.nl", "SITE_ORIGIN"],
  ])("production refuses SITE_ORIGIN %j (an https origin is required)", (origin, key) => {
    expect(problemKeys({ ...PRODUCTION, SITE_ORIGIN: origin })).toEqual([key]);
  });

  it("refuses an invalid catch-all address and an unknown environment (counted as production)", () => {
    expect(problemKeys({ ...STAGING, MAIL_CATCH_ALL: "geen adres" })).toEqual(["MAIL_CATCH_ALL"]);
    const unknown = checkEnv({ ...E, ...PRODUCTION, ENVIRONMENT: "prod" } as Env);
    expect(unknown.environment).toBe("production");
    expect(unknown.problems.map((p) => p.key)).toEqual(["ENVIRONMENT"]);
  });

  it("a missing binding is a problem outside development", () => {
    expect(problemKeys({ ...PRODUCTION, CACHE: undefined } as unknown as Partial<Env>)).toEqual(["CACHE"]);
  });
});

describe("a misconfigured production", () => {
  const broken = { ...PRODUCTION, PAYMENT_PROVIDER: "", MOLLIE_API_KEY: "" } as Partial<Env>;

  it("answers the checkout pages with a Dutch 503 page and logs one error line for many requests", async () => {
    const lines = captureLog();
    const first = await fetchAs(broken, "/checkout/", { headers: { Accept: "text/html" } });
    const second = await fetchAs(broken, "/checkout/address-details/", { headers: { Accept: "text/html" } });
    for (const res of [first, second]) {
      expect(res.status).toBe(503);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/u);
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      const html = await res.text();
      expect(html).toContain(`<h1>${CHECKOUT_MESSAGES.unavailableTitle}</h1>`);
      expect(html).toContain('<html lang="nl">');
    }
    const errors = lines.filter((l) => l.msg === "invalid configuration");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.problem).toContain("PAYMENT_PROVIDER must name a real provider in production");
  });

  it("answers the checkout API (and paying again) with a Dutch 503 JSON error", async () => {
    for (const [path, method] of [["/v1/checkout", "GET"], ["/v1/checkout/paymentmethod?country=NL", "GET"], ["/v1/order/payment-url", "POST"]] as const) {
      const res = await fetchAs(broken, path, { method, headers: { "Content-Type": "application/json", Origin: "https://droomnest.test", "Sec-Fetch-Site": "same-origin" }, ...(method === "POST" ? { body: "{}" } : {}) });
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ error: { code: "checkout_unavailable", message: CHECKOUT_MESSAGES.unavailable } });
    }
  });

  it("keeps the rest of the shop working: the home page, the cart and the catalogue API", async () => {
    expect((await fetchAs(broken, "/", { headers: { Accept: "text/html" } })).status).toBe(200);
    expect((await fetchAs(broken, "/v1/catalog/featured-products")).status).toBe(200);
    expect((await fetchAs(broken, "/checkout/status/", { headers: { Accept: "text/html" } })).status).not.toBe(503);
  });

  it("a complete production configuration opens the checkout", async () => {
    // A checkout call that asks no provider (VAT_PROVIDER is the offline check here): answered, not closed.
    const res = await fetchAs(PRODUCTION, "/v1/checkout/vat/validate?vat_number=BE0123456749");
    expect(res.status).toBe(200);
    const closed = await fetchAs({ ...PRODUCTION, MAIL_PROVIDER: "" } as Partial<Env>, "/v1/checkout/vat/validate?vat_number=BE0123456749");
    expect(closed.status).toBe(503);
  });
});

describe("/v1/health", () => {
  it("reports the environment, the provider of each setting and a complete configuration, never a secret", async () => {
    const res = await fetchAs(PRODUCTION, "/v1/health");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      data: {
        status: "ok",
        environment: "production",
        configuration: "complete",
        providers: { PAYMENT_PROVIDER: "mollie", MAIL_PROVIDER: "brevo", POSTCODE_PROVIDER: "embedded", VAT_PROVIDER: "embedded", RENDER_PROVIDER: "embedded", ASSISTANT_PROVIDER: "embedded", SHIPPING_PROVIDER: "embedded" },
      },
    });
    for (const secret of [PRODUCTION.MOLLIE_API_KEY!, PRODUCTION.CART_RESTORE_SECRET!, "brevo-key"]) expect(text).not.toContain(secret);
  });

  it("says the configuration is incomplete when a provider is missing, in staging behind its lock", async () => {
    const res = await fetchAs({ ...STAGING, MAIL_PROVIDER: "" } as Partial<Env>, "/v1/health", { headers: stagingAuth() });
    expect(await res.json()).toMatchObject({ data: { environment: "staging", configuration: "incomplete", providers: { PAYMENT_PROVIDER: "mollie", MAIL_PROVIDER: "embedded" } } });
  });
});
