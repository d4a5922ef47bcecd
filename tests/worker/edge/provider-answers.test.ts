/**
 * Every third party's answer is checked against what the provider documents before use (ADR 006): the
 * documented shape works, a malformed one is a logged, handled failure with the spec's fallback (spec
 * section 5: postcode not found, a VAT check that fails technically counts as valid; section 8: the chat's
 * failure message; a 503 at checkout for the PSP), never a TypeError. One fetch-with-deadline helper.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ask, AssistantUnavailable, type AssistantTurn } from "../../../worker/edge/assistant";
import { chunkDelta, completionText, workersAiText } from "../../../worker/edge/assistant/answers";
import { openAiAssistant } from "../../../worker/edge/assistant/openai";
import { streamOpenAi } from "../../../worker/edge/assistant/stream";
import { workersAiAssistant } from "../../../worker/edge/assistant/workers-ai";
import { PaymentProviderError } from "../../../worker/edge/payments";
import { mollieProvider } from "../../../worker/edge/payments/mollie";
import { pdokPostcodes } from "../../../worker/edge/postcode";
import { ProviderFailure, providerFetch } from "../../../worker/edge/provider-fetch";
import { viesVat } from "../../../worker/edge/vat";
import type { Env } from "../../../worker/env";
import { fetchRecorder } from "../../helpers/fetch-recorder";
import { memoryLogger } from "../../helpers/log";
import { chatChunk, chatCompletion, mollieMethods, molliePayment, pdokFree, sseBody, viesCheck, viesError } from "../../helpers/provider-answers";

const E = env as unknown as Env;
const json = (body: unknown, status = 200) => () => Response.json(body, { status });
const text = (body: string, status = 200, type = "text/html") => () => new Response(body, { status, headers: { "Content-Type": type } });

describe("providerFetch: one deadline for every adapter", () => {
  it("a fetch that never answers (even one ignoring the signal) is a timeout; an error status and a network error are named", async () => {
    const never = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    await expect(providerFetch("https://x.test/", {}, { fetch: never, timeoutMs: 20 })).rejects.toMatchObject({ reason: "timeout" });
    await expect(providerFetch("https://x.test/", {}, { fetch: fetchRecorder(text("down", 502)).fetchFn, timeoutMs: 1000 })).rejects.toMatchObject({ reason: "status", status: 502 });
    const broken = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    await expect(providerFetch("https://x.test/", {}, { fetch: broken, timeoutMs: 1000 })).rejects.toBeInstanceOf(ProviderFailure);
    const ok = await providerFetch("https://x.test/", {}, { fetch: fetchRecorder(json({ a: 1 })).fetchFn, timeoutMs: 1000 });
    expect(await ok.json()).toEqual({ a: 1 });
  });
});

const PAYMENT = {
  orderNumber: "KJD1234567",
  amount: 123456,
  description: "Droomnest bestelling KJD1234567",
  method: "ideal" as const,
  issuer: "ideal_INGBNL2A",
  redirectUrl: "https://www.droomnest.nl/checkout/status/KJD1234567/",
  webhookUrl: "https://www.droomnest.nl/webhooks/payments",
  locale: "nl_NL" as const,
  attempt: "KJD1234567-0",
};

describe("Mollie: Idempotency-Key and the documented payment object", () => {
  it("a payment request carries an Idempotency-Key: the same for a retry of the attempt, new for another attempt or method", async () => {
    const { sent, fetchFn } = fetchRecorder(json(molliePayment(), 201));
    const mollie = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchFn });
    await mollie.createPayment(PAYMENT);
    await mollie.createPayment(PAYMENT);
    await mollie.createPayment({ ...PAYMENT, attempt: "KJD1234567-41" });
    await mollie.createPayment({ ...PAYMENT, method: "paypal" });
    const keys = sent.map((r) => r.headers.get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^KJD1234567-0-[0-9a-f]{24}$/u);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^KJD1234567-41-/u);
    expect(new Set(keys).size).toBe(3);
    await mollie.getPayment("tr_5B8cwPMGnU");
    expect(sent[4]!.method).toBe("GET");
    expect(sent[4]!.headers.get("Idempotency-Key")).toBeNull();
  });

  it("reads the documented payment object (paid, partly refunded) and the methods list", async () => {
    const paid = molliePayment({ status: "paid", method: "ideal", amountRefunded: { value: "100.00", currency: "EUR" }, amountRemaining: { value: "1134.56", currency: "EUR" }, paidAt: "2026-11-28T12:01:00+00:00" });
    const mollie = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchRecorder(json(paid)).fetchFn });
    expect(await mollie.getPayment("tr_5B8cwPMGnU")).toEqual({ id: "tr_5B8cwPMGnU", status: "paid", method: "ideal", amount: 123456, currency: "EUR", refunded: 10000 });
    const methods = mollieMethods([{ id: "ideal", issuers: [{ id: "ideal_INGBNL2A", name: "ING" }] }, { id: "bancontact" }]);
    const listing = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchRecorder(json(methods)).fetchFn });
    expect(await listing.methods("BE")).toEqual([
      { code: "ideal", issuers: [{ id: "ideal_INGBNL2A", name: "ING" }] },
      { code: "bancontact", issuers: [] },
    ]);
  });

  it.each([
    ["an amount as a number", json({ ...molliePayment(), amount: 1234.56 }, 201)],
    ["no id", json({ ...molliePayment(), id: undefined }, 201)],
    ["an id that is not a payment's", json(molliePayment({ id: "ord_123" }), 201)],
    ["an HTML page", text("<html>maintenance</html>", 200)],
    ["JSON null", json(null, 201)],
  ])("a malformed payment answer (%s) is a PaymentProviderError, never a TypeError", async (_name, answer) => {
    const mollie = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchRecorder(answer).fetchFn });
    await expect(mollie.createPayment(PAYMENT)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(mollie.getPayment("tr_5B8cwPMGnU")).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("a malformed methods list is a PaymentProviderError (the shop's own list then applies)", async () => {
    for (const bad of [{ _embedded: { methods: [{ description: "iDEAL" }] } }, { count: 1 }, { _embedded: { methods: [{ id: "ideal", issuers: "ING" }] } }]) {
      const mollie = mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchRecorder(json(bad)).fetchFn });
      await expect(mollie.methods("NL")).rejects.toBeInstanceOf(PaymentProviderError);
    }
  });
});

/** A valid BE number no other VIES test uses (KV keeps verdicts for a day). */
let beSeed = 7_000_000;
function freshBe(): string {
  const base = String(beSeed++).padStart(8, "0");
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, "0")}`;
}

describe("VIES: the documented check-vat-number answer", () => {
  it("takes the verdict of a documented answer, valid and invalid", async () => {
    const yes = freshBe();
    expect(await viesVat(E.CACHE, { fetch: fetchRecorder(json(viesCheck("BE", yes.slice(2), true))).fetchFn }).check(yes)).toEqual({ valid: true, checked: true });
    const no = freshBe();
    expect(await viesVat(E.CACHE, { fetch: fetchRecorder(json(viesCheck("BE", no.slice(2), false))).fetchFn }).check(no)).toEqual({ valid: false, checked: true });
  });

  it.each([
    ["a member state error", json(viesError("MS_UNAVAILABLE"))],
    ["valid as a string", json({ ...viesCheck("BE", "0", true), valid: "true" })],
    ["no verdict at all", json({ countryCode: "BE", vatNumber: "0" })],
    ["an HTML page", text("<html>VIES</html>")],
    ["an error status", json(viesError("SERVICE_UNAVAILABLE"), 503)],
  ])("%s: the number counts as valid, unchecked (spec section 5), logged, and not cached", async (_name, answer) => {
    const lines: string[] = [];
    const number = freshBe();
    const check = viesVat(E.CACHE, { fetch: fetchRecorder(answer).fetchFn, log: memoryLogger(lines) });
    expect(await check.check(number)).toEqual({ valid: true, checked: false });
    expect(lines.some((l) => l.includes("VAT check failed; the number counts as valid"))).toBe(true);
    expect(await E.CACHE.get(`vat:v1:${number}`)).toBeNull();
  });
});

describe("PDOK Locatieserver: the documented free answer", () => {
  const query = { zipcode: "3511 AB", house_number: "10", country_code: "NL" as const };

  it("reads street and city of a documented answer; no documents is not found", async () => {
    const found = pdokFree([{ straatnaam: "Oudegracht", woonplaatsnaam: "Utrecht", postcode: "3511AB", huisnummer: 10 }]);
    expect(await pdokPostcodes({ fetch: fetchRecorder(json(found)).fetchFn }).lookup(query)).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(await pdokPostcodes({ fetch: fetchRecorder(json(pdokFree([]))).fetchFn }).lookup(query)).toBeNull();
  });

  it.each([
    ["docs is not a list", json({ response: { numFound: 1, start: 0, docs: { straatnaam: "Oudegracht" } } })],
    ["a street as a number", json({ response: { numFound: 1, start: 0, docs: [{ straatnaam: 7, woonplaatsnaam: "Utrecht", postcode: "3511AB" }] } })],
    ["no response", json({ error: "bad query" })],
    ["an HTML page", text("<html>PDOK</html>")],
  ])("%s: not found (the form flags 'Postcode onjuist'), logged", async (_name, answer) => {
    const lines: string[] = [];
    expect(await pdokPostcodes({ fetch: fetchRecorder(answer).fetchFn, log: memoryLogger(lines) }).lookup(query)).toBeNull();
    expect(lines.some((l) => l.includes("postcode lookup failed") && l.includes('"reason":"'))).toBe(true);
  });
});

describe("The assistant's model: documented chat completions and Workers AI answers", () => {
  const turn: AssistantTurn = { message: "Hoe lang heb ik bedenktijd?", history: [], retrieval: { intent: null, plan: null, planned: [], found: [] }, order: null };
  const openai = (answer: () => Response) => openAiAssistant({ url: "https://api.openai.com/v1/chat/completions", model: "gpt-4o-mini", apiKey: "sk-test", fetch: fetchRecorder(answer).fetchFn });

  it("reads a documented chat.completion and stream chunks", async () => {
    expect(completionText(chatCompletion("Je hebt 14 dagen bedenktijd."))).toBe("Je hebt 14 dagen bedenktijd.");
    expect(await ask(openai(json(chatCompletion("Je hebt 14 dagen bedenktijd."))), turn, { timeoutMs: 1000 })).toBe("Je hebt 14 dagen bedenktijd.");
    expect(chunkDelta(chatChunk("Je "))).toBe("Je ");
    expect(chunkDelta(chatChunk(undefined, "stop"))).toBe("");
    const body = sseBody([chatChunk("Je hebt "), chatChunk("14 dagen."), chatChunk(undefined, "stop")]);
    const stream = streamOpenAi({ url: "https://api.openai.com/v1/chat/completions", model: "m", apiKey: "k", fetch: fetchRecorder(text(body, 200, "text/event-stream")).fetchFn }, turn, AbortSignal.timeout(1000));
    const parts: string[] = [];
    for await (const part of stream) parts.push(part);
    expect(parts.join("")).toBe("Je hebt 14 dagen.");
  });

  it.each([
    ["no choices", json({ ...chatCompletion("x"), choices: [] })],
    ["content as a list", json({ ...chatCompletion("x"), choices: [{ index: 0, message: { role: "assistant", content: [{ type: "text" }] } }] })],
    ["a refusal (content null)", json(chatCompletion(null))],
    ["an error object with status 200", json({ error: { message: "overloaded", type: "server_error" } })],
    ["an HTML page", text("<html>gateway</html>")],
  ])("a malformed completion (%s) is AssistantUnavailable: the chat answers its failure message", async (_name, answer) => {
    await expect(ask(openai(answer), turn, { timeoutMs: 1000 })).rejects.toBeInstanceOf(AssistantUnavailable);
  });

  it("a malformed stream chunk is AssistantUnavailable", async () => {
    const body = sseBody([chatChunk("Je hebt "), { choices: [{ delta: { content: 5 } }] }]);
    const stream = streamOpenAi({ url: "https://x.test/", model: "m", apiKey: "k", fetch: fetchRecorder(text(body, 200, "text/event-stream")).fetchFn }, turn, AbortSignal.timeout(1000));
    const read = async () => {
      for await (const _ of stream) void _;
    };
    await expect(read()).rejects.toBeInstanceOf(AssistantUnavailable);
  });

  it("Workers AI: `{ response }` is read; another shape is AssistantUnavailable", async () => {
    expect(workersAiText({ response: "Graag gedaan.", usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } })).toBe("Graag gedaan.");
    for (const out of [{ response: 42 }, "Graag gedaan.", null, { result: { response: "x" } }]) {
      const ai = { run: async () => out };
      await expect(ask(workersAiAssistant(ai, "@cf/meta/llama-3.1-8b-instruct"), turn, { timeoutMs: 1000 })).rejects.toBeInstanceOf(AssistantUnavailable);
    }
  });
});
