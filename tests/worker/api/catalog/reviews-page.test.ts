/**
 * The review section of the product page, rendered and posted through the real Worker without JavaScript:
 * the list with its sorting and paging links, "Schrijf een review" as a link that opens the form, and the
 * form posted to the route action.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../../../app/lib/reviews/messages";
import { catalogData, seedCatalog } from "../../../helpers/catalog";
import { browserGet, browserPost } from "../../../helpers/http";
import { seedD1 } from "../../../helpers/seed";

const reviewsOf = (id: number) => catalogData.reviews.filter((r) => r.product_id === id);
const most = [...catalogData.products].sort((a, b) => reviewsOf(b.id).length - reviewsOf(a.id).length)[0]!;
const quiet = catalogData.products.filter((p) => reviewsOf(p.id).length === 0);

const postForm = (path: string, fields: Record<string, string>) => browserPost(path, fields, { ip: "192.0.2.200" });

const FORM = { intent: "review", js: "", display_name: "Piet", email: "piet@droomnest.test", review_title: "Goed", review_content: "Prima product.", review_score: "4", website: "" };

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
  // More than one page of reviews (10 a page) on the most reviewed product.
  await env.DB.batch(
    Array.from({ length: 11 }, (_, i) =>
      env.DB.prepare("INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status) VALUES (?1, ?2, 'Extra', 'Extra review', ?3, ?4, 'published')").bind(
        most.id,
        `Extra ${i}`,
        (i % 5) + 1,
        `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00.000Z`,
      ),
    ),
  );
}, 30_000);

describe("product page reviews without JavaScript", () => {
  it("shows the summary per star, a sort form and a link to the next page; the form is a link away", async () => {
    const html = await (await browserGet(`/${most.slug}.html`)).text();
    expect(html).toContain("Aantal reviews per score");
    expect(html).toMatch(/<select[^>]*name="reviews_sortering"/u);
    expect(html).toContain('href="/' + most.slug + '.html?reviews_pagina=2#reviews-title"');
    expect(html).toContain('href="?review=schrijven#review-formulier"');
    expect(html).not.toMatch(/name="review_title"/u);
  }, 20_000);

  it("sorting and paging come from the URL", async () => {
    const html = await (await browserGet(`/${most.slug}.html?reviews_sortering=lowest&reviews_pagina=2`)).text();
    expect(html).toContain("Pagina 2 van");
    expect(html).toMatch(/<option value="lowest" selected="">/u);
  });

  it("?review=schrijven renders the form with its labelled fields and the hidden honeypot", async () => {
    const html = await (await browserGet(`/${quiet[0]!.slug}.html?review=schrijven`)).text();
    for (const name of ["display_name", "email", "review_title", "review_content", "review_score", "website"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("Je score");
    expect(html).toMatch(/class="review-form__trap" aria-hidden="true"/u);
    expect(html).toContain(REVIEW_MESSAGES.submit);
  });

  it("an empty post answers 422 with the messages next to the fields, and stores nothing", async () => {
    const product = quiet[1]!;
    const res = await postForm(`/${product.slug}.html?review=schrijven`, { intent: "review", js: "" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(REVIEW_MESSAGES.required);
    expect(html).toContain(REVIEW_MESSAGES.emailRequired);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1").bind(product.id).first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("a complete post stores a pending review and shows the server's message; entries with HTML stay text", async () => {
    const product = quiet[2]!;
    const res = await postForm(`/${product.slug}.html?review=schrijven`, { ...FORM, review_title: "<img src=x onerror=alert(1)>" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(REVIEW_MESSAGES.posted);
    const row = await env.DB.prepare("SELECT title, status FROM reviews WHERE product_id = ?1").bind(product.id).first();
    expect(row).toEqual({ title: "<img src=x onerror=alert(1)>", status: "pending" });
  });

  it("a published review's HTML is shown escaped, never as markup", async () => {
    const product = quiet[3]!;
    await env.DB.prepare(
      "INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status) VALUES (?1, '<b>Naam</b>', '<script>alert(1)</script>', '<img src=x onerror=alert(2)>', 5, '2026-01-01T10:00:00.000Z', 'published')",
    )
      .bind(product.id)
      .run();
    const html = await (await browserGet(`/${product.slug}.html`)).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x onerror");
  });
});
