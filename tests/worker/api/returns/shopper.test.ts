/**
 * The shopper's returns (docs/decisions/038): /v1/order/{number}/returns for the order's browser (guest, the
 * access cookie) or customer; the 14 days, the 100 nights of a mattress, the exclusions of article 13, the
 * quantity limits, idempotency, the confirmation mail and everyone else's 404.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReturnCreated, ReturnPage } from "../../../../app/lib/api/types/returns";
import { WITHDRAWAL_TEXT } from "../../../../app/kernel/withdrawal";
import { RETURN_MESSAGES } from "../../../../app/lib/returns/messages";
import { RETURN_RATE_LIMIT } from "../../../../app/lib/returns/constants";
import { SHOP_IDENTITY } from "../../../../app/lib/shop-identity";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { placeOrder } from "../../../helpers/orders";
import { addLine, deliver, deliveredOrder, mailsOfKind, returnBody } from "./fixture";

beforeAll(seedCart);

const post = (v: Visitor, number: string, body: unknown) => v.call<ReturnCreated>("POST", `/v1/order/${number}/returns`, body);

describe("a guest returns through the order's access (the browser that placed it)", () => {
  it("sees the lines, their deadline and the withdrawal form prefilled from the order", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 2);
    const page = await guest.call<ReturnPage>("GET", `/v1/order/${number}/returns`);
    expect(page.status).toBe(200);
    expect(page.res.headers.get("Cache-Control")).toContain("no-store");
    expect(page.body.data.lines[0]).toMatchObject({ position: 1, max: 2, kind: "withdrawal", refusal: null });
    expect(page.body.data.form).toMatchObject({ name: "Sanne de Vries", address: "Oudegracht 10, 3511 AB Utrecht, Nederland" });
    expect(page.body.data.form.to).toContain(SHOP_IDENTITY.legalName);
    expect(page.body.data.withdrawal_deadline).not.toBeNull();
  });

  it("starts a return within 14 days: numbered R + order digits, the form stored, one confirmation mail with the return address; a double submit makes nothing new", async () => {
    const guest = new Visitor();
    const { number, email } = await deliveredOrder(guest, 13);
    const body = returnBody([{ position: 1, quantity: 1 }]);
    const first = await post(guest, number, body);
    expect(first.status).toBe(201);
    expect(first.body.data.return).toMatchObject({ number: `R${number.slice(3)}-1`, kind: "withdrawal", status: "requested" });
    const again = await post(guest, number, body);
    expect(again.status).toBe(200);
    expect(again.body.data.return.number).toBe(first.body.data.return.number);
    const stored = await env.DB.prepare("SELECT withdrawal_form, refund_due_at - created_at AS due FROM returns WHERE number = ?1").bind(first.body.data.return.number).first<{ withdrawal_form: string; due: number }>();
    expect(JSON.parse(stored!.withdrawal_form)).toMatchObject({ person: "ik", name: "Sanne de Vries", order_number: number, goods: [expect.stringContaining("1 ×")] });
    expect(stored!.due).toBe(14 * 86_400);
    const mails = await mailsOfKind(email, "return_confirmation");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(SHOP_IDENTITY.street);
    expect(mails[0]!.text).toContain(first.body.data.return.number);
    const second = await post(guest, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(second.body.data.return.number).toBe(`R${number.slice(3)}-2`);
  });

  it("refuses after the 14 days with the Dutch reason and stores nothing", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 16);
    const r = await post(guest, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toContain(WITHDRAWAL_TEXT.periodOver);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM returns r JOIN orders o ON o.id = r.order_id WHERE o.number = ?1").bind(number).first("n")).toBe(0);
  });

  it("refuses an order that is not delivered yet", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, null);
    const r = await post(guest, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toContain(WITHDRAWAL_TEXT.notDelivered);
  });
});

describe("the 100 nights and the exclusions", () => {
  it("a mattress on day 90 goes back under proefslapen, with its own deadline; the pillowcases of that order no longer", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 90);
    const mattress = await addLine(number, "matras");
    const page = await guest.call<ReturnPage>("GET", `/v1/order/${number}/returns`);
    expect(page.body.data.lines.find((l) => l.position === mattress)).toMatchObject({ kind: "trial", max: 1 });
    expect(page.body.data.trial_deadline).not.toBeNull();
    const pillowcases = await post(guest, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(pillowcases.status).toBe(422);
    const r = await post(guest, number, returnBody([{ position: mattress, quantity: 1 }], { preference: "exchange" }));
    expect(r.status).toBe(201);
    expect(r.body.data.return.kind).toBe("trial");
  });

  it("a configured boxspring (made to specification) is refused with the reason of article 13", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 3);
    const boxspring = await addLine(number, "boxspring", { madeToSpec: true });
    const r = await post(guest, number, returnBody([{ position: boxspring, quantity: 1 }]));
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toContain(WITHDRAWAL_TEXT.madeToSpec);
  });

  it("a pillow in its hygiene seal goes back only when the shopper confirms the seal is intact", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 3);
    const pillow = await addLine(number, "hoofdkussen");
    const refused = await post(guest, number, returnBody([{ position: pillow, quantity: 1 }]));
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toContain(WITHDRAWAL_TEXT.sealRequired);
    const accepted = await post(guest, number, returnBody([{ position: pillow, quantity: 1, seal_intact: true }]));
    expect(accepted.status).toBe(201);
  });
});

describe("quantities, input and access", () => {
  it("never more than delivered minus already returned", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 2);
    const tooMany = await post(guest, number, returnBody([{ position: 1, quantity: 3 }]));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error?.message).toContain(WITHDRAWAL_TEXT.tooMany(2));
    expect((await post(guest, number, returnBody([{ position: 1, quantity: 1 }]))).status).toBe(201);
    const rest = await post(guest, number, returnBody([{ position: 1, quantity: 2 }]));
    expect(rest.body.error?.message).toContain(WITHDRAWAL_TEXT.tooMany(1));
  });

  it("a missing name is refused in Dutch, per field", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 2);
    const r = await post(guest, number, returnBody([{ position: 1, quantity: 1 }], { name: "" }));
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toBe(RETURN_MESSAGES.name);
  });

  it("someone else's order answers the same 404 as one that does not exist", async () => {
    const { number } = await deliveredOrder(new Visitor(), 2);
    const stranger = await registerAndLogin();
    for (const path of [`/v1/order/${number}/returns`, "/v1/order/KJD0000001/returns"]) {
      expect((await stranger.visitor.call("GET", path)).status).toBe(404);
    }
    expect((await post(stranger.visitor, number, returnBody([{ position: 1, quantity: 1 }]))).status).toBe(404);
  });

  it("the logged-in customer reaches their own order through the session alone", async () => {
    const account = await registerAndLogin();
    const { number } = await placeOrder(account.visitor, { quantity: 2, email: account.email });
    await deliver(number, 1);
    // Another browser of the same customer: the session, without the order-access cookie.
    const session = account.visitor.jar.session!;
    const other = new Visitor();
    other.jar.cookies.set([...account.visitor.jar.cookies.keys()].find((k) => account.visitor.jar.cookies.get(k) === session)!, session);
    const r = await post(other, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(r.status).toBe(201);
  });

  it("return requests are limited per client address (429 in Dutch)", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 2);
    const answers: number[] = [];
    for (let i = 0; i < RETURN_RATE_LIMIT.limit; i++) answers.push((await post(guest, number, { lines: [] })).status);
    expect(answers.every((s) => s === 422)).toBe(true);
    const last = await post(guest, number, returnBody([{ position: 1, quantity: 1 }]));
    expect(last.status).toBe(429);
    expect(last.body.error?.message).toMatch(/Te veel pogingen/u);
  });

  it("a cross-site POST is refused (CSRF)", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 2);
    const r = await guest.call("POST", `/v1/order/${number}/returns`, returnBody([{ position: 1, quantity: 1 }]), { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(r.status).toBe(403);
  });
});
