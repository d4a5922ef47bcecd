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
const live = { PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "live_abc", MAIL_PROVIDER: "brevo", MAIL_API_KEY: "k", MAIL_FROM: "Droomnest <service@droomnest.nl>", CART_RESTORE_SECRET: "a-real-random-value" };

describe("configProblems", () => {
  it("development may use every embedded default", () => {
    expect(keys("development", {})).toEqual([]);
  });
  it("a complete production configuration has no problem", () => {
    expect(keys("production", live)).toEqual([]);
  });
  it("production refuses the embedded payments and mail, and a missing secret", () => {
    expect(keys("production", {})).toEqual(["PAYMENT_PROVIDER", "MAIL_PROVIDER", "CART_RESTORE_SECRET"]);
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
  it("knows the three environments only", () => {
    expect(environmentOf("staging")).toBe("staging");
    expect(environmentOf("prod")).toBeNull();
  });
});
