import { beforeAll, describe, expect, it } from "vitest";
import { browserGet } from "../helpers/http";
import { seedD1 } from "../helpers/seed";

/** The head of a streamed page up to `</head>`, and the response's CSP nonce. */
async function head(path: string): Promise<{ head: string; nonce: string; cache: string | null }> {
  const res = await browserGet(path);
  expect(res.status).toBe(200);
  const nonce = /style-src [^;]*'nonce-([^']+)'/u.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
  expect(nonce).not.toBe("");
  const html = await res.text();
  return { head: html.slice(0, html.indexOf("</head>")), nonce, cache: res.headers.get("X-Page-Cache") };
}

// Issue 10, 3.2 (docs/decisions/024, second pass): the first paint waits for no stylesheet request, and the
// page's module preloads do not compete with it.
describe("document head: inline stylesheet and module preloads", () => {
  beforeAll(async () => {
    await seedD1();
  });

  it("inlines the stylesheet with this response's nonce and links no render-blocking stylesheet", async () => {
    for (const path of ["/", "/cart/"]) {
      const { head: h, nonce } = await head(path);
      const style = /<style\b([^>]*)>([^<]*)<\/style>/u.exec(h);
      expect(style, `no inline stylesheet on ${path}`).not.toBeNull();
      expect(style![1]).toContain(`nonce="${nonce}"`);
      // The shop's own rules and swiper's are in it.
      expect(style![2]).toContain(".site-header");
      expect(style![2]).toContain(".swiper-wrapper");
      // (React Router's dev server adds a critical-CSS link of its own; a build never does.)
      expect(h.replace(/<link data-react-router-critical-css[^>]*>/u, "")).not.toMatch(/<link[^>]+rel="stylesheet"/u);
      // It comes before the scripts' preloads, so nothing waits for them to style the page.
      expect(h.indexOf("<style")).toBeLessThan(h.indexOf('rel="modulepreload"'));
    }
  });

  it("asks for the page's modules from the head at low priority", async () => {
    const { head: h } = await head("/");
    const preloads = [...h.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gu)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // The client entry is among them: hydration still starts from these early requests.
    expect(preloads.some((l) => /href="[^"]*entry\.client[^"]*"/u.test(l))).toBe(true);
  });

  it("gives a cached copy of the page the nonce of its own response on the inline stylesheet", async () => {
    // The page cache stores a render after answering it: ask until a copy answers.
    let page = await head("/");
    for (let i = 0; i < 20 && page.cache !== "hit"; i++) page = await head("/");
    expect(page.cache).toBe("hit");
    expect(/<style\b([^>]*)>/u.exec(page.head)![1]).toContain(`nonce="${page.nonce}"`);
  });
});
