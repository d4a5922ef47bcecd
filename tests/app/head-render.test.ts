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

// ADR 024: the first paint waits for no stylesheet request,
// and the page's modules are asked for only by its module script after the content.
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
    }
  });

  it("names no module in the head: the page's module script at the end of the shell loads the entry and the route modules", async () => {
    for (const path of ["/", "/matrassen/", "/cart/"]) {
      const res = await browserGet(path);
      const html = await res.text();
      const h = html.slice(0, html.indexOf("</head>"));
      expect(h, path).not.toMatch(/rel="modulepreload"/u);
      expect(h, path).not.toMatch(/<script[^>]+src=/u);
      // The one module script comes after the page's content and imports the client entry and the routes.
      const script = /<script\b[^>]*type="module"[^>]*>([^<]*)<\/script>/u.exec(html);
      expect(script, path).not.toBeNull();
      expect(html.indexOf(script![0])).toBeGreaterThan(html.indexOf("</main>"));
      // (Asset names differ between the test's development build and a production build.)
      expect(script![1]).toMatch(/import\("[^"]*entry\.client[^"]*"\)/u);
      expect(script![1]).toMatch(/import \* as route0 from "[^"]*root[^"]*"/u);
    }
  });

  it("gives a cached copy of the page the nonce of its own response on the inline stylesheet", async () => {
    // The page cache stores a render after answering it: ask until a copy answers.
    let page = await head("/");
    for (let i = 0; i < 20 && page.cache !== "hit"; i++) page = await head("/");
    expect(page.cache).toBe("hit");
    expect(/<style\b([^>]*)>/u.exec(page.head)![1]).toContain(`nonce="${page.nonce}"`);
  });
});
