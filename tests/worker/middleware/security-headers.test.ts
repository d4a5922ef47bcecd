import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../../worker/env";
import { buildCsp, configuredSources, MOLLIE_CHECKOUT_ORIGIN } from "../../../worker/middleware/security-headers";
import { browserGet, worker } from "../../helpers/http";
import { seedContent, seedD1 } from "../../helpers/seed";

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/u);
        return [name!, values.join(" ")] as const;
      }),
  );
}

function nonceOf(csp: string): string {
  const m = /script-src [^;]*'nonce-([^']+)'/u.exec(csp);
  expect(m, `no script nonce in ${csp}`).not.toBeNull();
  return m![1]!;
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8,}/u);
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  const pp = res.headers.get("Permissions-Policy");
  expect(pp).toContain("camera=()");
  expect(pp).toContain("geolocation=()");
  expect(pp).toContain("microphone=()");
}

describe("security headers on the home page", () => {
  beforeAll(async () => {
    await seedD1();
  });

  it("sends a CSP with a per-response nonce that every inline <script> of the streamed page carries", async () => {
    const res = await browserGet("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/u);
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = nonceOf(csp);
    expect(nonce.length).toBeGreaterThanOrEqual(16);

    const html = await res.text();
    // The page really streamed in its deferred parts (footer), which come as extra inline scripts.
    expect(html).toContain(seedContent.footer.phone_number);
    // JSON-LD blocks (type="application/ld+json") are data the browser never runs, so CSP does not apply to
    // them; every script that can run must carry the nonce.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gu)].map((m) => m[1]!).filter((a) => !a.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const attrs of scripts) {
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
    for (const [, attrs] of html.matchAll(/<style\b([^>]*)>/gu)) {
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("uses a different nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await browserGet("/");
      const nonce = nonceOf(res.headers.get("Content-Security-Policy")!);
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("locks down objects, base and framing, and sends the other headers", async () => {
    const res = await browserGet("/");
    await res.text();
    const d = directives(res.headers.get("Content-Security-Policy")!);
    expect(d.get("object-src")).toBe("'none'");
    expect(d.get("base-uri")).toBe("'none'");
    expect(d.get("frame-ancestors")).toBe("'none'");
    expect(d.get("default-src")).toBe("'self'");
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
    expectCommonHeaders(res);
  });
});

describe("security headers on other responses", () => {
  it.each([
    ["JSON", "/v1/health", 200],
    ["API error", "/v1/bestaat-niet", 404],
    ["redirect", "/matrassen", 301],
  ])("%s (%s) gets a locked-down CSP and the common headers", async (_label, path, status) => {
    const res = await worker(path);
    expect(res.status).toBe(status);
    const d = directives(res.headers.get("Content-Security-Policy")!);
    expect(d.get("default-src")).toBe("'none'");
    expect(d.get("frame-ancestors")).toBe("'none'");
    expect(d.get("base-uri")).toBe("'none'");
    expectCommonHeaders(res);
  });

  it("the 404 page gets the document CSP with a nonce", async () => {
    const res = await browserGet("/bestaat-niet/");
    expect(res.status).toBe(404);
    const nonce = nonceOf(res.headers.get("Content-Security-Policy")!);
    expect(await res.text()).toContain(`nonce="${nonce}"`);
  });
});

describe("buildCsp", () => {
  it("adds extra sources to the named directive only", () => {
    const d = directives(buildCsp("abc", { "form-action": ["https://pay.example"], "img-src": ["https://img.example"] }));
    expect(d.get("form-action")).toBe("'self' https://pay.example");
    expect(d.get("img-src")).toBe("'self' data: blob: https://img.example");
    expect(d.get("connect-src")).toBe("'self'");
    expect(d.get("script-src")).toBe("'nonce-abc' 'strict-dynamic' 'self'");
  });
});

describe("form-action follows the configured third parties", () => {
  const env = (vars: Partial<Env>) => vars as Env;
  it("allows Mollie's payment page only when Mollie is the payment provider", () => {
    expect(configuredSources(env({}))).toEqual({});
    expect(configuredSources(env({ PAYMENT_PROVIDER: "mollie" }))).toEqual({});
    expect(configuredSources(env({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_abc" }))).toEqual({ "form-action": [MOLLIE_CHECKOUT_ORIGIN] });
    const both = configuredSources(env({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_abc", NEWSLETTER_ACTION_URL: "https://mail.example.nl/subscribe" }));
    expect(directives(buildCsp("n", both)).get("form-action")).toBe(`'self' https://mail.example.nl ${MOLLIE_CHECKOUT_ORIGIN}`);
  });
});
