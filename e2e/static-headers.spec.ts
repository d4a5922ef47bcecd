/**
 * Hashed assets cached for a year (public/_headers, docs/decisions/033-environments.md): the built Worker
 * (wrangler dev, Workers Static Assets) serves every /assets/ file the home page names with
 * `Cache-Control: public, max-age=31536000, immutable`; other static files keep the default revalidation.
 */
import { expect, test } from "./fixtures";

const IMMUTABLE = "public, max-age=31536000, immutable";

test("the home page's hashed scripts and stylesheets are cached for a year; the favicon is not", async ({ request }) => {
  const html = await (await request.get("/", { headers: { Accept: "text/html" } })).text();
  const assets = [...new Set([...html.matchAll(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/gu)].map((m) => m[0]))];
  expect(assets.length, "the page names built assets").toBeGreaterThan(0);
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  for (const path of assets) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toBe(IMMUTABLE);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["cache-control"] ?? "").not.toContain("immutable");
});
