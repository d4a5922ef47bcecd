import { expect, test } from "@playwright/test";

/**
 * Hostile writes against the real local runtime (wrangler dev): a large body nobody reads, or a body that
 * is not a form posted to a page, gets a clean 4xx instead of a dropped connection or a 500.
 */
test.describe("hostile writes on the running Worker", () => {
  test("a 100 KB POST to an unknown /v1 route answers 413 with the JSON error shape", async ({ request, baseURL }) => {
    for (let i = 0; i < 3; i++) {
      const res = await request.post("/v1/bestaat-niet", {
        headers: { "Content-Type": "application/json", Origin: baseURL! },
        data: JSON.stringify({ a: "x".repeat(100_000) }),
      });
      expect(res.status()).toBe(413);
      expect((await res.json()).error.code).toBe("payload_too_large");
    }
  });

  test("a GET-only /v1 route and an unknown one drain a small body and answer 404", async ({ request, baseURL }) => {
    const res = await request.post("/v1/bestaat-niet", { headers: { "Content-Type": "application/json", Origin: baseURL! }, data: '{"a":1}' });
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  test("JSON, text and broken forms posted to a page answer 415 or 400, never 500", async ({ request, baseURL }) => {
    const json = await request.post("/nieuwsbrief/", { headers: { "Content-Type": "application/json", Origin: baseURL! }, data: "{" });
    expect(json.status()).toBe(415);
    const text = await request.post("/cart/", { headers: { "Content-Type": "text/plain", Origin: baseURL! }, data: "hallo" });
    expect(text.status()).toBe(415);
    const broken = await request.post("/cart/", {
      headers: { "Content-Type": "multipart/form-data; boundary=zzz", Origin: baseURL! },
      data: "--zzz\r\nkapot",
    });
    expect(broken.status()).toBe(400);
  });
});
