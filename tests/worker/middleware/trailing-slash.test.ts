import { describe, expect, it } from "vitest";
import { needsTrailingSlash } from "../../../worker/middleware/trailing-slash";
import { browserPost, worker } from "../../helpers/http";

// Spec section 2: a path that ends neither with "/" nor ".html" goes (301) to the same path plus "/".
// Exceptions: the checkout thank-you route, the cart-restore route and any path containing "restore".
// Not applied to the API, static files, robots.txt, sitemap.xml and the favicon.

const REDIRECTED: [path: string, location: string][] = [
  ["/matrassen", "/matrassen/"],
  ["/matrassen?sort=prijs", "/matrassen/?sort=prijs"],
  ["/matrassen?sort=prijs&page=2", "/matrassen/?sort=prijs&page=2"],
  ["/blog/slapen", "/blog/slapen/"],
  ["/account", "/account/"],
  ["/account/orders/123", "/account/orders/123/"],
  ["/acties/3-halen-1-betalen", "/acties/3-halen-1-betalen/"],
  ["/checkout", "/checkout/"],
  ["/checkout/thankyou/extra", "/checkout/thankyou/extra/"],
  ["/cart", "/cart/"],
  ["/zoeken?tn_q=dekbed", "/zoeken/?tn_q=dekbed"],
  ["/v1x", "/v1x/"],
  ["/assetsx/app", "/assetsx/app/"],
];

const EXCEPTIONS = [
  "/checkout/thankyou",
  "/cart/restore",
  "/cart/restore/abc123",
  "/account/restore-password",
  "/restore",
  "/service/restore-info",
];

const NOT_GUARDED = [
  "/v1",
  "/v1/health",
  "/v1/content/navigation",
  "/v1/catalog/overview/category",
  "/assets/x.js",
  "/assets/entry.client-abc123.js",
  "/images/a.svg",
  "/images/home/promo-main.svg",
  "/sounds/snore-1.mp3",
  "/fonts/inter.woff2",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/favicon.svg",
  "/manifest.webmanifest",
];

const ALREADY_FINE = ["/", "/matrassen/", "/blog/slapen/", "/boxspring-comfort.html", "/dekbed/donzen-dekbed-4-seizoenen.html"];

describe("needsTrailingSlash", () => {
  it.each(REDIRECTED.map(([p]) => new URL(p, "https://x.test").pathname))("%s needs a slash", (pathname) => {
    expect(needsTrailingSlash(pathname)).toBe(true);
  });
  it.each(EXCEPTIONS)("%s is an exception", (pathname) => {
    expect(needsTrailingSlash(pathname)).toBe(false);
  });
  it.each(NOT_GUARDED)("%s is not guarded", (pathname) => {
    expect(needsTrailingSlash(pathname)).toBe(false);
  });
  it.each(ALREADY_FINE)("%s already ends with / or .html", (pathname) => {
    expect(needsTrailingSlash(pathname)).toBe(false);
  });
});

describe("trailing-slash rule in the Worker", () => {
  it.each(REDIRECTED)("GET %s -> 301 %s", async (path, location) => {
    const res = await worker(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(location);
  });

  it("HEAD is redirected too", async () => {
    const res = await worker("/matrassen?sort=prijs", { method: "HEAD" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/matrassen/?sort=prijs");
  });

  it.each([...EXCEPTIONS, ...NOT_GUARDED, ...ALREADY_FINE])("GET %s is not sent to path + '/'", async (path) => {
    const res = await worker(path);
    expect(res.status).not.toBe(301);
    expect(res.headers.get("Location")).not.toBe(`${path}/`);
  });

  it("POST is not redirected", async () => {
    const res = await browserPost("/matrassen", { a: "1" });
    expect(res.status).not.toBe(301);
    expect(res.headers.get("Location")).toBeNull();
  });

  it.each([
    ["//evil.example/pad", "/evil.example/pad/"],
    ["///evil.example/pad", "/evil.example/pad/"],
    ["/\\evil.example/pad", "/evil.example/pad/"],
    ["/\\/evil.example/pad", "/evil.example/pad/"],
    ["//evil.example/pad?x=1", "/evil.example/pad/?x=1"],
    ["/%2F%2Fevil.example/pad", "/%2F%2Fevil.example/pad/"],
  ])("%s -> a same-site Location %s", async (path, location) => {
    const res = await worker(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(location);
  });

  // A path that looks like a file ("/evil.example") is not redirected; the rest go to a same-site path.
  it.each<[string, number, string | null]>([
    ["//evil.example", 404, null],
    ["/\\evil.example", 404, null],
    ["///evil.example", 404, null],
    ["//evil.example/pad", 301, "/evil.example/pad/"],
    ["//evil.example/pad?x=1", 301, "/evil.example/pad/?x=1"],
  ])("%s never answers with a Location that leaves the site (%i, %s)", async (path, status, location) => {
    const res = await worker(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("Location")).toBe(location);
    expect(new URL(location ?? "/", "https://droomnest.test").origin).toBe("https://droomnest.test");
  });
});
