/**
 * Moderation through the store functions `npm run reviews` runs (the same statements), the verified
 * buyer badge through the review invitation of real paid orders, and the approved figures on the product API, page and JSON-LD.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product, Reviews } from "../../../../app/lib/api/types/catalog";
import { REVIEW_INVITATION_DELAY_DAYS, REVIEW_QUERY } from "../../../../app/lib/reviews/constants";
import { REVIEW_MESSAGES } from "../../../../app/lib/reviews/messages";
import type { Env } from "../../../../worker/env";
import { sendReviewInvitations } from "../../../../worker/jobs/review-invitations";
import { listReviews, moderateReview } from "../../../../worker/store/reviews";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { catalogData, json } from "../../../helpers/catalog";
import { browserGet, ORIGIN, worker } from "../../../helpers/http";
import { orderItem, placeOrder } from "../../../helpers/orders";

const reviewsOf = (id: number) => catalogData.reviews.filter((r) => r.product_id === id);

let ipCounter = 0;
function post(productId: number, review: { title: string; content: string; score: string }, customer: { name: string; email: string }, invitation?: string) {
  return worker(`/v1/catalog/product/${productId}/review`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `192.0.2.${++ipCounter}` },
    body: JSON.stringify({ product: { title: "p", url: "/p.html", description: "" }, review, customer, ...(invitation ? { invitation } : {}) }),
  });
}

async function reviewIdOf(productId: number, title: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM reviews WHERE product_id = ?1 AND title = ?2").bind(productId, title).first<{ id: number }>();
  if (!row) throw new Error(`no review '${title}' on ${productId}`);
  return row.id;
}

const productApi = async (id: number) => (await json<{ data: Product }>(await worker(`/v1/catalog/product/${id}`))).data;
const reviewsApi = async (id: number) => (await json<{ data: Reviews }>(await worker(`/v1/catalog/product/${id}/reviews`))).data;

beforeAll(seedCart);

describe("verified buyer ('Geverifieerde koper')", () => {
  it("is set through the review invitation of a PAID order, not from a typed e-mail address, not for another product", async () => {
    const product = orderItem().product.id;
    const paid = await placeOrder(new Visitor(), { email: `koper-${crypto.randomUUID().slice(0, 8)}@droomnest.test` });
    const open = await placeOrder(new Visitor(), { outcome: "open" });
    const paidAt = (await env.DB.prepare("SELECT paid_at FROM orders WHERE number = ?1").bind(paid.number).first<{ paid_at: number }>())!.paid_at;
    await sendReviewInvitations(env as unknown as Env, paidAt + REVIEW_INVITATION_DELAY_DAYS * 86_400, { origin: ORIGIN });
    const mail = await env.DB.prepare("SELECT text FROM outbox WHERE kind = 'review_invitation' AND related_id = ?1").bind(paid.number).first<{ text: string }>();
    const token = new RegExp(`${REVIEW_QUERY.invitation}=([A-Za-z0-9_-]{43})`, "u").exec(mail!.text)![1]!;
    expect(await env.DB.prepare("SELECT 1 FROM outbox WHERE kind = 'review_invitation' AND related_id = ?1").bind(open.number).first()).toBeNull();

    expect((await post(product, { title: "Betaald", content: "Mooie slopen.", score: "5" }, { name: "Koper", email: paid.email.toUpperCase() }, token)).status).toBe(201);
    expect((await post(product, { title: "Getypt adres", content: "Wel gekocht.", score: "4" }, { name: "Koper", email: `ander-${paid.email}` })).status).toBe(201);
    expect((await post(product, { title: "Onbetaald", content: "Nog niet betaald.", score: "4" }, { name: "Twijfel", email: open.email })).status).toBe(201);
    const other = catalogData.products.find((p) => p.id !== product && reviewsOf(p.id).length === 0)!.id;
    expect((await post(other, { title: "Ander product", content: "Niet gekocht.", score: "3" }, { name: "Koper", email: paid.email }, token)).status).toBe(201);

    const verified = async (pid: number, title: string) =>
      (await env.DB.prepare("SELECT verified FROM reviews WHERE id = ?1").bind(await reviewIdOf(pid, title)).first<{ verified: number }>())!.verified;
    expect(await verified(product, "Betaald")).toBe(1);
    expect(await verified(product, "Getypt adres")).toBe(0);
    expect(await verified(product, "Onbetaald")).toBe(0);
    expect(await verified(other, "Ander product")).toBe(0);

    // approved, the badge shows in the list and on the page
    await moderateReview(env.DB, "approve", await reviewIdOf(product, "Betaald"));
    const shown = (await reviewsApi(product)).reviews.find((r) => r.title === "Betaald");
    expect(shown?.verified).toBe(true);
    const page = await (await browserGet(`/${orderItem().product.slug}.html`)).text();
    expect(page).toContain(REVIEW_MESSAGES.verified);
  }, 60_000);
});

describe("moderation (npm run reviews)", () => {
  const product = catalogData.products.find((p) => reviewsOf(p.id).length >= 2 && p.id !== orderItem().product.id)!;
  const seeded = reviewsOf(product.id);

  it("lists pending reviews oldest first; approving publishes and updates the rating of the API, page and JSON-LD", async () => {
    const before = await productApi(product.id);
    expect(before.rating.count).toBe(seeded.length);
    expect((await post(product.id, { title: "Eerste wachtende", content: "Prima.", score: "1" }, { name: "Een", email: "een@droomnest.test" })).status).toBe(201);
    expect((await post(product.id, { title: "Tweede wachtende", content: "Goed.", score: "1" }, { name: "Twee", email: "twee@droomnest.test" })).status).toBe(201);
    const queue = (await listReviews(env.DB)).filter((r) => r.product_id === product.id);
    expect(queue.map((r) => r.title)).toEqual(["Eerste wachtende", "Tweede wachtende"]);
    expect(queue[0]).toMatchObject({ product_title: product.title, status: "pending", score: 1 });
    // pending: nothing changes for the shopper
    expect((await productApi(product.id)).rating).toEqual(before.rating);

    const id = await reviewIdOf(product.id, "Eerste wachtende");
    const done = await moderateReview(env.DB, "approve", id);
    expect(done).toMatchObject({ id, status: "published" });
    const scores = [...seeded.map((r) => r.score), 1];
    const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
    const after = await productApi(product.id);
    expect(after.rating).toEqual({ average: Math.round(mean * 10) / 10, count: seeded.length + 1 });
    const list = await reviewsApi(product.id);
    expect(list.count).toBe(seeded.length + 1);
    expect(list.stars[1]).toBe(seeded.filter((r) => r.score === 1).length + 1);
    expect(list.reviews[0]!.title).toBe("Eerste wachtende");
    expect((await listReviews(env.DB)).some((r) => r.id === id)).toBe(false);

    const html = await (await browserGet(`/${product.slug}.html`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gsu)].map((m) => m[1]!).join("\n");
    expect(ld).toContain(`"reviewCount":${seeded.length + 1}`);
    expect(ld).toContain(`"ratingValue":${after.rating.average}`);
    expect(html).toContain("Eerste wachtende");
  });

  it("rejecting keeps a review off the page; rejecting a published one takes it out of the rating again", async () => {
    const pending = await reviewIdOf(product.id, "Tweede wachtende");
    expect(await moderateReview(env.DB, "reject", pending)).toMatchObject({ status: "rejected" });
    expect((await reviewsApi(product.id)).reviews.some((r) => r.title === "Tweede wachtende")).toBe(false);

    const published = await reviewIdOf(product.id, "Eerste wachtende");
    await moderateReview(env.DB, "reject", published);
    expect((await productApi(product.id)).rating.count).toBe(seeded.length);
  });

  it("answers null for an unknown review id and changes nothing", async () => {
    expect(await moderateReview(env.DB, "approve", 987654321)).toBeNull();
  });

  it("a new post from an address whose review was moderated leaves that review as it is", async () => {
    const id = await reviewIdOf(product.id, "Tweede wachtende");
    const res = await post(product.id, { title: "Poging drie", content: "Nog eens.", score: "5" }, { name: "Twee", email: "twee@droomnest.test" });
    expect(res.status).toBe(200);
    expect((await json<{ data: { message: string } }>(res)).data.message).toBe(REVIEW_MESSAGES.posted);
    const row = await env.DB.prepare("SELECT title, status FROM reviews WHERE id = ?1").bind(id).first();
    expect(row).toEqual({ title: "Tweede wachtende", status: "rejected" });
  });
});
