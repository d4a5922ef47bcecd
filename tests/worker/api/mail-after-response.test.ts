/**
 * No request waits on a mail provider (docs/decisions/034): with Brevo held (its answer comes only when the
 * test releases it), the contact form, registering, forgot password and the payment step of the checkout
 * answer, their mails stay unsent in the outbox until then, and are sent after the response (waitUntil).
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BREVO_SEND_URL } from "../../../worker/edge/mail-transport";
import type { Env } from "../../../worker/env";
import { newRegistration, registerAndLogin, Visitor } from "../../helpers/account";
import { seedCart } from "../../helpers/cart";
import { fetchRecorder } from "../../helpers/fetch-recorder";
import { ORIGIN } from "../../helpers/http";
import { placeOrder } from "../../helpers/orders";

const BREVO_ENV = { ...(env as unknown as Env), MAIL_PROVIDER: "brevo", MAIL_API_KEY: "xkeysib-test" };

/** Brevo behind fetch interception: every post waits until release(), then is accepted (201). */
function heldBrevo() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const realFetch = globalThis.fetch;
  const brevo = fetchRecorder(async () => {
    await released;
    return Response.json({ messageId: `<${crypto.randomUUID()}@smtp-relay.mailin.fr>` }, { status: 201 });
  });
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => (new Request(input, init).url === BREVO_SEND_URL ? brevo.fetchFn(input, init) : realFetch(input, init)));
  vi.spyOn(console, "log").mockImplementation(() => {});
  return { sent: brevo.sent, release };
}

/** One request to the Worker with the Brevo configuration; the ExecutionContext holds what runs after it. */
async function post(path: string, body: string, contentType: string, ip: string) {
  const { default: app } = await import("../../../worker/index");
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": contentType, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip }, body }),
    BREVO_ENV,
    ctx,
  );
  return { res, ctx };
}

async function mails(to: string) {
  const { results } = await env.DB.prepare("SELECT kind, sent_at FROM outbox WHERE to_address = ?1 OR (kind = 'contact_service' AND instr(text, ?1) > 0) ORDER BY id").bind(to).all<{ kind: string; sent_at: number | null }>();
  return results;
}

beforeAll(seedCart);
afterEach(() => vi.restoreAllMocks());

describe("a slow mail provider never slows a request", () => {
  it("contact form: answers 201 while Brevo has not answered; both mails are sent after the response", async () => {
    const brevo = heldBrevo();
    const email = `vraag-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const { res, ctx } = await post("/v1/contact", JSON.stringify({ name: "Sanne", email, question: "Wanneer wordt mijn matras bezorgd?" }), "application/json", "192.0.2.10");
    expect(res.status).toBe(201);
    expect(await mails(email)).toEqual([
      { kind: "contact_confirmation", sent_at: null },
      { kind: "contact_service", sent_at: null },
    ]);
    brevo.release();
    await waitOnExecutionContext(ctx);
    expect(brevo.sent).toHaveLength(2);
    expect((await mails(email)).map((m) => m.sent_at)).toEqual([expect.any(Number), expect.any(Number)]);
  });

  it("register: answers 201 while Brevo has not answered; the confirmation mail is sent after the response", async () => {
    const brevo = heldBrevo();
    const input = newRegistration();
    const { res, ctx } = await post("/v1/customer", JSON.stringify(input), "application/json", "192.0.2.11");
    expect(res.status).toBe(201);
    expect(await mails(input.email)).toEqual([{ kind: "account_confirm", sent_at: null }]);
    brevo.release();
    await waitOnExecutionContext(ctx);
    expect(await mails(input.email)).toEqual([{ kind: "account_confirm", sent_at: expect.any(Number) }]);
  });

  it("forgot password: answers while Brevo has not answered; the reset mail, queued after the response, is sent then", async () => {
    const account = await registerAndLogin();
    const brevo = heldBrevo();
    const { res, ctx } = await post("/v1/customer/password/forgot", JSON.stringify({ email: account.email }), "application/json", "192.0.2.12");
    expect(res.status).toBe(200);
    brevo.release();
    await waitOnExecutionContext(ctx);
    expect((await mails(account.email)).filter((m) => m.kind === "account_reset")).toEqual([{ kind: "account_reset", sent_at: expect.any(Number) }]);
  });

  it("checkout: the payment answers while Brevo has not answered; the order confirmation is sent after the response", async () => {
    const visitor = new Visitor();
    const order = await placeOrder(visitor, { outcome: "open" });
    const brevo = heldBrevo();
    const page = new URL(order.checkoutUrl, ORIGIN);
    const { res, ctx } = await post(page.pathname, new URLSearchParams({ status: "paid" }).toString(), "application/x-www-form-urlencoded", visitor.ip);
    expect(res.status).toBeLessThan(400);
    expect(await mails(order.email)).toEqual([{ kind: "order_confirmation", sent_at: null }]);
    brevo.release();
    await waitOnExecutionContext(ctx);
    expect(await mails(order.email)).toEqual([{ kind: "order_confirmation", sent_at: expect.any(Number) }]);
  });
});
