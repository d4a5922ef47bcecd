import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../../worker/env";
import { mollieProvider } from "../../../../worker/edge/payments/mollie";
import { paymentAdapter, PaymentProviderError } from "../../../../worker/edge/payments";
import { settleSandboxRefunds, SANDBOX_REFUND_KEY } from "../../../../worker/edge/payments/sandbox-refunds";
import { readSandboxPayment, setSandboxStatus } from "../../../../worker/edge/payments/sandbox";
import { fetchRecorder } from "../../../helpers/fetch-recorder";

const base = env as unknown as Env;

/** A refund object as Mollie documents it (Refunds API v2, "Create payment refund"). */
function mollieRefund(overrides: Record<string, unknown> = {}) {
  return {
    resource: "refund",
    id: "re_4qqhO89gsT",
    amount: { currency: "EUR", value: "59.90" },
    status: "pending",
    createdAt: "2026-11-28T12:00:00+00:00",
    description: "Terugbetaling bestelling KJD1234567",
    metadata: null,
    paymentId: "tr_5B8cwPMGnU",
    settlementAmount: { currency: "EUR", value: "-59.90" },
    _links: { self: { href: "https://api.mollie.com/v2/payments/tr_5B8cwPMGnU/refunds/re_4qqhO89gsT", type: "application/hal+json" } },
    ...overrides,
  };
}

const REFUND = { amount: 5990, idempotencyKey: "refund-abcdefghijklmnop", description: "Terugbetaling bestelling KJD1234567" };

describe("Mollie refunds (Refunds API v2)", () => {
  it("posts the amount to the payment's refunds with the Idempotency-Key and reads the documented answer", async () => {
    const { sent, fetchFn } = fetchRecorder(() => Response.json(mollieRefund(), { status: 201 }));
    const refund = await mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchFn }).createRefund("tr_5B8cwPMGnU", REFUND);
    expect(refund).toEqual({ id: "re_4qqhO89gsT", status: "pending" });
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url).toBe("https://api.mollie.com/v2/payments/tr_5B8cwPMGnU/refunds");
    expect(sent[0]!.headers.get("Idempotency-Key")).toBe("refund-abcdefghijklmnop");
    expect(sent[0]!.headers.get("Authorization")).toBe("Bearer test_key");
    expect(await sent[0]!.json()).toEqual({ amount: { currency: "EUR", value: "59.90" }, description: REFUND.description });
  });

  it("maps Mollie's refund states to pending, refunded and failed (getRefund)", async () => {
    const states: [string, string][] = [["queued", "pending"], ["pending", "pending"], ["processing", "pending"], ["refunded", "refunded"], ["failed", "failed"], ["canceled", "failed"]];
    for (const [mollie, ours] of states) {
      const { sent, fetchFn } = fetchRecorder(() => Response.json(mollieRefund({ status: mollie })));
      const refund = await mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: fetchFn }).getRefund("tr_5B8cwPMGnU", "re_4qqhO89gsT");
      expect(refund?.status).toBe(ours);
      expect(sent[0]!.url).toBe("https://api.mollie.com/v2/payments/tr_5B8cwPMGnU/refunds/re_4qqhO89gsT");
    }
  });

  it("a malformed answer, an unknown state or a 500 is a PaymentProviderError; a 422 is a refusal; 404 on getRefund is null", async () => {
    const answer = (body: unknown, status = 201) => mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: fetchRecorder(() => Response.json(body, { status })).fetchFn });
    for (const bad of [{ ...mollieRefund(), id: "tr_notarefund" }, { ...mollieRefund(), status: "done" }, { ...mollieRefund(), amount: { value: "59,90", currency: "EUR" } }, { resource: "refund" }]) {
      await expect(answer(bad).createRefund("tr_5B8cwPMGnU", REFUND)).rejects.toBeInstanceOf(PaymentProviderError);
    }
    const refused = await answer({ status: 422, title: "Unprocessable Entity", detail: "The amount is higher than the refundable amount" }, 422)
      .createRefund("tr_5B8cwPMGnU", REFUND)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).refused).toBe(true);
    const down = await answer({ error: "x" }, 500).createRefund("tr_5B8cwPMGnU", REFUND).catch((e: unknown) => e);
    expect((down as PaymentProviderError).refused).toBe(false);
    expect(await answer({}, 404).getRefund("tr_5B8cwPMGnU", "re_gone")).toBeNull();
  });
});

