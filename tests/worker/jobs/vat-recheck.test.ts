/**
 * Reverse charge decided on the delivery country, the VAT check frozen on the order, and the Cron's second
 * look at numbers VIES could not answer for (spec section 5; docs/decisions/017). Orders are made through
 * the real checkout API and the sandbox PSP; VIES is a local function (the adapter's injected fetch, or the
 * global fetch replaced for the one step-1 request made while "VIES is down"): never the network.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutState, PaymentMethod, PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import { SELLER } from "../../../app/lib/checkout/constants";
import type { Env } from "../../../worker/env";
import { recheckVatNumbers, VAT_RECHECK_BASE_S } from "../../../worker/jobs/vat-recheck";
import { Visitor } from "../../helpers/account";
import { seedCart } from "../../helpers/cart";
import { ORIGIN, worker } from "../../helpers/http";
import { orderItem } from "../../helpers/orders";
import { address, BE_ADDRESS, step1 } from "../api/checkout/state-helpers";

const E = env as unknown as Env;
const VIES_ENV: Env = { ...E, VAT_PROVIDER: "vies" };

beforeAll(seedCart);
afterEach(() => vi.restoreAllMocks());

/** A valid BE number no other test used (the VIES adapter caches answers in KV per number). */
let beSeed = 5_100_000;
function freshBe(): string {
  const base = String(beSeed++).padStart(8, "0");
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, "0")}`;
}

const NL_VAT = "NL000099998B57";
const beCompany = (vat: string) => ({ type: "company", company: "Slaapwel BV", vat_number: vat, coc_number: "0403170701" });
const nlCompany = { type: "company", company: "Bedrijf BV", vat_number: NL_VAT, coc_number: "12345678" };
const NL_DELIVERY = { ...address(), sameDeliveryAddress: false };

async function must<T>(what: string, r: Promise<{ status: number; body: { data: T } }>, status = 200): Promise<T> {
  const res = await r;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Step 1 posted while VIES is down (VAT_PROVIDER=vies, every fetch fails): spec section 5 lets it through. */
async function step1WithViesDown(v: Visitor, body: unknown): Promise<CheckoutState> {
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
    throw new TypeError("VIES down");
  });
  vi.spyOn(console, "log").mockImplementation(() => {});
  const { default: app } = await import("../../../worker/index");
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}/v1/checkout/customer`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": v.ip, Cookie: v.jar.header() },
      body: JSON.stringify(body),
    }),
    VIES_ENV,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  v.jar.store(res);
  expect(spy).toHaveBeenCalled();
  vi.restoreAllMocks();
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CheckoutState }).data;
}

interface Placed {
  number: string;
  state: CheckoutState;
}

/** A cart, step 1 (through `step1Post` when given), step 2 for the delivery country, the order and its payment. */
async function order(body: ReturnType<typeof step1>, step1Post?: (v: Visitor, body: unknown) => Promise<CheckoutState>): Promise<Placed> {
  const v = new Visitor();
  await must("add to cart", v.call("POST", "/v1/cart/item", { item_id: orderItem().variant.id, quantity: 2 }));
  const state = step1Post ? await step1Post(v, body) : await must<CheckoutState>("step 1", v.call("POST", "/v1/checkout/customer", body));
  const country = (state.shipping_address?.country_code ?? "NL") as "NL" | "BE";
  const method = country === "BE" ? "bancontact" : "ideal";
  const methods = await must<PaymentMethod[]>("methods", v.call("GET", `/v1/checkout/paymentmethod?country_code=${country}`));
  const issuer = methods.find((m) => m.code === method)?.issuers[0]?.id ?? "";
  await must("step 2", v.call("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", insurance: false, method, issuer }));
  const placed = await must<PaymentUrlResult>("payment-url", v.call("POST", "/v1/checkout/payment-url", { idempotency_key: `rc-${crypto.randomUUID()}`, terms: true }), 201);
  const res = await worker(new URL(placed.checkout_url, ORIGIN).pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": v.ip },
    body: new URLSearchParams({ status: "paid" }).toString(),
  });
  await res.body?.cancel();
  return { number: placed.order, state };
}

interface VatRow {
  status: string;
  reverse_charge: number;
  vat_total: number;
  grand_total: number;
  vat_check: string | null;
  vat_check_attempts: number;
  vat_next_check_at: number | null;
}

const row = (number: string) =>
  E.DB.prepare("SELECT status, reverse_charge, vat_total, grand_total, vat_check, vat_check_attempts, vat_next_check_at FROM orders WHERE number = ?1")
    .bind(number)
    .first<VatRow>();

const vatMails = (number: string) =>
  E.DB.prepare("SELECT to_address, subject, text FROM outbox WHERE kind = 'vat_invalid' AND related_id = ?1").bind(number).all<{ to_address: string; subject: string; text: string }>();

/** VIES as a local function: records each asked number and answers `valid` (or fails when null). */
function vies(valid: boolean | null) {
  const asked: string[] = [];
  const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { countryCode: string; vatNumber: string };
    asked.push(`${body.countryCode}${body.vatNumber}`);
    if (valid === null) return new Response("busy", { status: 503 });
    return Response.json({ countryCode: body.countryCode, vatNumber: body.vatNumber, valid });
  }) as typeof fetch;
  return { asked, fetchFn };
}

