/**
 * Review moderation in the back office (docs/decisions/042, spec section 7): the queue per status with the
 * verified badge, approve and reject (a reason required, in Dutch) with the product's rating and count at once,
 * the shop's reply in the product's reviews API, both roles, every write audited.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product, Reviews } from "../../../../app/lib/api/types/catalog";
import type { Page } from "../../../../app/lib/beheer/types/common";
import type { BeheerReview } from "../../../../app/lib/beheer/types/reviews";
import { BEHEER_REVIEW_MESSAGES as M } from "../../../../app/lib/beheer/messages/reviews";
import { seedCart } from "../../../helpers/cart";
import { catalogData, json } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";
import { beheerFetch } from "../../../helpers/staff";

beforeAll(seedCart);

type Body<T> = { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };
const api = (path: string, method = "GET", body?: unknown, role: "eigenaar" | "medewerker" = "medewerker") =>
  beheerFetch(`/beheer/api/reviews${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, role);
const read = async <T>(res: Response) => (await res.json()) as Body<T>;
const product = async (id: number) => (await json<{ data: Product }>(await worker(`/v1/catalog/product/${id}`))).data;
const shopReviews = async (id: number) => (await json<{ data: Reviews }>(await worker(`/v1/catalog/product/${id}/reviews`))).data;
const audits = (id: number) => env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'review' AND entity_id = ?1 ORDER BY id").bind(String(id)).all<{ action: string }>().then((r) => r.results.map((a) => a.action));

let n = 0;
/** A pending review of a product (as POST /v1/catalog/product/{id}/review stores it). */
async function pending(productId: number, score: number, verified = false): Promise<number> {
  const title = `Wachtend ${Date.now()}-${n++}`;
  await env.DB.prepare("INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status, email_hash, verified) VALUES (?1, 'Sanne', ?2, 'Slaapt heerlijk.', ?3, '2026-01-01T10:00:00Z', 'pending', ?4, ?5)")
    .bind(productId, title, score, crypto.randomUUID(), verified ? 1 : 0)
    .run();
  return (await env.DB.prepare("SELECT id FROM reviews WHERE title = ?1").bind(title).first<{ id: number }>())!.id;
}

const productWithReviews = (skip: number) => catalogData.products.filter((p) => catalogData.reviews.some((r) => r.product_id === p.id))[skip]!;

describe("the queue", () => {
  it("lists new reviews with the product, its link, the score, the text and the verified badge; personal, not cached", async () => {
    const p = productWithReviews(0);
    const id = await pending(p.id, 4, true);
    const res = await api("?status=pending");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const page = (await read<Page<BeheerReview>>(res)).data;
    expect(page.items.find((r) => r.id === id)).toMatchObject({ product_id: p.id, product_title: p.title, product_path: `/${p.slug}.html`, score: 4, verified: true, status: "pending", display_name: "Sanne", content: "Slaapt heerlijk." });
  });

  it("refuses an unknown status in Dutch", async () => {
    const res = await api("?status=alles");
    expect(res.status).toBe(400);
    expect((await read(res)).error!.message).toBe(M.invalid);
  });
});

describe("moderation", () => {
  it("approving publishes it and updates rating_avg and rating_count at once, audited", async () => {
    const p = productWithReviews(1);
    const before = await product(p.id);
    const id = await pending(p.id, 1);
    const res = await api(`/${id}/approve`, "POST", {});
    expect(res.status).toBe(200);
    expect((await read<BeheerReview>(res)).data.status).toBe("published");
    const after = await product(p.id);
    expect(after.rating.count).toBe(before.rating.count + 1);
    expect(after.rating.average).toBeLessThan(before.rating.average);
    const row = await env.DB.prepare("SELECT rating_count FROM products WHERE id = ?1").bind(p.id).first<{ rating_count: number }>();
    expect(row!.rating_count).toBe(before.rating.count + 1);
    expect(await audits(id)).toEqual(["review.approve"]);
    const again = await api(`/${id}/approve`, "POST", {});
    expect(again.status).toBe(409);
    expect(await audits(id)).toEqual(["review.approve"]);
  });

  it("rejecting needs a reason: without one a Dutch 422 and nothing changes; with one it is stored and the review leaves the rating", async () => {
    const p = productWithReviews(2);
    const id = await pending(p.id, 5);
    await api(`/${id}/approve`, "POST", {});
    const published = await product(p.id);
    for (const body of [{}, { reason: "   " }]) {
      const res = await api(`/${id}/reject`, "POST", body);
      expect(res.status).toBe(422);
      expect((await read(res)).error!.message).toBe(M.reasonRequired);
    }
    expect((await product(p.id)).rating).toEqual(published.rating);
    const res = await api(`/${id}/reject`, "POST", { reason: "Gaat over de bezorger, niet over het product." });
    expect(res.status).toBe(200);
    expect((await read<BeheerReview>(res)).data).toMatchObject({ status: "rejected", reject_reason: "Gaat over de bezorger, niet over het product." });
    expect((await product(p.id)).rating.count).toBe(published.rating.count - 1);
    expect((await shopReviews(p.id)).reviews.some((r) => r.id === id)).toBe(false);
    expect(await audits(id)).toEqual(["review.approve", "review.reject"]);
    const rejected = (await read<Page<BeheerReview>>(await api("?status=rejected"))).data;
    expect(rejected.items.some((r) => r.id === id)).toBe(true);
  });

  it("an unknown review is a Dutch 404", async () => {
    const res = await api("/987654321/approve", "POST");
    expect(res.status).toBe(404);
    expect((await read(res)).error!.message).toBe(M.notFound);
  });
});

describe("the shop's reply", () => {
  it("is shown with the review in the product's reviews API, and can be taken away; an empty reply is refused", async () => {
    const p = productWithReviews(3);
    const id = await pending(p.id, 3);
    await api(`/${id}/approve`, "POST", {});
    const empty = await api(`/${id}/reply`, "PUT", { reply: " " });
    expect(empty.status).toBe(422);
    expect((await read(empty)).error!.message).toBe(M.replyRequired);
    expect((await api(`/${id}/reply`, "PUT", { reply: "Dank je wel, Sanne! Slaap lekker." })).status).toBe(200);
    const shown = (await shopReviews(p.id)).reviews.find((r) => r.id === id)!;
    expect(shown.reply).toMatchObject({ author: "Droomnest", text: "Dank je wel, Sanne! Slaap lekker." });
    expect(await audits(id)).toEqual(["review.approve", "review.reply"]);
    expect((await api(`/${id}/reply`, "PUT", { reply: null })).status).toBe(200);
    expect((await shopReviews(p.id)).reviews.find((r) => r.id === id)!.reply).toBeNull();
  });
});

describe("permissions", () => {
  it("both roles moderate; a visitor without staff identity gets 403", async () => {
    const p = productWithReviews(4);
    const a = await pending(p.id, 4);
    const b = await pending(p.id, 4);
    expect((await api(`/${a}/approve`, "POST", undefined, "medewerker")).status).toBe(200);
    expect((await api(`/${b}/approve`, "POST", undefined, "eigenaar")).status).toBe(200);
    const anonymous = await worker("/beheer/api/reviews");
    expect(anonymous.status).toBe(403);
  });
});
