/**
 * 'Geverifieerde koper' only through a review invitation tied to a paid order, never from a typed e-mail
 * address. Orders are made through the real checkout API and the sandbox PSP; the Cron's job mails the
 * invitation (the outbox is the mailbox); reviews are posted to the API and through the product page's form.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_INVITATION_DELAY_DAYS, REVIEW_INVITATION_FIELD, REVIEW_INVITATION_TTL_DAYS, REVIEW_QUERY } from "../../../app/lib/reviews/constants";
import { REVIEW_MESSAGES } from "../../../app/lib/reviews/messages";
import type { Env } from "../../../worker/env";
import { sendReviewInvitations } from "../../../worker/jobs/review-invitations";
import { scheduled } from "../../../worker/scheduled";
import { Visitor } from "../../helpers/account";
import { findVariant, seedCart } from "../../helpers/cart";
import { servicePages } from "../../helpers/catalog";
import { browserGet, browserPost, decodeHtml, ORIGIN, worker } from "../../helpers/http";
import { orderItem, placeOrder } from "../../helpers/orders";

const E = env as unknown as Env;
const DAY = 86_400;

beforeAll(seedCart);

/** A second stocked product for two-product orders. */
const secondItem = () => findVariant((p, v) => p.available && v.stock >= 50 && p.type !== orderItem().product.type && p.type !== "boxspring");

let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

interface Invited {
  number: string;
  email: string;
  paidAt: number;
  /** Token per product id, read from the invitation mail's links. */
  tokens: Map<number, string>;
  text: string;
}

async function paidAt(number: string): Promise<number> {
  return (await E.DB.prepare("SELECT paid_at FROM orders WHERE number = ?1").bind(number).first<{ paid_at: number }>())!.paid_at;
}

async function invitationMails(number: string) {
  return (
    await E.DB.prepare("SELECT to_address, subject, text, html FROM outbox WHERE kind = 'review_invitation' AND related_id = ?1").bind(number).all<{
      to_address: string;
      subject: string;
      text: string;
      html: string;
    }>()
  ).results;
}

/** The token of each product link of a mail ("/<slug>.html?review=schrijven&uitnodiging=<token>#..."). */
function tokensOf(text: string): Map<number, string> {
  const out = new Map<number, string>();
  const re = new RegExp(`${ORIGIN.replace(/[.]/gu, "\\.")}/([^\\s?]+)\\.html\\?review=schrijven&${REVIEW_QUERY.invitation}=([A-Za-z0-9_-]+)`, "gu");
  for (const m of text.matchAll(re)) {
    const product = [orderItem(), secondItem()].find((i) => i.product.slug === m[1]);
    if (product) out.set(product.product.id, m[2]!);
  }
  return out;
}

/** A paid order (optionally with a second product) whose invitation the Cron has sent. */
async function invitedOrder(options: { twoProducts?: boolean } = {}): Promise<Invited> {
  const v = new Visitor();
  if (options.twoProducts) {
    const r = await v.call("POST", "/v1/cart/item", { item_id: secondItem().variant.id, quantity: 1 });
    expect(r.status).toBe(200);
  }
  const { number, email } = await placeOrder(v);
  const paid = await paidAt(number);
  await sendReviewInvitations(E, paid + REVIEW_INVITATION_DELAY_DAYS * DAY, { origin: ORIGIN });
  const mails = await invitationMails(number);
  expect(mails).toHaveLength(1);
  return { number, email, paidAt: paid, tokens: tokensOf(mails[0]!.text), text: mails[0]!.text };
}

function payload(email: string, extra: Record<string, unknown> = {}) {
  return {
    product: { title: "Product", url: "/product.html", description: "Omschrijving" },
    review: { content: "Heerlijk product, ik slaap veel beter.", title: "Aanrader", score: "5" },
    customer: { name: "Sanne", email },
    ...extra,
  };
}

async function postReview(productId: number, body: unknown): Promise<{ status: number; message: string }> {
  const res = await worker(`/v1/catalog/product/${productId}/review`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { message: string }; error?: { message: string } };
  return { status: res.status, message: json.data?.message ?? json.error?.message ?? "" };
}

async function verifiedOf(productId: number, email: string): Promise<number | null> {
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`review:${email.trim().toLowerCase()}`)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  const row = await E.DB.prepare("SELECT verified FROM reviews WHERE product_id = ?1 AND email_hash = ?2").bind(productId, hash).first<{ verified: number }>();
  return row ? row.verified : null;
}

const fresh = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;

