import { describe, expect, it } from "vitest";
import { releaseProblems, secretsNeeded, type BuildStamp, type ReleaseConfig, type ReleaseInputs } from "../../scripts/lib/release-checks";

const D1_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const KV_ID = "0123456789abcdef0123456789abcdef";

/** A production configuration that may be deployed; each case breaks one thing. */
function ready(): ReleaseInputs {
  const config: ReleaseConfig = {
    name: "droomnest",
    vars: { ENVIRONMENT: "production", PAYMENT_PROVIDER: "mollie", MAIL_PROVIDER: "brevo", MAIL_FROM: "Droomnest <service@droomnest.nl>", POSTCODE_PROVIDER: "pdok", BACKOFFICE_HOST: "beheer.droomnest.nl", ACCESS_TEAM_DOMAIN: "droomnest.cloudflareaccess.com", ACCESS_AUD: "aud-tag" },
    d1: [{ binding: "DB", id: D1_ID }],
    kv: [{ binding: "CACHE", id: KV_ID }],
    bindings: ["MEDIA", "IMAGES"],
    requiredSecrets: ["CART_RESTORE_SECRET", "MOLLIE_API_KEY", "MAIL_API_KEY"],
  };
  const build: BuildStamp = { targetEnvironment: "production", name: "droomnest", environmentVar: "production" };
  return { target: "production", config, secretNames: ["CART_RESTORE_SECRET", "MOLLIE_API_KEY", "MAIL_API_KEY"], build };
}

type Change = (i: ReleaseInputs) => void;

describe("releaseProblems: the checks before a deploy", () => {
  it("a complete production configuration may be deployed", () => {
    expect(releaseProblems(ready())).toEqual([]);
  });

  it.each<[string, Change, string]>([
    ["the all-zero D1 id", (i) => void (i.config.d1[0]!.id = "00000000-0000-0000-0000-000000000000"), "wrangler d1 create droomnest-production"],
    ["a REPLACE_WITH D1 id", (i) => void (i.config.d1[0]!.id = "REPLACE_WITH_PRODUCTION_D1_ID"), "put its database_id in wrangler.toml [env.production]"],
    ["no product-image bucket", (i) => void (i.config.bindings = ["IMAGES"]), "binding MEDIA is missing in [env.production]: add r2_buckets"],
    ["no Images binding", (i) => void (i.config.bindings = ["MEDIA"]), "binding IMAGES is missing in [env.production]"],
    ["the all-zero KV id", (i) => void (i.config.kv[0]!.id = "00000000000000000000000000000000"), "wrangler kv namespace create CACHE --env production"],
    ["a missing Mollie key", (i) => void (i.secretNames = ["CART_RESTORE_SECRET", "MAIL_API_KEY"]), "wrangler secret put MOLLIE_API_KEY --env production"],
    ["a missing restore secret", (i) => void (i.secretNames = ["MOLLIE_API_KEY", "MAIL_API_KEY"]), "wrangler secret put CART_RESTORE_SECRET --env production"],
    ["the sandbox payment provider", (i) => void (i.config.vars.PAYMENT_PROVIDER = ""), "PAYMENT_PROVIDER must name a real provider in production"],
    ["the embedded mail outbox", (i) => void delete i.config.vars.MAIL_PROVIDER, "MAIL_PROVIDER must name a real provider in production"],
    ["Email Service without its binding", (i) => void (i.config.vars.MAIL_PROVIDER = "email-service"), "binding SEND_EMAIL is missing"],
    ["the development restore secret in vars", (i) => void (i.config.vars.CART_RESTORE_SECRET = "dev-only-cart-restore-secret-not-for-production"), "CART_RESTORE_SECRET has the development value"],
    ["a secret written in plain vars", (i) => void (i.config.vars.MOLLIE_API_KEY = "live_abc"), "remove it there and run `wrangler secret put MOLLIE_API_KEY --env production`"],
    ["a needed secret missing from secrets.required", (i) => void (i.config.requiredSecrets = ["CART_RESTORE_SECRET"]), "secrets.required lacks MOLLIE_API_KEY, MAIL_API_KEY"],
    ["a development build", (i) => void (i.build = { targetEnvironment: "", name: "droomnest-dev", environmentVar: "development" }), "made for development (droomnest-dev"],
    ["a staging build", (i) => void (i.build = { targetEnvironment: "staging", name: "droomnest-staging", environmentVar: "staging" }), "run `npm run deploy -- production`"],
    ["no build", (i) => void (i.build = null), "no build found"],
    ["the Worker name of another environment", (i) => void (i.config.name = "droomnest-dev"), 'not "droomnest": fix name'],
  ])("refuses %s with one line naming the fix", (_, change, fix) => {
    const inputs = ready();
    change(inputs);
    const problems = releaseProblems(inputs);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(fix);
    expect(problems[0]).not.toContain("\n");
  });

  it("without the secret list, secrets are not judged, everything else is", () => {
    const inputs = ready();
    inputs.secretNames = null;
    expect(releaseProblems(inputs)).toEqual([]);
    inputs.config.vars.PAYMENT_PROVIDER = "";
    expect(releaseProblems(inputs)).toEqual([expect.stringContaining("PAYMENT_PROVIDER must name a real provider in production")]);
  });

  it("staging needs the same real providers and its own names", () => {
    const inputs = ready();
    inputs.target = "staging";
    inputs.config.name = "droomnest-staging";
    inputs.config.vars.ENVIRONMENT = "staging";
    inputs.build = { targetEnvironment: "staging", name: "droomnest-staging", environmentVar: "staging" };
    // staging is locked with its own secret and sends every mail to one address
    expect(releaseProblems(inputs)).toEqual([expect.stringContaining("STAGING_PASSWORD"), expect.stringContaining("MAIL_CATCH_ALL")]);
    inputs.secretNames = [...inputs.secretNames!, "STAGING_PASSWORD"];
    inputs.config.vars.MAIL_CATCH_ALL = "staging-mail@droomnest.nl";
    expect(releaseProblems(inputs)).toEqual([]);
    inputs.config.vars.PAYMENT_PROVIDER = "";
    expect(releaseProblems(inputs)).toEqual([expect.stringContaining("PAYMENT_PROVIDER must name a real provider in staging")]);
  });
});

describe("secretsNeeded", () => {
  it("follows the chosen providers", () => {
    expect(secretsNeeded({ PAYMENT_PROVIDER: "mollie", MAIL_PROVIDER: "email-service" }).sort()).toEqual(["CART_RESTORE_SECRET", "MOLLIE_API_KEY"]);
    expect(secretsNeeded({ PAYMENT_PROVIDER: "mollie", MAIL_PROVIDER: "brevo", ASSISTANT_PROVIDER: "openai" }).sort()).toEqual(["ASSISTANT_API_KEY", "CART_RESTORE_SECRET", "MAIL_API_KEY", "MOLLIE_API_KEY"]);
  });
});
