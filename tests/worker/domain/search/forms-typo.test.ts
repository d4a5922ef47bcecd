/**
 * The word rules of search (docs/decisions/031-search-index.md): sizes in every written form become one
 * token, filler words go, a word gets its plural/singular, diminutive and adjective bases; typo tolerance
 * is one edit for 4-7 letters (never the first letter), two from 8, none for 3 letters or numbers.
 */
import { describe, expect, it } from "vitest";
import { normalizeSizes, queryWords, wordForms } from "../../../../worker/domain/search/forms";
import { allowedEdits, editDistance, typoCandidates, vocabulary } from "../../../../worker/domain/search/typo";

describe("sizes are one token however they are written", () => {
  it.each([
    ["matras 160x200", "matras 160x200"],
    ["matras 160 x 200", "matras 160x200"],
    ["matras 160/200", "matras 160x200"],
    ["matras 160 bij 200", "matras 160x200"],
    ["matras 160 X 200 cm", "matras 160x200"],
    ["hoeslaken 90x200cm", "hoeslaken 90x200"],
    ["dekbed 140×220", "dekbed 140x220"],
    ["140x200/220", "140x200 140x220"],
  ])("%s -> %s", (input, expected) => {
    expect(queryWords(input).join(" ")).toBe(expected);
  });
  it("a year or a count is not a size", () => {
    expect(normalizeSizes("set van 2 x 3")).toBe("set van 2 x 3");
    expect(queryWords("4 seizoenen")).toEqual(["4", "seizoenen"]);
  });
});

describe("filler words", () => {
  it("are dropped next to meaningful words, kept when nothing else is left", () => {
    expect(queryWords("kussen voor een zijslaper")).toEqual(["kussen", "zijslaper"]);
    expect(queryWords("een de het")).toEqual(["een", "de", "het"]);
  });
});

describe("the forms a query word may have in the index", () => {
  it.each([
    ["matrassen", "matras"],
    ["kussentje", "kussen"],
    ["kussentjes", "kussen"],
    ["dekbedje", "dekbed"],
    ["witte", "wit"],
    ["grijze", "grijs"],
    ["stevige", "stevig"],
    ["zachte", "zacht"],
  ])("%s includes %s", (word, form) => {
    expect(wordForms(word)).toContain(form);
    expect(wordForms(word)[0]).toBe(word);
  });
  it("a size or number has no other form", () => {
    expect(wordForms("160x200")).toEqual(["160x200"]);
  });
});

describe("typo tolerance", () => {
  it.each([
    ["matras", "matars", 1],
    ["matras", "matrs", 1],
    ["matras", "mattras", 1],
    ["hoofdkussen", "hoofdkusen", 1],
    ["koudschuim", "koudschium", 1],
    ["koudschuim", "kouschuin", 2],
    ["dekbed", "dekbet", 1],
  ])("%s vs %s: %i edit(s), a swap of neighbours counting as one", (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });
  it.each([
    ["bed", 0],
    ["160x200", 0],
    ["matras", 1],
    ["matrass", 1],
    ["hoeslaken", 2],
  ])("%s may be corrected by %i edit(s)", (word, edits) => {
    expect(allowedEdits(word)).toBe(edits);
  });
  const vocab = vocabulary(["matras", "natura", "hoofdkussen", "hoeslaken", "dekbed", "bed", "wit", "160x200"]);
  it("finds the indexed word within the allowed edits, the closest only", () => {
    expect(typoCandidates("matrs", vocab).terms).toEqual(["matras"]);
    expect(typoCandidates("hoofdkusen", vocab).terms).toEqual(["hoofdkussen"]);
    expect(typoCandidates("hoeslakn", vocab).terms).toEqual(["hoeslaken"]);
    expect(typoCandidates("hofdkusen", vocab).terms).toEqual(["hoofdkussen"]);
    expect(typoCandidates("hoeslkn", vocab).terms).toEqual([]);
  });
  it("never changes the first letter of a word of 4-7 letters, nor corrects 3 letters or two edits in a short word", () => {
    expect(typoCandidates("natras", vocab).terms).toEqual([]);
    expect(typoCandidates("bwd", vocab).terms).toEqual([]);
    expect(typoCandidates("mtrs", vocab).terms).toEqual([]);
  });
  it("knows which words begin with a prefix", () => {
    expect(vocab.hasPrefix("hoe")).toBe(true);
    expect(vocab.hasPrefix("hoz")).toBe(false);
  });
});
