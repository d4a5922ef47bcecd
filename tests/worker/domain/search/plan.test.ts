/**
 * A query as FTS5 expressions (docs/decisions/031-search-index.md), on a small vocabulary: every word must
 * match one of its forms; two words the index writes together match joined or apart; an unknown word is
 * split or corrected; synonyms widen a word; FTS5 syntax in the text stays text. And "Bedoelde je"'s
 * candidates: wider corrections of unknown words first, then the query without a word.
 */
import { describe, expect, it } from "vitest";
import { correctionQueries } from "../../../../worker/domain/search/did-you-mean";
import { planSearch } from "../../../../worker/domain/search/plan";
import { vocabulary } from "../../../../worker/domain/search/typo";

const vocab = vocabulary(["boxspring", "box", "matras", "hoofdkussen", "kussen", "dekbed", "dekbedovertrek", "wit", "katoen", "160x200", "zijslaper"]);
const synonyms = new Map([
  ["deken", ["dekbed"]],
  ["dekbedhoes", ["dekbedovertrek"]],
]);
const plan = (q: string, prefix = false) => planSearch(q, vocab, synonyms, prefix)!;

describe("planSearch", () => {
  it("every word must match, each as one of its indexed forms", () => {
    expect(plan("matrassen wit").match).toBe('"matras" AND "wit"');
    expect(plan("matrassen wit").corrected).toBe(false);
  });
  it("two words the index writes together match joined, or apart anywhere", () => {
    const p = plan("box spring");
    expect(p.match).toContain('"boxspring"');
    expect(p.words).toEqual(["box", "spring"]);
  });
  it("an unknown compound is split into two indexed words", () => {
    expect(plan("boxspringmatras").match).toBe('("boxspring" AND "matras")');
  });
  it("an unknown word is corrected within the allowed edits, and the plan says so", () => {
    const p = plan("hoofdkusen katoen");
    expect(p.match).toBe('"hoofdkussen" AND "katoen"');
    expect(p.exact).toBeNull();
    expect(p.corrected).toBe(true);
    expect(p.understood).toBe("hoofdkussen katoen");
  });
  it("a word the index does not know in any form stays itself and is reported", () => {
    const p = plan("matras xqzwv");
    expect(p.match).toBe('"matras" AND "xqzwv"');
    expect(p.unknown).toEqual(["xqzwv"]);
  });
  it("synonyms widen a word", () => {
    expect(plan("deken").match).toBe('"dekbed"');
    expect(plan("dekbedhoes wit").match).toBe('"dekbedovertrek" AND "wit"');
  });
  it("filler words go, sizes are one token", () => {
    expect(plan("kussen voor zijslaper").match).toBe('"kussen" AND "zijslaper"');
    expect(plan("matras 160 x 200").match).toBe('"matras" AND "160x200"');
  });
  it("while typing, the last word is also a prefix", () => {
    expect(plan("dekb", true).match).toBe('"dekb"*');
    expect(plan("matras wi", true).match).toBe('"matras" AND "wi"*');
  });
  it("FTS5 syntax in the text stays text", () => {
    for (const q of ['matras" OR wit', "NEAR(matras wit)", "matras AND NOT wit", "***"]) {
      const p = planSearch(q, vocab, synonyms);
      // outside the quoted words only the planner's own operators remain
      if (p) expect(p.match.replace(/"[a-z0-9 ]*"/gu, "")).toMatch(/^(?:[ ()*]|AND|OR)*$/u);
    }
    expect(plan('matras" OR wit').match).toBe('"matras" AND "or" AND "wit"');
  });
  it("ranks by the phrase in the title and by words in title, type and brand", () => {
    const p = plan("katoen dekbed");
    expect(p.phrase).toBe('{title} : "katoen dekbed"');
    expect(p.primary).toEqual(['{title kind brand} : "katoen"', '{title kind brand} : "dekbed"']);
  });
});

describe("correctionQueries (Bedoelde je)", () => {
  it("corrects an unknown word further than the automatic correction goes, first letter included", () => {
    expect(correctionQueries("natras", vocab, synonyms)[0]).toBe("matras");
  });
  it("then offers the query without one word, unknown words first", () => {
    expect(correctionQueries("matras xqzwv", vocab, synonyms)).toContain("matras");
    expect(correctionQueries("matras xqzwv", vocab, synonyms)).not.toContain("matras xqzwv");
  });
  it("has nothing for a single word far from every indexed word", () => {
    expect(correctionQueries("xqzwv", vocab, synonyms)).toEqual([]);
  });
});
