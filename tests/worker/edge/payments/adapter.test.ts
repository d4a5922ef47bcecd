import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../../worker/env";
import { paymentAdapter, PaymentProviderError } from "../../../../worker/edge/payments";

const base = env as unknown as Env;

describe("paymentAdapter(env)", () => {
  it("is the sandbox by default, with iDEAL banks and Bancontact only for Belgium", async () => {
    const adapter = paymentAdapter(base);
    expect(adapter.name).toBe("sandbox");
    const nl = await adapter.methods("NL");
    expect(nl.find((m) => m.code === "ideal")!.issuers.length).toBeGreaterThan(0);
    expect(nl.map((m) => m.code)).not.toContain("bancontact");
    expect((await adapter.methods("BE")).map((m) => m.code)).toContain("bancontact");
  });

  it("is Mollie with PAYMENT_PROVIDER=mollie and a key; without the key it stays the sandbox", () => {
    expect(paymentAdapter({ ...base, PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_x" }).name).toBe("mollie");
    expect(paymentAdapter({ ...base, PAYMENT_PROVIDER: "mollie" }).name).toBe("sandbox");
  });

  it("never falls back to the sandbox in production: without Mollie every call fails (503 for the shopper)", async () => {
    const adapter = paymentAdapter({ ...base, ENVIRONMENT: "production" });
    await expect(adapter.createPayment({ orderNumber: "KJD1234567", amount: 100, description: "x", method: "ideal", issuer: "", redirectUrl: "https://x/", webhookUrl: "https://x/w", locale: "nl_NL" })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
