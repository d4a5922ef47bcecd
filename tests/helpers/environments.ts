/**
 * The real Worker called as staging or production would run it (docs/decisions/033-environments.md): the
 * test bindings with the vars and secrets of that environment laid over them.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { ORIGIN } from "./http";

export const STAGING_PASSWORD = "staging-test-password-1";

/** A complete production configuration (every provider real, its secrets set, https origins). */
export const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: "production",
  SITE_ORIGIN: "https://www.droomnest.nl",
  PUBLIC_ORIGIN: "https://www.droomnest.nl",
  PAYMENT_PROVIDER: "mollie",
  MOLLIE_API_KEY: "live_fixture-not-a-key",
  MAIL_PROVIDER: "brevo",
  MAIL_API_KEY: "brevo-key",
  MAIL_FROM: "Droomnest <service@droomnest.nl>",
  CART_RESTORE_SECRET: "a-real-random-restore-secret",
  BACKOFFICE_HOST: "beheer.droomnest.nl",
  ACCESS_TEAM_DOMAIN: "droomnest.cloudflareaccess.com",
  ACCESS_AUD: "aud-tag-of-the-test-access-application",
} as Partial<Env>;

/** A complete staging configuration: Mollie test key, its lock password and mail catch-all. */
export const STAGING: Partial<Env> = {
  ...PRODUCTION,
  ENVIRONMENT: "staging",
  SITE_ORIGIN: "https://staging.droomnest.nl",
  PUBLIC_ORIGIN: "https://staging.droomnest.nl",
  MOLLIE_API_KEY: "test_fixture-not-a-key",
  STAGING_PASSWORD,
  MAIL_CATCH_ALL: "staging-mail@droomnest.nl",
};

/** The Authorization header of staging's basic auth. */
export const stagingAuth = (password = STAGING_PASSWORD): Record<string, string> => ({ Authorization: `Basic ${btoa(`tester:${password}`)}` });

/** Calls the Worker's fetch with the test bindings and `vars` over them, without following redirects. */
export async function fetchAs(vars: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), { ...(env as unknown as Env), ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
