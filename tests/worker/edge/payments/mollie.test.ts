import { describe, expect, it } from "vitest";
import { centsOf, mollieAmount, mollieProvider, MOLLIE_METHODS } from "../../../../worker/edge/payments/mollie";
import { PaymentProviderError } from "../../../../worker/edge/payments";
import { fetchRecorder } from "../../../helpers/fetch-recorder";
import { mollieMethods, molliePayment } from "../../../helpers/provider-answers";

const INPUT = {
  orderNumber: "KJD1234567",
  amount: 123456,
  description: "Droomnest bestelling KJD1234567",
  method: "afterpay" as const,
  issuer: "",
  redirectUrl: "https://www.droomnest.nl/checkout/status/KJD1234567/",
  webhookUrl: "https://www.droomnest.nl/webhooks/payments",
  locale: "nl_NL" as const,
};

describe("Mollie adapter (Payments API v2)", () => {
  it("amounts are EUR strings with two decimals, and back to cents", () => {
    expect(mollieAmount(123456)).toEqual({ currency: "EUR", value: "1234.56" });
    expect(mollieAmount(99)).toEqual({ currency: "EUR", value: "0.99" });
    expect(centsOf({ value: "1234.56" })).toBe(123456);
  });

  it("creates a payment with Bearer auth, our method mapped (afterpay is riverty), and answers the checkout link", async () => {
    const { sent, fetchFn } = fetchRecorder(() => Response.json(molliePayment({ id: "tr_abc123", method: "riverty" }), { status: 201 }));
    const created = await mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchFn }).createPayment(INPUT);
    expect(created).toEqual({ id: "tr_abc123", checkoutUrl: "https://www.mollie.com/checkout/select-method/abc123" });
    expect(sent[0]!.url).toBe("https://api.mollie.com/v2/payments");
    expect(sent[0]!.headers.get("Authorization")).toBe("Bearer test_key");
    expect(await sent[0]!.json()).toMatchObject({ amount: { currency: "EUR", value: "1234.56" }, method: "riverty", webhookUrl: INPUT.webhookUrl, metadata: { order: "KJD1234567" } });
  });

  it("billink is not a Mollie method: refused before any request, and not offered by methods()", async () => {
    expect(MOLLIE_METHODS.billink).toBeNull();
    const { sent, fetchFn } = fetchRecorder(() => Response.json(mollieMethods([{ id: "ideal", issuers: [] }, { id: "riverty" }, { id: "billie" }])));
    const adapter = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchFn });
    await expect(adapter.createPayment({ ...INPUT, method: "billink" })).rejects.toBeInstanceOf(PaymentProviderError);
    expect(sent).toHaveLength(0);
    expect((await adapter.methods("NL")).map((m) => m.code)).toEqual(["ideal", "afterpay"]);
  });

  it("a 500 or a hang is a PaymentProviderError; an unknown payment is null", async () => {
    const failing = mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: fetchRecorder(() => new Response("oops", { status: 500 })).fetchFn });
    await expect(failing.createPayment(INPUT)).rejects.toBeInstanceOf(PaymentProviderError);
    const hanging = mollieProvider({ apiKey: "k", timeoutMs: 50, fetch: fetchRecorder(() => new Promise<Response>(() => undefined)).fetchFn });
    await expect(hanging.getPayment("tr_x")).rejects.toBeInstanceOf(PaymentProviderError);
    const missing = mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: fetchRecorder(() => new Response("{}", { status: 404 })).fetchFn });
    expect(await missing.getPayment("tr_gone")).toBeNull();
  });
});
