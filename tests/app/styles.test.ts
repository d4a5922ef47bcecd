import { describe, expect, it } from "vitest";

/**
 * The stylesheet's structure (app/styles/): app.css only imports the layer files, each once; the back office's
 * own stylesheet (beheer/index.css, docs/decisions/035) only imports its files, and no shop page gets them; every
 * @media width is on the one breakpoint scale of tokens.css; the input look is written once.
 */
const files = import.meta.glob<string>("../../app/styles/**/*.css", { query: "?raw", import: "default", eager: true });
const byName = Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace("../../app/styles/", ""), text]));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//gu, "");

/** The scale as tokens.css documents it: `sm  480px`, ... (the first width of the wider range). */
function scale(): Map<string, number> {
  const rows = [...byName["tokens.css"]!.matchAll(/^\s*\*\s+(sm|md|lg)\s+(\d+)px\b/gmu)];
  return new Map(rows.map(([, name, px]) => [name!, Number(px)]));
}

/** Every @media rule of a file: its condition and the text of its block. */
function mediaRules(css: string): { condition: string; block: string }[] {
  const out: { condition: string; block: string }[] = [];
  for (const m of css.matchAll(/@media([^{]+)\{/gu)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; depth > 0 && i < css.length; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}") depth--;
    }
    out.push({ condition: m[1]!.trim(), block: css.slice(m.index + m[0].length, i - 1) });
  }
  return out;
}

/**
 * Widths that are not layout breakpoints but a component's own, each named by the spec: the
 * related-products swiper shows 3 slides from 768px (spec section 2; its pre-hydration grid follows
 * Swiper's breakpoint), and the chat box is full width at 991px or less (spec section 9, "the
 * account/chat area reading").
 */
const COMPONENT_WIDTHS = [
  { query: "(min-width: 768px)", only: ".related__swiper" },
  { query: "(max-width: 991px)", only: ".chat-" },
];

describe("app/styles", () => {
  const importsOf = (file: string) => {
    const lines = withoutComments(byName[file]!)
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^@import "[^"]+";$/u);
    return lines.map((l) => /"\.\/([^"]+)"/u.exec(l)?.[1]).filter((f): f is string => f !== undefined);
  };

  it("app.css is only the ordered imports of the layer files, each file imported once", () => {
    const imported = importsOf("app.css");
    const layerFiles = Object.keys(byName).filter((f) => f !== "app.css" && !f.startsWith("beheer/"));
    expect([...imported].sort()).toEqual([...layerFiles].sort());
    expect(new Set(imported).size).toBe(imported.length);
    expect(imported.slice(0, 3)).toEqual(["tokens.css", "base.css", "layout.css"]);
  });

  it("the back office's stylesheet is only the imports of its own files, each once, none of them in app.css", () => {
    const imported = importsOf("beheer/index.css");
    const own = Object.keys(byName).filter((f) => f.startsWith("beheer/") && f !== "beheer/index.css").map((f) => f.slice("beheer/".length));
    expect([...imported].sort()).toEqual([...own].sort());
    expect(new Set(imported).size).toBe(imported.length);
    expect(importsOf("app.css").filter((f) => f.startsWith("beheer"))).toEqual([]);
  });

  it("documents one breakpoint scale in tokens.css", () => {
    expect(Object.fromEntries(scale())).toEqual({ sm: 480, md: 769, lg: 993 });
  });

  it("every @media width is on the scale: (min-width: V) or (max-width: V - 1px), so no width is on both sides", () => {
    const values = new Set(scale().values());
    const offScale: string[] = [];
    for (const [file, text] of Object.entries(byName)) {
      for (const { condition, block } of mediaRules(withoutComments(text))) {
        for (const [query, kind, px] of condition.matchAll(/\((min|max)-width:\s*(\d+)px\)/gu)) {
          const first = kind === "min" ? Number(px) : Number(px) + 1;
          if (values.has(first)) continue;
          const selectors = [...block.matchAll(/([^{}]+)\{/gu)].map(([, sel]) => sel!.trim());
          const allowed = COMPONENT_WIDTHS.some((c) => c.query === query && selectors.every((sel) => sel.startsWith(c.only)));
          if (!allowed) offScale.push(`${file}: @media ${condition}`);
        }
        expect(condition, `${file}: width queries use min-width/max-width in px`).not.toMatch(/width\s*[<>]|em\)/u);
      }
    }
    expect(offScale).toEqual([]);
  });

  it("writes the input look once (border and radius of text inputs, selects and textareas)", () => {
    const all = Object.values(byName).map(withoutComments).join("\n");
    expect(all.match(/border: 1px solid var\(--muted\);/gu) ?? []).toHaveLength(1);
  });
});
