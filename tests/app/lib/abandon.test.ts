import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_NAME } from "../../../app/lib/constants";
import { hasConsent, sendAbandon } from "../../../app/lib/abandon/send";

const choice = (accepted: 0 | 1) => `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify({ time: 1, accepted }))}`;

function recorder(status = 202) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response('{"data":{"accepted":true}}', { status });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe("abandonment signals in the browser: consent first", () => {
  it.each([
    ["no cookie choice yet", ""],
    ["refused in the cookie bar", choice(0)],
    ["a broken cookie", `${COOKIE_CONSENT_NAME}=%7Bkapot`],
  ])("%s: cart, browse and category are not sent", async (_, cookie) => {
    const { calls, fetcher } = recorder();
    const opts = { cookie: () => cookie, fetch: fetcher };
    expect(await sendAbandon("browse", { products: [1] }, opts)).toBe(false);
    expect(await sendAbandon("category", { category: "matrassen" }, opts)).toBe(false);
    expect(await sendAbandon("cart", { quote_id: "q", updated_at: null, products: [1] }, opts)).toBe(false);
    expect(calls).toEqual([]);
  });

  it("accepted: each signal is posted as JSON to its endpoint", async () => {
    const { calls, fetcher } = recorder();
    const opts = { cookie: () => `other=1; ${choice(1)}`, fetch: fetcher };
    expect(await sendAbandon("browse", { products: [7] }, opts)).toBe(true);
    expect(await sendAbandon("category", { category: 12 }, opts)).toBe(true);
    expect(calls.map((c) => [c.url, c.init.method, c.init.body])).toEqual([
      ["/v1/abandon/browse", "POST", '{"products":[7]}'],
      ["/v1/abandon/category", "POST", '{"category":12}'],
    ]);
    expect(new Headers(calls[0]!.init.headers).get("Content-Type")).toBe("application/json");
  });

  it("the shopper's own e-mail address is sent without consent", async () => {
    const { calls, fetcher } = recorder();
    expect(await sendAbandon("email", { email: "a@b.nl" }, { cookie: () => "", fetch: fetcher })).toBe(true);
    expect(calls.map((c) => c.url)).toEqual(["/v1/abandon/email"]);
  });

  it("a failing API or network is ignored (false, no throw)", async () => {
    const opts = { cookie: () => choice(1) };
    expect(await sendAbandon("browse", { products: [1] }, { ...opts, fetch: recorder(500).fetcher })).toBe(false);
    const broken = (async () => {
      throw new TypeError("offline");
    }) as typeof fetch;
    expect(await sendAbandon("browse", { products: [1] }, { ...opts, fetch: broken })).toBe(false);
  });

  it("hasConsent reads the cookie bar's stored choice", () => {
    expect(hasConsent(choice(1))).toBe(true);
    expect(hasConsent(choice(0))).toBe(false);
    expect(hasConsent("")).toBe(false);
  });
});

describe("recording the address for the cart's reminder (docs/decisions/028)", () => {
  it("sends a valid address once per address and form, with the form's consent; an invalid one not at all", async () => {
    const { recordReminderEmail } = await import("../../../app/lib/abandon/record-email");
    const { calls, fetcher } = recorder();
    const opts = { cookie: () => "", fetch: fetcher };
    expect(await recordReminderEmail("geen-adres", "checkout", opts)).toBe(false);
    expect(await recordReminderEmail("", "checkout", opts)).toBe(false);
    expect(await recordReminderEmail("  Sanne@Droomnest.test ", "checkout", opts)).toBe(true);
    expect(await recordReminderEmail("sanne@droomnest.test", "checkout", opts)).toBe(false);
    expect(await recordReminderEmail("sanne@droomnest.test", "newsletter", opts)).toBe(true);
    expect(calls.map((c) => JSON.parse(String(c.init.body)) as unknown)).toEqual([
      { email: "sanne@droomnest.test", consent: "checkout" },
      { email: "sanne@droomnest.test", consent: "newsletter" },
    ]);
  });

  it("a send that failed is tried again the next time the field is left", async () => {
    const { recordReminderEmail } = await import("../../../app/lib/abandon/record-email");
    expect(await recordReminderEmail("opnieuw@droomnest.test", "checkout", { fetch: recorder(500).fetcher })).toBe(false);
    const { calls, fetcher } = recorder();
    expect(await recordReminderEmail("opnieuw@droomnest.test", "checkout", { fetch: fetcher })).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
