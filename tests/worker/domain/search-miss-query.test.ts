/** The query a zero-result search is counted under: normalised as search reads it, refused when it looks like personal data. */
import { describe, expect, it } from "vitest";
import { looksPersonal, missQuery } from "../../../worker/domain/search-miss-query";

describe("missQuery normalises", () => {
  it.each([
    ["Matras", "matras"],
    ["  Dekbed   OVERTREK  ", "dekbed overtrek"],
    ["crème-kleurig dekbéd", "creme kleurig dekbed"],
    ["box-spring, 160x200!", "box spring 160x200"],
    ["hoeslaken 180 x 200", "hoeslaken 180 x 200"],
    ["matras 160 200", "matras 160 200"],
    ["Øko dons", "oko dons"],
  ])("%j -> %j", (term, query) => {
    expect(missQuery(term)).toBe(query);
  });

  it("keeps at most 100 characters, without a trailing space", () => {
    const query = missQuery(`${"abcdefghi ".repeat(15)}`)!;
    expect(query.length).toBeLessThanOrEqual(100);
    expect(query).toBe("abcdefghi ".repeat(10).trim());
    expect(missQuery("x".repeat(140))).toBe("x".repeat(100));
  });

  it("nothing left after normalising is not counted", () => {
    expect(missQuery("!!! ??? ...")).toBeNull();
  });
});

describe("a term that looks like personal data is refused whole", () => {
  it.each([
    ["e-mail address", "sanne@droomnest.nl"],
    ["e-mail with other words", "bestelling van sanne.devries@gmail.com"],
    ["Dutch mobile number", "0612345678"],
    ["Dutch mobile number in groups", "06 12 34 56 78"],
    ["Dutch number with dashes", "020-123 45 67"],
    ["Belgian mobile number", "+32 470 12 34 56"],
    ["order or account number", "bestelling 1234567"],
    ["IBAN", "NL91 ABNA 0417 1643 00"],
    ["Dutch postcode", "1234 AB"],
    ["Dutch postcode without space", "matras 1234ab"],
    ["street and house number", "Kerkstraat 12"],
    ["Belgian street, number and postcode", "Meir 14, 2000 Antwerpen Kapellestraat 3"],
    ["street with letter suffix", "Stationsweg 4a"],
  ])("%s: %j", (_kind, term) => {
    expect(looksPersonal(term)).toBe(true);
    expect(missQuery(term)).toBeNull();
  });

  it.each(["matras 160x200", "hoeslaken 180 x 200", "matras 90 x 200", "matras 160 200", "dekbed 4 seizoenen 240x220", "pocketvering 1000 veren", "kussen 60x70 wit", "zijslaper"])(
    "a product query is kept: %j",
    (term) => {
      expect(looksPersonal(term)).toBe(false);
      expect(missQuery(term)).not.toBeNull();
    },
  );
});
