/**
 * The configuration rules of each environment (README "Deploy (ops)"): development runs on the embedded
 * defaults; staging and production need real payment and mail providers with their secrets, never the
 * development secret values; production a live Mollie key, staging a test key.
 */
import { describe, expect, it } from "vitest";
import { configProblems, environmentOf } from "../../../worker/config/providers";

const config = (values: Record<string, string>) => [(n: string) => Boolean(values[n]), (n: string) => values[n]] as const;
const keys = (env: "development" | "staging" | "production", values: Record<string, string>) => configProblems(env, ...config(values)).map((p) => p.key);

const stagingOnly = { STAGING_PASSWORD: "a-staging-password", MAIL_CATCH_ALL: "test@droomnest.nl" };
const backoffice = { BACKOFFICE_HOST: "beheer.droomnest.nl", ACCESS_TEAM_DOMAIN: "droomnest.cloudflareaccess.com", ACCESS_AUD: "4714c1358e65fe4b408ad6d4" };
const live = { PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "live_abc", MAIL_PROVIDER: "brevo", MAIL_API_KEY: "k", MAIL_FROM: "Droomnest <service@droomnest.nl>", CART_RESTORE_SECRET: "a-real-random-value", ...backoffice };

describe("configProblems", () => {
  it("development may use every embedded default", () => {
    expect(keys("development", {})).toEqual([]);
  });
  it("a complete production configuration has no problem", () => {
    expect(keys("production", live)).toEqual([]);
  });
  it("production refuses the embedded payments and mail, and a missing secret", () => {
    expect(keys("production", {})).toEqual(["PAYMENT_PROVIDER", "MAIL_PROVIDER", "CART_RESTORE_SECRET", "BACKOFFICE_HOST", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"]);
    expect(keys("production", { ...live, MOLLIE_API_KEY: "" })).toEqual(["MOLLIE_API_KEY"]);
  });
  it("production refuses a Mollie test key, staging a live one", () => {
    expect(keys("production", { ...live, MOLLIE_API_KEY: "test_abc" })).toEqual(["MOLLIE_API_KEY"]);
    expect(keys("staging", { ...live, ...stagingOnly, MOLLIE_API_KEY: "live_abc" })).toEqual(["MOLLIE_API_KEY"]);
    expect(keys("staging", { ...live, ...stagingOnly, MOLLIE_API_KEY: "test_abc" })).toEqual([]);
  });
  it("the development secret value is refused outside development, with the fix in one line", () => {
    const problems = configProblems("staging", ...config({ ...live, ...stagingOnly, MOLLIE_API_KEY: "test_x", CART_RESTORE_SECRET: "dev-only-cart-restore-secret-not-for-production" }));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("wrangler secret put CART_RESTORE_SECRET --env staging");
  });
  it("a chosen provider needs its own secrets, vars and bindings", () => {
    expect(keys("production", { ...live, RENDER_PROVIDER: "service" })).toEqual(["RENDER_API_KEY", "RENDER_HOST"]);
    expect(keys("production", { ...live, MAIL_PROVIDER: "email-service", MAIL_API_KEY: "" })).toEqual(["SEND_EMAIL"]);
  });
  it("Sendcloud needs both API keys; the embedded shipping platform is fine everywhere (docs/decisions/036)", () => {
    expect(keys("production", { ...live, SHIPPING_PROVIDER: "sendcloud" })).toEqual(["SENDCLOUD_PUBLIC_KEY", "SENDCLOUD_SECRET_KEY"]);
    expect(keys("production", { ...live, SHIPPING_PROVIDER: "sendcloud", SENDCLOUD_PUBLIC_KEY: "p", SENDCLOUD_SECRET_KEY: "s" })).toEqual([]);
    expect(keys("production", { ...live, SHIPPING_PROVIDER: "" })).toEqual([]);
  });
  it("staging needs its lock password and a mail catch-all; production refuses a catch-all", () => {
    expect(keys("staging", { ...live, MOLLIE_API_KEY: "test_abc" })).toEqual(["STAGING_PASSWORD", "MAIL_CATCH_ALL"]);
    expect(keys("production", { ...live, MAIL_CATCH_ALL: "test@droomnest.nl" })).toEqual(["MAIL_CATCH_ALL"]);
    expect(keys("development", { MAIL_CATCH_ALL: "test@droomnest.nl" })).toEqual([]);
  });
  it("the back office needs its own host and the Access application outside development (docs/decisions/035)", () => {
    expect(keys("development", {})).toEqual([]);
    const withoutBackoffice = { ...live, BACKOFFICE_HOST: "", ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" };
    expect(keys("production", withoutBackoffice)).toEqual(["BACKOFFICE_HOST", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"]);
    expect(keys("staging", { ...withoutBackoffice, ...stagingOnly, MOLLIE_API_KEY: "test_abc" })).toEqual(["BACKOFFICE_HOST", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"]);
  });
  it.each<[string, Record<string, string>, string]>([
    ["a placeholder AUD tag", { ACCESS_AUD: "REPLACE_WITH_ACCESS_AUD" }, 'ACCESS_AUD still has its placeholder'],
    ["a placeholder team domain", { ACCESS_TEAM_DOMAIN: "REPLACE_WITH_TEAM.cloudflareaccess.com" }, "ACCESS_TEAM_DOMAIN still has its placeholder"],
    ["a host with a scheme", { BACKOFFICE_HOST: "https://beheer.droomnest.nl" }, "BACKOFFICE_HOST must be a bare host name"],
    ["a host with a port", { BACKOFFICE_HOST: "beheer.droomnest.nl:8443" }, "BACKOFFICE_HOST must be a bare host name"],
    ["the shop's own host", { BACKOFFICE_HOST: "www.droomnest.nl", SITE_ORIGIN: "https://www.droomnest.nl" }, "BACKOFFICE_HOST is the shop's own host"],
    ["a team domain that is a URL path", { ACCESS_TEAM_DOMAIN: "https://droomnest.cloudflareaccess.com/cdn-cgi/access/certs" }, "ACCESS_TEAM_DOMAIN must be the Access team domain"],
  ])("refuses %s with the fix in one line", (_, change, fix) => {
    const problems = configProblems("production", ...config({ ...live, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(fix);
    expect(problems[0]!.message).toContain("wrangler.toml [env.production.vars]");
  });
  it("knows the three environments only", () => {
    expect(environmentOf("staging")).toBe("staging");
    expect(environmentOf("prod")).toBeNull();
  });
});
