import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Reviews } from "../../../../app/lib/api/types/catalog";
import { REVIEW_HONEYPOT, REVIEW_RATE_LIMIT, REVIEWS_PAGE_SIZE } from "../../../../app/lib/reviews/constants";
import { REVIEW_MESSAGES } from "../../../../app/lib/reviews/messages";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { catalogData, json, seedCatalog, type ApiErrorBody } from "../../../helpers/catalog";
import { ORIGIN, worker } from "../../../helpers/http";

const reviewsOf = (id: number) => catalogData.reviews.filter((r) => r.product_id === id);
const reviewed = [...new Set(catalogData.reviews.map((r) => r.product_id))].sort((a, b) => reviewsOf(b).length - reviewsOf(a).length);
/** The product with the most seeded reviews (more than one page). */
const MOST = reviewed[0]!;
/** Products without seeded reviews: posts land there so the seeded figures stay as they are. */
const unreviewed = catalogData.products.map((p) => p.id).filter((id) => reviewsOf(id).length === 0);

let ipCounter = 0;
const nextIp = () => `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function payload(overrides: { review?: Record<string, unknown>; customer?: Record<string, unknown>; [k: string]: unknown } = {}) {
  const { review, customer, ...rest } = overrides;
  return {
    product: { title: "Product", url: "/product.html", description: "Omschrijving" },
    review: { content: "Heerlijk product, ik slaap veel beter.", title: "Aanrader", score: "5", ...review },
    customer: { name: "Sanne", email: `sanne-${crypto.randomUUID().slice(0, 8)}@droomnest.test`, ...customer },
    ...rest,
  };
}

function post(productId: number, body: unknown, ip = nextIp()) {
  return worker(`/v1/catalog/product/${productId}/review`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function list(productId: number, query = ""): Promise<Reviews> {
  const res = await worker(`/v1/catalog/product/${productId}/reviews${query}`);
  expect(res.status).toBe(200);
  return (await json<{ data: Reviews }>(res)).data;
}

async function rowsOf(productId: number) {
  return (
    await env.DB.prepare("SELECT display_name, title, content, score, status, email_hash, verified FROM reviews WHERE product_id = ?1 AND email_hash IS NOT NULL ORDER BY id")
      .bind(productId)
      .all<{ display_name: string; title: string; content: string; score: number; status: string; email_hash: string; verified: number }>()
  ).results;
}

beforeAll(seedCatalog);

describe("GET /v1/catalog/product/{id}/reviews", () => {
  it("has the average, the count and the count per star of the published reviews", async () => {
    const seeded = reviewsOf(MOST);
    const r = await list(MOST);
    expect(r.count).toBe(seeded.length);
    const mean = seeded.reduce((s, x) => s + x.score, 0) / seeded.length;
    expect(r.average).toBe(Math.round(mean * 10) / 10);
    for (const star of [1, 2, 3, 4, 5] as const) expect(r.stars[star]).toBe(seeded.filter((x) => x.score === star).length);
    expect(r.pagination).toEqual({ total: seeded.length, page: 1, pages: Math.ceil(seeded.length / REVIEWS_PAGE_SIZE), page_size: REVIEWS_PAGE_SIZE });
  });

  it("sorts newest first by default, highest and lowest score first on request, pages without overlap", async () => {
    const newest = await list(MOST);
    expect(newest.sort).toBe("newest");
    const dates = newest.reviews.map((x) => x.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const all = async (sort: string) => {
      const first = await list(MOST, `?sort=${sort}`);
      const out = [...first.reviews];
      for (let p = 2; p <= first.pagination.pages; p++) out.push(...(await list(MOST, `?sort=${sort}&page=${p}`)).reviews);
      return out;
    };
    const highest = await all("highest");
    const lowest = await all("lowest");
    expect(highest).toHaveLength(reviewsOf(MOST).length);
    expect(new Set(highest.map((x) => x.id)).size).toBe(highest.length);
    expect(highest.map((x) => x.score)).toEqual([...highest.map((x) => x.score)].sort((a, b) => b - a));
    expect(lowest.map((x) => x.score)).toEqual([...lowest.map((x) => x.score)].sort((a, b) => a - b));
    expect(lowest[0]!.score).toBe(Math.min(...reviewsOf(MOST).map((x) => x.score)));
  });

  it("refuses an unknown sort and a bad page with a Dutch message, and answers 404 for an unknown product", async () => {
    const bad = await worker(`/v1/catalog/product/${MOST}/reviews?sort=best`);
    expect(bad.status).toBe(400);
    expect((await json<ApiErrorBody>(bad)).error.message).toBe("Sorteer op newest, highest of lowest.");
    expect((await worker(`/v1/catalog/product/${MOST}/reviews?page=0`)).status).toBe(400);
    const missing = await worker("/v1/catalog/product/99999999/reviews");
    expect(missing.status).toBe(404);
    expect((await json<ApiErrorBody>(missing)).error.message).toBe("Dit product bestaat niet.");
  });
});

describe("POST /v1/catalog/product/{id}/review", () => {
  it("stores the review as pending (not shown yet) and answers the message; the e-mail is kept only as a hash", async () => {
    const id = unreviewed[0]!;
    const body = payload({ customer: { name: "Sanne", email: "Sanne.Test@Droomnest.test" } });
    const res = await post(id, body);
    expect(res.status).toBe(201);
    expect(await json<{ data: { message: string } }>(res)).toEqual({ data: { message: REVIEW_MESSAGES.posted } });
    const rows = await rowsOf(id);
    expect(rows).toEqual([
      { display_name: "Sanne", title: "Aanrader", content: body.review.content, score: 5, status: "pending", email_hash: expect.stringMatching(/^[0-9a-f]{64}$/u), verified: 0 },
    ]);
    const stored = JSON.stringify(await env.DB.prepare("SELECT * FROM reviews WHERE product_id = ?1").bind(id).all());
    expect(stored.toLowerCase()).not.toContain("sanne.test@droomnest.test");
    expect((await list(id)).count).toBe(0);
  });

  it("a second post from the same address (any case) replaces the pending review: one row", async () => {
    const id = unreviewed[1]!;
    expect((await post(id, payload({ customer: { email: "dubbel@droomnest.test" } }))).status).toBe(201);
    const again = await post(id, payload({ customer: { email: " DUBBEL@droomnest.test " }, review: { title: "Toch 4 sterren", score: "4" } }));
    expect(again.status).toBe(201);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Toch 4 sterren", score: 4, status: "pending" });
  });

  it("refuses an incomplete review with the spec's messages under the form's field names, storing nothing", async () => {
    const id = unreviewed[2]!;
    const res = await post(id, payload({ review: { content: " ", title: "", score: "" }, customer: { name: "", email: "" } }));
    expect(res.status).toBe(422);
    const body = await json<{ error: { code: string; message: string; fields: Record<string, string> } }>(res);
    expect(body.error.fields).toEqual({
      review_content: "Dit is een verplicht veld",
      review_title: "Dit is een verplicht veld",
      review_score: "Dit is een verplicht veld",
      display_name: "Dit is een verplicht veld",
      email: "Dit is een verplicht veld.",
    });
    const invalid = await post(id, payload({ customer: { email: "geen-adres" }, review: { score: "6" } }));
    expect(invalid.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(invalid)).error.fields).toEqual({
      email: "Dit is geen geldig e-mailadres",
      review_score: REVIEW_MESSAGES.score,
    });
    expect(await rowsOf(id)).toEqual([]);
  });

  it("answers 400 to malformed JSON and 404 to an unknown product", async () => {
    const bad = await post(unreviewed[2]!, "{nope");
    expect(bad.status).toBe(400);
    expect((await json<ApiErrorBody>(bad)).error.message).toBe("De gegevens zijn geen geldige JSON.");
    const missing = await post(99999999, payload());
    expect(missing.status).toBe(404);
    expect((await json<ApiErrorBody>(missing)).error.message).toBe("Dit product bestaat niet.");
  });

  it("a filled honeypot gets the same answer and stores nothing", async () => {
    const id = unreviewed[3]!;
    const res = await post(id, payload({ [REVIEW_HONEYPOT]: "https://spam.example" }));
    expect(res.status).toBe(201);
    expect((await json<{ data: { message: string } }>(res)).data.message).toBe(REVIEW_MESSAGES.posted);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("HTML in a review is stored and answered as text", async () => {
    const id = unreviewed[4]!;
    const content = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    expect((await post(id, payload({ review: { content, title: "<b>vet</b>" } }))).status).toBe(201);
    const rows = await rowsOf(id);
    expect(rows[0]).toMatchObject({ content, title: "<b>vet</b>" });
  });

  it(`limits posts per client address to ${REVIEW_RATE_LIMIT.limit} per window: then 429 with a Dutch message`, async () => {
    const ip = nextIp();
    const id = unreviewed[5]!;
    for (let i = 0; i < REVIEW_RATE_LIMIT.limit; i++) expect((await post(id, payload(), ip)).status).toBe(201);
    const res = await post(id, payload(), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/u);
    expect((await json<ApiErrorBody>(res)).error.message).toBe(RATE_LIMIT_MESSAGE);
    expect(await rowsOf(id)).toHaveLength(REVIEW_RATE_LIMIT.limit);
    // another address is not affected
    expect((await post(id, payload())).status).toBe(201);
  });
});
