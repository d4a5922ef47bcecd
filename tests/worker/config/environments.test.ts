/**
 * Environments keep to themselves (docs/decisions/033-environments.md): the development-only routes exist
 * only in development; staging is locked with basic auth, sends X-Robots-Tag: noindex on every answer and a
 * robots.txt that disallows everything.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/env";
import { sandboxProvider } from "../../../worker/edge/payments/sandbox";
import { fetchAs, PRODUCTION, STAGING, stagingAuth } from "../../helpers/environments";
import { BROWSER_UA } from "../../helpers/seed";

const E = env as unknown as Env;
const DEVELOPMENT: Partial<Env> = {};
const page = { "User-Agent": BROWSER_UA, Accept: "text/html" };

/** A sandbox payment's hosted page, as a checkout in development makes it. */
async function sandboxPaymentPath(): Promise<string> {
  const created = await sandboxProvider(E, { timeoutMs: 5000 }).createPayment({
    orderNumber: "KJD1234567", amount: 1234, description: "Bestelling KJD1234567", method: "ideal", issuer: "", redirectUrl: "https://droomnest.test/checkout/status/", webhookUrl: "https://droomnest.test/webhooks/payments", locale: "nl_NL",
  });
  return new URL(created.checkoutUrl).pathname;
}

describe("development-only routes", () => {
  it("exist in development: the mailbox and the sandbox payment page", async () => {
    expect((await fetchAs(DEVELOPMENT, "/dev/mailbox/", { headers: page })).status).toBe(200);
    expect((await fetchAs(DEVELOPMENT, await sandboxPaymentPath(), { headers: page })).status).toBe(200);
  });

  it.each([
    ["staging", { ...STAGING }],
    ["production", { ...PRODUCTION }],
  ] as const)("answer 404 in %s: mailbox, its triggers and the sandbox payment page", async (name, vars) => {
    const auth = name === "staging" ? stagingAuth() : {};
    const sandbox = await sandboxPaymentPath();
    const same = { Origin: "https://droomnest.test", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
    for (const [path, method] of [["/dev/mailbox/", "GET"], ["/dev/mailbox/1/", "GET"], ["/dev/mailbox/herinneringen/", "POST"], ["/dev/mailbox/cron/", "POST"], [sandbox, "GET"], [sandbox, "POST"]] as const) {
      const res = await fetchAs(vars, path, { method, headers: { ...page, ...auth, ...(method === "POST" ? same : {}) }, ...(method === "POST" ? { body: "status=paid" } : {}) });
      expect(res.status, `${name} ${method} ${path}`).toBe(404);
    }
  });
});

describe("staging lock", () => {
  it("asks for basic auth without or with a wrong password, with noindex", async () => {
    for (const headers of [page, { ...page, ...stagingAuth("wrong") }, { ...page, Authorization: "Bearer x" }]) {
      const res = await fetchAs(STAGING, "/", { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get("WWW-Authenticate")).toMatch(/^Basic realm="Droomnest staging"/u);
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(await res.text()).toContain("afgeschermd");
    }
  });

  it("stays locked when STAGING_PASSWORD is not set, whatever is sent", async () => {
    const res = await fetchAs({ ...STAGING, STAGING_PASSWORD: "" }, "/", { headers: { ...page, Authorization: `Basic ${btoa("tester:")}` } });
    expect(res.status).toBe(401);
  });

  it("lets the password in; every answer (page, API, 404) carries X-Robots-Tag: noindex", async () => {
    for (const [path, status] of [["/", 200], ["/v1/health", 200], ["/bestaat-niet-xyz/", 404]] as const) {
      const res = await fetchAs(STAGING, path, { headers: { ...page, ...stagingAuth() } });
      expect(res.status, path).toBe(status);
      expect(res.headers.get("X-Robots-Tag"), path).toBe("noindex");
      await res.body?.cancel();
    }
  });

  it("serves a robots.txt that disallows everything, without a password", async () => {
    const res = await fetchAs(STAGING, "/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("User-agent: *\nDisallow: /\n");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("lets the payment provider's webhook in without a password (its body is never trusted)", async () => {
    const res = await fetchAs(STAGING, "/webhooks/payments", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "id=tr_unknown1" });
    expect(res.status).toBe(200);
  });

  it("production and development are neither locked nor noindex, and their robots.txt allows the shop", async () => {
    for (const vars of [PRODUCTION, DEVELOPMENT]) {
      const res = await fetchAs(vars, "/", { headers: page });
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Robots-Tag")).toBeNull();
      await res.body?.cancel();
      expect(await (await fetchAs(vars, "/robots.txt")).text()).toContain("Allow: /\n");
    }
  });
});