const cronNow = () => Math.floor(Date.now() / 1000) + 60;

describe("reverse charge is decided on the delivery country (seller in NL)", () => {
  it("NL business delivering to NL: 21 % VAT, no reverse charge", async () => {
    const { number, state } = await order(step1({ details: nlCompany }));
    expect(state.totals.reverse_charge).toBe(false);
    expect(state.totals.vat_included).toBeGreaterThan(0);
    const o = (await row(number))!;
    expect(o).toMatchObject({ status: "paid", reverse_charge: 0, vat_check: null });
    expect(o.vat_total).toBe(o.grand_total - Math.round((o.grand_total * 100) / 121));
  });

  it("BE business delivering to BE: reverse charge, 0 % VAT, the number recorded as confirmed", async () => {
    const { number, state } = await order(step1({ details: beCompany(freshBe()), billing_address: BE_ADDRESS }));
    expect(state.totals.reverse_charge).toBe(true);
    expect(state.totals.vat_included).toBe(0);
    expect(await row(number)).toMatchObject({ status: "paid", reverse_charge: 1, vat_total: 0, vat_check: "confirmed" });
  });

  it("BE business billing in BE but delivering to NL: no reverse charge (a Dutch supply)", async () => {
    const { number, state } = await order(step1({ details: beCompany(freshBe()), billing_address: { ...BE_ADDRESS, sameDeliveryAddress: false }, shipping_address: NL_DELIVERY }));
    expect(state.billing_address?.country_code).toBe("BE");
    expect(state.shipping_address?.country_code).toBe("NL");
    expect(state.totals.reverse_charge).toBe(false);
    expect(state.totals.vat_included).toBeGreaterThan(0);
    expect(await row(number)).toMatchObject({ reverse_charge: 0, vat_check: null });
  });

  it("NL private shopper: 21 % VAT, no reverse charge", async () => {
    const { number, state } = await order(step1());
    expect(state.totals.reverse_charge).toBe(false);
    expect(state.totals.vat_included).toBeGreaterThan(0);
    expect(await row(number)).toMatchObject({ reverse_charge: 0, vat_check: null });
  });
});

describe("VIES down at checkout: the order is made, recorded unconfirmed, and the Cron asks again", () => {
  it("VIES up at the Cron and valid: confirmed, no mail", async () => {
    const vat = freshBe();
    const { number, state } = await order(step1({ details: beCompany(vat), billing_address: BE_ADDRESS }), step1WithViesDown);
    expect(state.totals.reverse_charge).toBe(true);
    expect(await row(number)).toMatchObject({ status: "paid", reverse_charge: 1, vat_check: "unconfirmed" });

    const up = vies(true);
    const run = await recheckVatNumbers(VIES_ENV, cronNow(), { fetch: up.fetchFn });
    expect(up.asked).toContain(vat);
    expect(run.confirmed).toBeGreaterThanOrEqual(1);
    expect(await row(number)).toMatchObject({ vat_check: "confirmed", vat_check_attempts: 1 });
    expect((await vatMails(number)).results).toEqual([]);
  });

  it("VIES still down at the Cron: stays unconfirmed, asked again only after the back-off", async () => {
    const vat = freshBe();
    const { number } = await order(step1({ details: beCompany(vat), billing_address: BE_ADDRESS }), step1WithViesDown);
    const now = cronNow();
    const down = vies(null);
    await recheckVatNumbers(VIES_ENV, now, { fetch: down.fetchFn });
    expect(down.asked).toContain(vat);
    const after = (await row(number))!;
    expect(after).toMatchObject({ vat_check: "unconfirmed", vat_check_attempts: 1 });
    expect(after.vat_next_check_at).toBe(now + VAT_RECHECK_BASE_S);

    const again = vies(null);
    await recheckVatNumbers(VIES_ENV, now + 60, { fetch: again.fetchFn });
    expect(again.asked).not.toContain(vat);

    const later = vies(true);
    await recheckVatNumbers(VIES_ENV, now + VAT_RECHECK_BASE_S, { fetch: later.fetchFn });
    expect(later.asked).toContain(vat);
    expect(await row(number)).toMatchObject({ vat_check: "confirmed", vat_check_attempts: 2 });
  });

  it("VIES then answers invalid: the order is flagged and the shop mailed once, not again on the next run", async () => {
    const vat = freshBe();
    const { number } = await order(step1({ details: beCompany(vat), billing_address: BE_ADDRESS }), step1WithViesDown);
    const now = cronNow();
    const invalid = vies(false);
    await recheckVatNumbers(VIES_ENV, now, { fetch: invalid.fetchFn });
    expect(invalid.asked).toContain(vat);
    expect(await row(number)).toMatchObject({ status: "paid", reverse_charge: 1, vat_check: "invalid" });
    const mails = (await vatMails(number)).results;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(SELLER.email);
    expect(mails[0]!.subject).toContain(number);
    expect(mails[0]!.text).toContain(vat);
    expect(mails[0]!.text).toContain("corrigeer dan de factuur");

    const next = vies(false);
    await recheckVatNumbers(VIES_ENV, now + 2 * 86_400, { fetch: next.fetchFn });
    expect(next.asked).not.toContain(vat);
    expect((await vatMails(number)).results).toHaveLength(1);
    expect(await row(number)).toMatchObject({ vat_check: "invalid" });
  });
});