async function paidSandboxPayment(amount: number): Promise<string> {
  const created = await paymentAdapter(base).createPayment({ orderNumber: "KJD7654321", amount, description: "x", method: "ideal", issuer: "", redirectUrl: "http://localhost/", webhookUrl: "http://localhost/w", locale: "nl_NL" });
  await setSandboxStatus(base.DB, created.id, "paid");
  return created.id;
}

describe("sandbox PSP refunds", () => {
  it("stores a pending refund, answers a repeated key with the same refund, settles it and adds it to the payment", async () => {
    const adapter = paymentAdapter(base);
    const paymentId = await paidSandboxPayment(10000);
    const first = await adapter.createRefund(paymentId, { ...REFUND, amount: 4000, idempotencyKey: "sandbox-key-0000000001" });
    expect(first.id).toMatch(/^re_/u);
    expect(first.status).toBe("pending");
    expect(await adapter.createRefund(paymentId, { ...REFUND, amount: 4000, idempotencyKey: "sandbox-key-0000000001" })).toEqual(first);
    expect(await settleSandboxRefunds(base, paymentId)).toBe(true);
    expect(await adapter.getRefund(paymentId, first.id)).toEqual({ id: first.id, status: "refunded" });
    expect((await readSandboxPayment(base.DB, paymentId))!.refunded).toBe(4000);
    expect((await adapter.getPayment(paymentId))!.refunded).toBe(4000);
    // Settling again changes nothing (nothing pending).
    expect(await settleSandboxRefunds(base, paymentId)).toBe(false);
    expect(await adapter.getRefund("tr_other", first.id)).toBeNull();
  });

  it("refuses more than is left of the payment, and refunds of an unpaid payment", async () => {
    const adapter = paymentAdapter(base);
    const paymentId = await paidSandboxPayment(5000);
    await adapter.createRefund(paymentId, { ...REFUND, amount: 3000, idempotencyKey: "sandbox-key-0000000002" });
    const over = await adapter.createRefund(paymentId, { ...REFUND, amount: 2001, idempotencyKey: "sandbox-key-0000000003" }).catch((e: unknown) => e);
    expect((over as PaymentProviderError).refused).toBe(true);
    const open = await paymentAdapter(base).createPayment({ orderNumber: "KJD7654322", amount: 100, description: "x", method: "ideal", issuer: "", redirectUrl: "http://localhost/", webhookUrl: "http://localhost/w", locale: "nl_NL" });
    await expect(adapter.createRefund(open.id, { ...REFUND, amount: 100, idempotencyKey: "sandbox-key-0000000004" })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("the test seam: hold keeps refunds pending, fail settles them failed (their amount is free again), error is a 500", async () => {
    const adapter = paymentAdapter(base);
    const paymentId = await paidSandboxPayment(5000);
    const refund = await adapter.createRefund(paymentId, { ...REFUND, amount: 5000, idempotencyKey: "sandbox-key-0000000005" });
    await base.CACHE.put(SANDBOX_REFUND_KEY, "hold");
    expect(await settleSandboxRefunds(base, paymentId)).toBe(false);
    await base.CACHE.put(SANDBOX_REFUND_KEY, "fail");
    expect(await settleSandboxRefunds(base, paymentId)).toBe(true);
    expect((await adapter.getRefund(paymentId, refund.id))!.status).toBe("failed");
    expect((await readSandboxPayment(base.DB, paymentId))!.refunded).toBe(0);
    await base.CACHE.put(SANDBOX_REFUND_KEY, "error");
    const down = await adapter.createRefund(paymentId, { ...REFUND, amount: 5000, idempotencyKey: "sandbox-key-0000000006" }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentProviderError);
    expect((down as PaymentProviderError).refused).toBe(false);
    await base.CACHE.delete(SANDBOX_REFUND_KEY);
    expect((await adapter.createRefund(paymentId, { ...REFUND, amount: 5000, idempotencyKey: "sandbox-key-0000000006" })).status).toBe("pending");
  });
});
