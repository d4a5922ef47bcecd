/**
 * The newsletter credit (docs/decisions/027): confirming the double opt-in mails the pop-up's "€ 5,- shoptegoed"
 * as a single-use code with its conditions, once per address ever; unsubscribing and signing up again (in
 * another case, with a +tag) earns nothing new; the code is redeemed like any discount code, once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Subscription } from "../../../../app/lib/api/types/account";
import { codeRefusalMessage } from "../../../../worker/domain/cart/messages";
import { VOUCHER_TERMS } from "../../../../worker/domain/vouchers";
import { unsubscribe } from "../../../../worker/store/newsletter";
import { mailBudgetKey } from "../../../../worker/store/mail-budget";
import { issueNewsletterCredit } from "../../../../worker/store/vouchers";
import { mailedToken, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { Buyer, choose } from "../order/checkout-fixture";

beforeAll(seedCart);

const creditMails = async (email: string) =>
  (await env.DB.prepare("SELECT subject, text FROM outbox WHERE kind = 'newsletter_credit' AND to_address = ?1").bind(email).all<{ subject: string; text: string }>()).results;

/** Signs an address up and confirms the mailed link; answers the confirm's status. */
async function signUpAndConfirm(email: string): Promise<number> {
  const visitor = new Visitor();
  const signup = await visitor.call<Subscription>("POST", "/v1/customer/subscription", { email });
  expect(signup.status).toBe(201);
  const token = await mailedToken(email, "newsletter_confirm");
  const confirm = await visitor.call<Subscription>("POST", "/v1/customer/subscription/confirm", { token });
  return confirm.status;
}

const codeIn = (text: string) => /WELKOM-[A-Z2-9]{4}-[A-Z2-9]{4}/u.exec(text)?.[0] ?? null;

describe("the newsletter credit", () => {
  it("confirming mails one € 5 single-use code with its conditions", async () => {
    const email = `lezer-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    expect(await signUpAndConfirm(email)).toBe(200);
    const mails = await creditMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Je € 5,- shoptegoed van Droomnest");
    expect(mails[0]!.text).toContain("€ 5,00 korting op een volgende bestelling vanaf € 50,00. Eén keer te gebruiken, geldig t/m");
    const code = codeIn(mails[0]!.text)!;
    const row = await env.DB.prepare("SELECT kind, value, min_order, max_uses FROM discount_codes WHERE code = ?1").bind(code).first();
    expect(row).toEqual({ kind: "fixed", value: VOUCHER_TERMS.newsletter.value, min_order: VOUCHER_TERMS.newsletter.minOrder, max_uses: 1 });
  });

  it("once per address ever: unsubscribing and confirming again (other case, a +tag) earns no new code or mail", async () => {
    const local = `lezer-${crypto.randomUUID().slice(0, 8)}`;
    const email = `${local}@droomnest.test`;
    expect(await signUpAndConfirm(email)).toBe(200);
    const sub = await env.DB.prepare("SELECT id FROM newsletter_subscriptions WHERE email = ?1").bind(email).first<{ id: number }>();
    await unsubscribe(env.DB, sub!.id, Math.floor(Date.now() / 1000));
    expect(await signUpAndConfirm(email)).toBe(200);
    const variant = `${local.toUpperCase()}+nieuw@DROOMNEST.test`;
    expect(await signUpAndConfirm(variant)).toBe(200);
    expect(await creditMails(email)).toHaveLength(1);
    expect(await creditMails(variant)).toHaveLength(0);
    // One stored credit for the address, kept by its hash only (never the address itself).
    const hash = await mailBudgetKey(email);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_credits WHERE email_hash = ?1").bind(hash).first<number>("n")).toBe(1);
  });

  it("ten confirms of one address at once issue one credit", async () => {
    const email = `lezer-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const now = Math.floor(Date.now() / 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => issueNewsletterCredit(env.DB, email, now)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.code)).size).toBe(1);
  });

  it("the code is redeemed like any code, once: a second order is refused with the Dutch message", async () => {
    const email = `lezer-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    await signUpAndConfirm(email);
    const code = codeIn((await creditMails(email))[0]!.text)!;
    const first = await Buyer.ready({ quantity: 6, code });
    const placed = await first.paymentUrl();
    expect(placed.status).toBe(201);
    await choose(placed.body.data.checkout_url, "paid");
    const order = await env.DB.prepare("SELECT discount_total FROM orders WHERE number = ?1").bind(placed.body.data.order).first<number>("discount_total");
    expect(order).toBe(VOUCHER_TERMS.newsletter.value);
    const second = await Buyer.ready({ quantity: 6 });
    const apply = await second.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("used_up"));
  }, 30_000);
});
