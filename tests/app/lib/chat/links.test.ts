import { describe, expect, it } from "vitest";
import { splitLinks } from "../../../../app/lib/chat/links";

describe("same-site paths in answers become links, nothing else does", () => {
  it("turns a same-site path into a link, leaving the sentence's full stop as text", () => {
    expect(splitLinks("Lees /service/retourneren/.")).toEqual([
      { text: "Lees " },
      { text: "/service/retourneren/", href: "/service/retourneren/" },
      { text: "." },
    ]);
  });

  it("handles a path at the start, in brackets, and several paths", () => {
    const parts = splitLinks("/matrassen/ en (zie /service/bestellen-leveren/)");
    expect(parts.filter((p) => "href" in p).map((p) => p.text)).toEqual(["/matrassen/", "/service/bestellen-leveren/"]);
    expect(parts.map((p) => p.text).join("")).toBe("/matrassen/ en (zie /service/bestellen-leveren/)");
  });

  it("keeps other sites, protocol-relative addresses, scripts and HTML as text", () => {
    for (const text of ["Ga naar https://elders.example/x", "zie //elders.example/pad", "javascript:alert(1)", "en/of 24/7", "a / b", "/../geheim"]) {
      const parts = splitLinks(text);
      expect(parts.some((p) => "href" in p), text).toBe(false);
      expect(parts.map((p) => p.text).join("")).toBe(text);
    }
  });

  it("HTML in an answer stays text; at most its same-site path is a link", () => {
    const text = '<a href="https://elders.example" onclick="x()">klik</a> <img src=x onerror=alert(1)>';
    const parts = splitLinks(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.some((p) => "href" in p)).toBe(false);
    const withPath = splitLinks('<a href="/service/">hier</a>');
    for (const p of withPath) if ("href" in p) expect(p.href).toMatch(/^\/(?!\/)/u);
  });
});
