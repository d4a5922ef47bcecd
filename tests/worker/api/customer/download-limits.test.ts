/**
 * Rate limits of the customer's downloads: GET /v1/customer/export and GET /v1/customer/orders/{n}/invoice
 * count per customer and per IP; over a limit the answer is 429 with the Dutch message and Retry-After.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { EXPORT_LIMITS, INVOICE_LIMITS } from "../../../../worker/api/customer/download-limits";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { worker } from "../../../helpers/http";
import { placeOrder } from "../../../helpers/orders";

beforeAll(seedCart);

/** The same customer on another device (another IP): the session cookie copied. */
function otherDevice(token: string): Visitor {
  const v = new Visitor();
  v.jar.cookies.set("__Host-droomnest_session", token);
  return v;
}

async function times(n: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call()).status);
  return statuses;
}

function expectTooMany(r: { status: number; body: { error?: { message: string; code: string } }; res: Response }): void {
  expect(r.status).toBe(429);
  expect(r.body.error).toMatchObject({ code: "rate_limited", message: RATE_LIMIT_MESSAGE });
  expect(Number(r.res.headers.get("Retry-After"))).toBeGreaterThan(0);
}

describe("GET /v1/customer/export: per customer and per IP", { timeout: 60_000 }, () => {
  it("a customer's exports beyond the limit answer 429, also from another device; another customer still exports", async () => {
    const me = await registerAndLogin();
    expect(await times(EXPORT_LIMITS.customer.limit, () => me.visitor.call("GET", "/v1/customer/export"))).toEqual(Array(EXPORT_LIMITS.customer.limit).fill(200));
    expectTooMany(await me.visitor.call("GET", "/v1/customer/export"));
    expectTooMany(await otherDevice(me.token).call("GET", "/v1/customer/export"));
    const other = await registerAndLogin();
    expect((await other.visitor.call("GET", "/v1/customer/export")).status).toBe(200);
  });

  it("one IP beyond its limit answers 429 before any session is read; another IP is not affected", async () => {
    const ip = new Visitor();
    const statuses = await times(EXPORT_LIMITS.ip.limit, () => ip.call("GET", "/v1/customer/export"));
    expect(statuses).toEqual(Array(EXPORT_LIMITS.ip.limit).fill(401));
    expectTooMany(await ip.call("GET", "/v1/customer/export"));
    expect((await new Visitor().call("GET", "/v1/customer/export")).status).toBe(401);
  });
});

describe("GET /v1/customer/orders/{number}/invoice: per customer and per IP", { timeout: 120_000 }, () => {
  it("every request of the customer counts (an unknown number too); beyond the limit their real invoice answers 429", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor);
    const pdf = await worker(`/v1/customer/orders/${number}/invoice`, { headers: { "CF-Connecting-IP": me.visitor.ip, Cookie: me.visitor.jar.header() } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    await pdf.arrayBuffer();
    const rest = await times(INVOICE_LIMITS.customer.limit - 1, () => me.visitor.call("GET", "/v1/customer/orders/KJD0000000/invoice"));
    expect(new Set(rest)).toEqual(new Set([404]));
    expectTooMany(await me.visitor.call("GET", `/v1/customer/orders/${number}/invoice`));
    expectTooMany(await otherDevice(me.token).call("GET", `/v1/customer/orders/${number}/invoice`));
  });

  it("one IP beyond its limit answers 429", async () => {
    const ip = new Visitor();
    const statuses = await times(INVOICE_LIMITS.ip.limit, () => ip.call("GET", "/v1/customer/orders/KJD0000000/invoice"));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expectTooMany(await ip.call("GET", "/v1/customer/orders/KJD0000000/invoice"));
  });
});
