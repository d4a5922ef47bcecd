import { describe, expect, it } from "vitest";
import { bookkeepingCitations } from "../../scripts/lib/citations";

describe("bookkeepingCitations", () => {
  it("finds issue numbers, work items and helper labels, with their line", () => {
    const source = [
      "/** The invoice as a PDF (issue 9 3.3), drawn with pdf-lib. */",
      "// Cart (Issue 7, helper C2): add to cart",
      "/* account addresses (see H2) */",
      "-- a work item of the cart",
      "// H4's finding",
    ].join("\n");
    expect(bookkeepingCitations(source).map((c) => [c.line, c.kind, c.text])).toEqual([
      [1, "issue number", "issue 9"],
      [2, "issue number", "Issue 7"],
      [2, "helper label", "helper C2"],
      [3, "helper label", "H2"],
      [4, "work item", "work item"],
      [5, "helper label", "H4's"],
    ]);
  });

  it("leaves spec sections, ADRs, headings and ordinary words alone", () => {
    const source = [
      "/** The invoice (spec section 5; ADR 018). */",
      "<h2 className=\"title\">Mijn bestellingen</h2>",
      "const heading = page.locator(\"h1\"); // an issue of layout",
      "font-size: var(--h2-size); #H2 .H2-x",
      "// issues with the postcode service are logged",
    ].join("\n");
    expect(bookkeepingCitations(source)).toEqual([]);
  });
});
