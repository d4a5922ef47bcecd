import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { VatValidation } from "../../../../app/lib/api/types/checkout";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { VAT_RATE_LIMIT } from "../../../../worker/api/checkout/vat";
import { embeddedVat, parseViesAnswer, vatAdapter, vatCacheKey, viesVat, VIES_URL } from "../../../../worker/edge/vat";
import type { Env } from "../../../../worker/env";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { worker } from "../../../helpers/http";
import { memoryLogger } from "../../../helpers/log";
import { inOneWindow } from "../../../helpers/rate-limits";

const E = env as unknown as Env;
let ipCounter = 1;

async function validate(params: Record<string, string>, ip = `192.0.2.${ipCounter++}`) {
  const res = await worker(`/v1/checkout/vat/validate?${new URLSearchParams(params)}`, { headers: { "CF-Connecting-IP": ip } });
  return { status: res.status, body: (await res.json()) as { data: VatValidation; error?: { message: string } } };
}

describe("GET /v1/checkout/vat/validate (embedded: format and checksum, offline)", () => {
  it.each([
    [{ country_code: "NL", vat_number: "NL000099998B57" }, { valid: true, vat_number: "NL000099998B57", checked: true }],
    [{ country_code: "NL", vat_number: "004495445B01" }, { valid: true, vat_number: "NL004495445B01", checked: true }],
    [{ country_code: "BE", vat_number: "0123.456.749" }, { valid: true, vat_number: "BE0123456749", checked: true }],
    [{ country_code: "NL", vat_number: "BE 0123 456 749" }, { valid: true, vat_number: "BE0123456749", checked: true }],
    [{ vat_number: "NL004495445B01" }, { valid: true, vat_number: "NL004495445B01", checked: true }],
    [{ country_code: "BE", vat_number: "BE0123456748" }, { valid: false, vat_number: "BE0123456748", checked: true }],
    [{ country_code: "NL", vat_number: "NL004495446B01" }, { valid: false, vat_number: "NL004495446B01", checked: true }],
    [{ country_code: "NL", vat_number: "0123456749" }, { valid: false, vat_number: "0123456749", checked: true }],
    [{ country_code: "NL", vat_number: "DE123456789" }, { valid: false, vat_number: "DE123456789", checked: true }],
  ])("%o -> %o", async (params, expected) => {
    const r = await validate(params);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(expected);
  });

  it("no number or an unknown country is a 400 with the field's message", async () => {
    const empty = await validate({ country_code: "NL", vat_number: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe(M.vat_number);
    const country = await validate({ country_code: "DE", vat_number: "NL004495445B01" });
    expect(country.status).toBe(400);
    expect(country.body.error?.message).toBe(M.country_code);
  });

  it(`is rate-limited per IP (${VAT_RATE_LIMIT.limit} per minute)`, async () => {
    const ip = "192.0.2.250";
    // The Rate Limiting binding counts in wall-clock minutes locally: the whole burst in one of them.
    await inOneWindow(VAT_RATE_LIMIT.windowS, 15);
    for (let i = 0; i < VAT_RATE_LIMIT.limit; i++) expect((await validate({ vat_number: "NL004495445B01" }, ip)).status).toBe(200);
    const over = await validate({ vat_number: "NL004495445B01" }, ip);
    expect(over.status).toBe(429);
    expect(over.body.error?.message).toBe(RATE_LIMIT_MESSAGE);
    expect((await validate({ vat_number: "NL004495445B01" }, "192.0.2.251")).status).toBe(200);
  }, 45_000);
});

/** A valid BE number no other test used (KV keeps cached answers for the whole file). */
let beSeed = 4_000_000;
function freshBe(): string {
  const base = String(beSeed++).padStart(8, "0");
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, "0")}`;
}

function fakeVies(answer: unknown, status = 200) {
  const calls: { url: string; body: unknown; auth: string | null }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)), auth: new Headers(init?.headers).get("Authorization") });
    return new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe("VIES adapter (injected fetch, no network)", () => {
  it("asks VIES with countryCode and vatNumber and takes its verdict", async () => {
    const { calls, fetcher } = fakeVies({ countryCode: "BE", vatNumber: "0403170701", valid: true, name: "X" });
    expect(await viesVat(E.CACHE, { fetch: fetcher }).check("BE0403170701")).toEqual({ valid: true, checked: true });
    expect(calls).toEqual([{ url: VIES_URL, body: { countryCode: "BE", vatNumber: "0403170701" }, auth: null }]);
  });

  it("a registered-looking number VIES does not know is invalid", async () => {
    const { fetcher } = fakeVies({ valid: false });
    expect(await viesVat(E.CACHE, { fetch: fetcher }).check("NL000099998B57")).toEqual({ valid: false, checked: true });
  });

  it("caches the answer in KV for a day: the second check does not ask again", async () => {
    const { calls, fetcher } = fakeVies({ valid: true });
    const adapter = viesVat(E.CACHE, { fetch: fetcher });
    expect(await adapter.check("NL004495445B01")).toEqual({ valid: true, checked: true });
    expect(await adapter.check("NL004495445B01")).toEqual({ valid: true, checked: true });
    expect(calls).toHaveLength(1);
    expect(await E.CACHE.get(vatCacheKey("NL004495445B01"), "json")).toEqual({ valid: true, checked: true });
  });

  it("a number failing the checksum is refused without asking", async () => {
    const { calls, fetcher } = fakeVies({ valid: true });
    expect(await viesVat(E.CACHE, { fetch: fetcher }).check("BE0123456748")).toEqual({ valid: false, checked: true });
    expect(calls).toHaveLength(0);
  });

  it("sends the API key of a paid service as a Bearer token", async () => {
    const { calls, fetcher } = fakeVies({ valid: true });
    await viesVat(E.CACHE, { fetch: fetcher, url: "https://vat.example/check", apiKey: "k-123" }).check("BE1000000021");
    expect(calls[0]).toMatchObject({ url: "https://vat.example/check", auth: "Bearer k-123" });
  });

  it.each([
    ["a 500", () => fakeVies({ message: "boom" }, 500).fetcher],
    ["a member state that is down (MS_UNAVAILABLE)", () => fakeVies({ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] }).fetcher],
    ["an unreadable answer", () => (async () => new Response("<html>", { status: 200 })) as unknown as typeof fetch],
    ["a network error", () => (async () => { throw new TypeError("network down"); }) as unknown as typeof fetch],
  ])("technical failure (%s) counts as valid, unchecked, and is not cached", async (_name, make) => {
    const lines: string[] = [];
    const vat = freshBe();
    expect(await viesVat(E.CACHE, { fetch: make(), log: memoryLogger(lines) }).check(vat)).toEqual({ valid: true, checked: false });
    expect(lines.some((l) => l.includes("counts as valid"))).toBe(true);
    expect(await E.CACHE.get(vatCacheKey(vat))).toBeNull();
  });

  it("a service slower than the timeout counts as valid, unchecked", async () => {
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    expect(await viesVat(E.CACHE, { fetch: slow, timeoutMs: 30, log: memoryLogger([]) }).check(freshBe())).toEqual({ valid: true, checked: false });
  });

  it("reads VIES answers", () => {
    expect(parseViesAnswer({ valid: true })).toEqual({ valid: true, checked: true });
    expect(parseViesAnswer({ valid: false, userError: "INVALID" })).toEqual({ valid: false, checked: true });
    expect(parseViesAnswer({ valid: false, userError: "MS_MAX_CONCURRENT_REQ" })).toBeNull();
    expect(parseViesAnswer(null)).toBeNull();
  });
});

describe("vatAdapter choice", () => {
  it("is VIES only when VAT_PROVIDER is vies", () => {
    expect(vatAdapter({ ...E, VAT_PROVIDER: "vies" }).name).toBe("vies");
    expect(vatAdapter({ ...E, VAT_PROVIDER: "" }).name).toBe("embedded");
    expect(vatAdapter({ ...E, VAT_PROVIDER: undefined }).name).toBe("embedded");
  });

  it("the embedded adapter checks format and checksum", async () => {
    expect(await embeddedVat().check("BE0403170701")).toEqual({ valid: true, checked: true });
    expect(await embeddedVat().check("BE0403170702")).toEqual({ valid: false, checked: true });
  });
});
