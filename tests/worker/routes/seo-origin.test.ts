/** The origin of absolute URLs (PUBLIC_ORIGIN) and the description trimming of app/lib/seo.server.ts. */
import { describe, expect, it } from "vitest";
import { absoluteUrl, describe as describeText, META_DESCRIPTION_MAX, pageMeta } from "../../../app/lib/seo.server";
import { publicOrigin } from "../../../worker/routes/seo";

describe("publicOrigin (PUBLIC_ORIGIN)", () => {
  it.each([
    ["https://www.droomnest.nl", "https://www.droomnest.nl"],
    ["https://www.droomnest.nl/", "https://www.droomnest.nl"],
    ["https://staging.droomnest.nl/pad?x=1", "https://staging.droomnest.nl"],
    ["http://localhost:8787", "http://localhost:8787"],
  ])("%s -> %s", (value, origin) => {
    expect(publicOrigin(value)).toBe(origin);
  });

  it.each([undefined, "", "www.droomnest.nl", "http://www.droomnest.nl", "javascript:alert(1)", "ftp://droomnest.nl"])("%s -> null (the request's origin is used)", (value) => {
    expect(publicOrigin(value)).toBeNull();
  });
});

describe("absoluteUrl", () => {
  it("puts a site path under the origin and leaves an absolute URL alone", () => {
    expect(absoluteUrl("https://www.droomnest.nl", "/matrassen/")).toBe("https://www.droomnest.nl/matrassen/");
    expect(absoluteUrl("https://www.droomnest.nl", "img/p/1.svg")).toBe("https://www.droomnest.nl/img/p/1.svg");
    expect(absoluteUrl("https://www.droomnest.nl", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("describe (meta description)", () => {
  it("keeps a short text, with its whitespace collapsed", () => {
    expect(describeText("  Een  goed\nmatras. ")).toBe("Een goed matras.");
  });

  it("cuts a long text at a word boundary within the limit, with an ellipsis", () => {
    const text = "Dit pocketveringmatras heeft zeven comfortzones en een afneembare, wasbare hoes. ".repeat(5);
    const out = describeText(text);
    expect(out.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(out.endsWith("…")).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).not.toMatch(/[\s,.]…$/u);
  });
});

describe("pageMeta", () => {
  it("a noindex variant keeps its canonical on the base page; share tags only when asked", () => {
    const tags = pageMeta({ origin: "https://www.droomnest.nl", title: "Matrassen kopen? | Droomnest", description: "Matrassen.", path: "/matrassen/", noindex: true });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.droomnest.nl/matrassen/" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags.some((t) => "property" in t)).toBe(false);
  });
});