describe("the review invitation (Cron)", () => {
  it(`is mailed ${REVIEW_INVITATION_DELAY_DAYS} days after payment, once per order, with a link per product`, async () => {
    const v = new Visitor();
    await v.call("POST", "/v1/cart/item", { item_id: secondItem().variant.id, quantity: 1 });
    const { number, email } = await placeOrder(v);
    const paid = await paidAt(number);
    await sendReviewInvitations(E, paid + REVIEW_INVITATION_DELAY_DAYS * DAY - 60, { origin: ORIGIN });
    expect(await invitationMails(number)).toEqual([]);

    await sendReviewInvitations(E, paid + REVIEW_INVITATION_DELAY_DAYS * DAY, { origin: ORIGIN });
    const mails = await invitationMails(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(email);
    expect(mails[0]!.subject).toContain(number);
    expect(mails[0]!.text).toContain("Geverifieerde koper");
    const tokens = tokensOf(mails[0]!.text);
    expect([...tokens.keys()].sort()).toEqual([orderItem().product.id, secondItem().product.id].sort());
    expect(new Set(tokens.values()).size).toBe(2);
    // Only hashes are kept.
    const stored = (await E.DB.prepare("SELECT token_hash FROM review_invitations").all<{ token_hash: string }>()).results.map((r) => r.token_hash);
    for (const t of tokens.values()) expect(stored).not.toContain(t);

    await sendReviewInvitations(E, paid + (REVIEW_INVITATION_DELAY_DAYS + 1) * DAY, { origin: ORIGIN });
    expect(await invitationMails(number)).toHaveLength(1);
    expect(tokensOf((await invitationMails(number))[0]!.text)).toEqual(tokens);
  });

  it("the service page 'review schrijven' says what the job does (delay and validity)", () => {
    const text = JSON.stringify(servicePages.find((p) => p.slug === "review-schrijven"));
    expect(REVIEW_INVITATION_DELAY_DAYS).toBe(14);
    expect(text).toContain("twee weken na een betaalde bestelling");
    expect(text).toContain(`${REVIEW_INVITATION_TTL_DAYS} dagen werkt voor één review`);
    expect(text).toContain("Alleen een e-mailadres invullen maakt een review niet geverifieerd");
  });

  it("the Cron handler (worker/scheduled.ts) sends it", async () => {
    const { number, email } = await placeOrder(new Visitor());
    const paid = await paidAt(number);
    const waited: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void waited.push(p), passThroughOnException: () => undefined } as unknown as ExecutionContext;
    await scheduled({ scheduledTime: (paid + REVIEW_INVITATION_DELAY_DAYS * DAY) * 1000, cron: "*/15 * * * *", noRetry: () => undefined }, E, ctx);
    await Promise.all(waited);
    const mails = await invitationMails(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(email);
  });

  it("an unpaid order gets none", async () => {
    const v = new Visitor();
    const { number } = await placeOrder(v, { outcome: "open" });
    await sendReviewInvitations(E, Math.floor(Date.now() / 1000) + (REVIEW_INVITATION_DELAY_DAYS + 1) * DAY, { origin: ORIGIN });
    expect(await invitationMails(number)).toEqual([]);
  });
});

describe("POST /v1/catalog/product/{id}/review: verified only with a valid invitation token", () => {
  it("a typed e-mail address that placed a paid order of the product no longer makes the review verified", async () => {
    const v = new Visitor();
    const { email } = await placeOrder(v);
    const r = await postReview(orderItem().product.id, payload(email));
    expect(r.status).toBe(201);
    expect(r.message).toBe(REVIEW_MESSAGES.posted);
    expect(await verifiedOf(orderItem().product.id, email)).toBe(0);
  });

  it("a valid token for the product: 'Geverifieerde koper'; a double submit keeps it", async () => {
    const inv = await invitedOrder({ twoProducts: true });
    const id = orderItem().product.id;
    const token = inv.tokens.get(id)!;
    const email = fresh("koper");
    const r = await postReview(id, payload(email, { [REVIEW_INVITATION_FIELD]: token }));
    expect(r).toEqual({ status: 201, message: REVIEW_MESSAGES.posted });
    expect(await verifiedOf(id, email)).toBe(1);
    const again = await postReview(id, payload(email, { [REVIEW_INVITATION_FIELD]: token }));
    expect(again.message).toBe(REVIEW_MESSAGES.posted);
    expect(await verifiedOf(id, email)).toBe(1);
    // The other product's token works for the other product.
    const other = secondItem().product.id;
    const r2 = await postReview(other, payload(email, { [REVIEW_INVITATION_FIELD]: inv.tokens.get(other)! }));
    expect(r2.message).toBe(REVIEW_MESSAGES.posted);
    expect(await verifiedOf(other, email)).toBe(1);
  });

  it("a used token (by another address): accepted, not verified, and the answer says why", async () => {
    const inv = await invitedOrder();
    const id = orderItem().product.id;
    const token = inv.tokens.get(id)!;
    await postReview(id, payload(fresh("eerste"), { [REVIEW_INVITATION_FIELD]: token }));
    const second = fresh("tweede");
    const r = await postReview(id, payload(second, { [REVIEW_INVITATION_FIELD]: token }));
    expect(r).toEqual({ status: 201, message: REVIEW_MESSAGES.postedUnverified });
    expect(await verifiedOf(id, second)).toBe(0);
  });

  it("a token of another product: accepted, not verified (and the token stays usable for its own product)", async () => {
    const inv = await invitedOrder();
    const token = inv.tokens.get(orderItem().product.id)!;
    const elsewhere = secondItem().product.id;
    const email = fresh("ander");
    const r = await postReview(elsewhere, payload(email, { [REVIEW_INVITATION_FIELD]: token }));
    expect(r).toEqual({ status: 201, message: REVIEW_MESSAGES.postedUnverified });
    expect(await verifiedOf(elsewhere, email)).toBe(0);
    await postReview(orderItem().product.id, payload(email, { [REVIEW_INVITATION_FIELD]: token }));
    expect(await verifiedOf(orderItem().product.id, email)).toBe(1);
  });

  it("an expired token: accepted, not verified", async () => {
    const inv = await invitedOrder();
    const id = orderItem().product.id;
    // Time moves on: the invitation's validity ended a second ago.
    await E.DB.prepare("UPDATE review_invitations SET expires_at = ?1 WHERE order_id = (SELECT id FROM orders WHERE number = ?2)")
      .bind(Math.floor(Date.now() / 1000) - 1, inv.number)
      .run();
    const email = fresh("laat");
    const r = await postReview(id, payload(email, { [REVIEW_INVITATION_FIELD]: inv.tokens.get(id)! }));
    expect(r).toEqual({ status: 201, message: REVIEW_MESSAGES.postedUnverified });
    expect(await verifiedOf(id, email)).toBe(0);
  });

  it.each([
    ["a forged token of the right form", () => "A".repeat(43)],
    ["a malformed token", () => "niet-echt"],
  ])("%s: accepted, not verified", async (_name, token) => {
    const id = orderItem().product.id;
    const email = fresh("vals");
    const r = await postReview(id, payload(email, { [REVIEW_INVITATION_FIELD]: token() }));
    expect(r).toEqual({ status: 201, message: REVIEW_MESSAGES.postedUnverified });
    expect(await verifiedOf(id, email)).toBe(0);
  });

  it("a token longer than any real one is refused with a Dutch message and stores nothing", async () => {
    const email = fresh("lang");
    const r = await postReview(orderItem().product.id, payload(email, { [REVIEW_INVITATION_FIELD]: "x".repeat(300) }));
    expect(r).toEqual({ status: 422, message: "Deze uitnodigingslink is niet geldig." });
    expect(await verifiedOf(orderItem().product.id, email)).toBeNull();
  });
});

describe("the product page's review form carries the invitation", () => {
  it("opened from the mail's link: the token in a hidden field, the page private; posted without JavaScript: verified", async () => {
    const inv = await invitedOrder();
    const id = orderItem().product.id;
    const token = inv.tokens.get(id)!;
    const link = new URL(/https?:\/\/\S+/u.exec(inv.text.split("\n").find((l) => l.includes(token))!)![0]);
    const page = await browserGet(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = decodeHtml(await page.text());
    expect(html).toContain(`name="${REVIEW_INVITATION_FIELD}" value="${token}"`);
    expect(html).toContain(REVIEW_MESSAGES.invited);

    const plain = await browserGet(link.pathname);
    expect(plain.headers.get("Cache-Control") ?? "").not.toContain("no-store");
    expect(await plain.text()).not.toContain(`name="${REVIEW_INVITATION_FIELD}"`);

    const email = fresh("formulier");
    const res = await browserPost(
      `${link.pathname}?review=schrijven`,
      { intent: "review", js: "", review_score: "4", review_title: "Fijn", review_content: "Lekker zacht.", display_name: "Sanne", email, [REVIEW_INVITATION_FIELD]: token, website: "" },
      { ip: nextIp() },
    );
    expect(res.status).toBe(200);
    expect(decodeHtml(await res.text())).toContain(REVIEW_MESSAGES.posted);
    expect(await verifiedOf(id, email)).toBe(1);
  });
});
