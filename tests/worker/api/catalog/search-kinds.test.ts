/**
 * Table tests per kind of query on the demo assortment (spec section 5, search on /zoeken/), with queries
 * that are not in the everyday-query set (except the four synonym words, checked more sharply here). Pins:
 * - compounds: a split or hyphenated query finds exactly what the joined word finds; a joined query finds
 *   the products whose title writes the words apart; plurals and diminutives find the singular's products;
 * - typos: one edit is forgiven in words of 4-7 letters, two in words of 8 or more; a 3-letter word, the
 *   first letter of a short word and two edits in a short word are never corrected; exact matches rank
 *   before corrected ones;
 * - sizes: 160x200, 160 x 200, 160/200 and 160 bij 200 are the same query, and only products offered in
 *   that size are found;
 * - attributes: a colour, material or firmness next to a product word narrows to products having it;
 * - synonyms: deken, dekbedhoes, laken and kussen find dekbedden, dekbedovertrekken, hoeslakens, hoofdkussens;
 * - a term that matches nothing gets the fallback (popular available products, categories, and a
 *   "Bedoelde je" query that has results); a term that matches gets none;
 * - suggestions follow the same rules (a typo, a split compound) and still want 3 to 100 characters.
 * Each test fails on a search that lacks the behaviour it pins; the "too far" ones fail on a search that
 * corrects more than the rules allow.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { catalogData, seedCatalog } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";
import { idsOf, search, suggest, titlesOf } from "./search-api";
import { boxspring, colour, dekbed, dekbedovertrek, has, hoeslaken, hoofdkussen, offers, titleHas, titleWord, values, words, type P } from "./search-fit";

const products = catalogData.products as P[];
const byId = new Map(products.map((p) => [p.id, p]));
const seed = (id: number): P => {
  const p = byId.get(id);
  if (!p) throw new Error(`not a seed product: ${id}`);
  return p;
};
const idsWhere = (f: (p: P) => boolean) => products.filter(f).map((p) => p.id);

beforeAll(async () => {
  await seedCatalog();
});

describe("compounds, plurals and diminutives", () => {
  it.each([
    ["topdekmatras", "topdek matras", "topdek-matras"],
    ["ledikantmatras", "ledikant matras", "ledikant-matras"],
    ["pocketvering", "pocket vering", "pocket-vering"],
  ])("'%s', '%s' and '%s' find the same products", async (joined, split, hyphenated) => {
    const base = await search(joined);
    expect(base.pagination.total, joined).toBeGreaterThan(0);
    for (const p of products.filter((x) => titleHas(x, joined))) expect(idsOf(base), `${joined} misses ${p.title}`).toContain(p.id);
    expect(idsOf(await search(split)), split).toEqual(idsOf(base));
    expect(idsOf(await search(hyphenated)), hyphenated).toEqual(idsOf(base));
  });

  it.each([
    ["hogehoek", "hoge hoek"],
    ["extrawarm", "extra warm"],
  ])("the joined query '%s' finds every product titled with '%s'", async (joined, apart) => {
    const expected = idsWhere((p) => titleHas(p, apart));
    expect(expected.length).toBeGreaterThan(1);
    const found = idsOf(await search(joined));
    for (const id of expected) expect(found, `${joined} misses ${seed(id).title}`).toContain(id);
  });

  it.each([
    ["matrassen", "matras"],
    ["kussentje", "kussen"],
    ["dekbedjes", "dekbed"],
  ])("'%s' finds what '%s' finds", async (form, singular) => {
    const base = await search(singular);
    expect(base.pagination.total, singular).toBeGreaterThan(0);
    expect(idsOf(await search(form)), form).toEqual(idsOf(base));
  });
});

describe("typing errors", () => {
  /** [query, intended word]: every product with the intended word in its title is found. */
  it.each([
    ["ruitt", "ruit"], // 4 letters, a doubled letter
    ["plaif", "plaid"], // 5 letters, a neighbouring key
    ["jersy", "jersey"], // 6 letters, a missing letter
    ["moltom", "molton"], // 6 letters, a neighbouring key
    ["contor", "contour"], // 7 letters, a missing letter
    ["mikrovesel", "microvezel"], // 10 letters, two edits
    ["sintetisch", "synthetisch"], // 11 letters, two edits
  ])("'%s' finds the products titled with '%s'", async (typo, word) => {
    const expected = idsWhere((p) => titleWord(p, word));
    expect(expected.length).toBeGreaterThan(0);
    const r = await search(typo);
    for (const id of expected) expect(idsOf(r), `${typo} misses ${seed(id).title}; found ${titlesOf(r)}`).toContain(id);
  });

  it("a 3-letter word is not corrected: 'wol' finds products, 'wok' finds nothing", async () => {
    expect((await search("wol")).pagination.total).toBeGreaterThan(0);
    const r = await search("wok");
    expect(r.pagination.total, titlesOf(r)).toBe(0);
  });

  it.each([
    ["nolton", "molton"], // the first letter of a 6-letter word
    ["olaid", "plaid"], // the first letter of a 5-letter word
    ["jarsy", "jersey"], // two edits in a 6-letter word
  ])("too far for a short word: '%s' finds nothing with '%s'", async (typo, word) => {
    expect((await search(word)).pagination.total).toBeGreaterThan(0);
    const r = await search(typo);
    for (const t of r.products) {
      const p = seed(t.id);
      const text = [p.title, p.type, ...Object.keys(p.attributes).flatMap((code) => values(p, code))].join(" ");
      expect(words(text).some((w) => w.includes(word)), `${typo} found ${p.title}`).toBe(false);
    }
  });

  it("exact matches rank first: every available product with the word 'hoge' comes before one found as 'home'", async () => {
    // "hoge" is also a form of "hoog": a product with "hoog" may rank among the exact ones
    const withWord = (p: P, ...ws: string[]) => words([p.title, ...values(p, "maat")].join(" ")).some((w) => ws.includes(w));
    const expected = idsWhere((p) => withWord(p, "hoge"));
    expect(expected.length).toBeGreaterThan(5);
    const r = await search("hoge");
    for (const id of expected) expect(idsOf(r), `missing ${seed(id).title}`).toContain(id);
    // sold-out products rank last whatever they match: the order is checked among the available ones
    const order = r.products.filter((t) => t.available).map((t) => seed(t.id));
    const lastExact = order.findLastIndex((p) => withWord(p, "hoge"));
    const firstOther = order.findIndex((p) => !withWord(p, "hoge", "hoog"));
    if (firstOther >= 0) expect(firstOther, titlesOf(r, 40)).toBeGreaterThan(lastExact);
  });
});

describe("sizes in every written form", () => {
  it.each([
    ["topper", "90", "210"],
    ["dekbed", "260", "220"],
  ])("%s %sx%s, '... x ...', '.../...' and '... bij ...' find the same products, each offered in that size", async (word, w, l) => {
    const size = `${w}x${l}`;
    const base = await search(`${word} ${size}`);
    expect(base.pagination.total, size).toBeGreaterThan(0);
    for (const t of base.products) expect(offers(seed(t.id), size), `${seed(t.id).title} is not offered in ${size}`).toBe(true);
    for (const form of [`${word} ${w} x ${l}`, `${word} ${w}/${l}`, `${word} ${w} bij ${l}`]) {
      expect(idsOf(await search(form)), form).toEqual(idsOf(base));
    }
    // a product of that kind without the size is left out
    const without = products.find((p) => p.type === word && !offers(p, size));
    expect(without, `a ${word} without ${size}`).toBeDefined();
    expect(idsOf(base)).not.toContain(without!.id);
  });
});

describe("attributes next to a product word", () => {
  it.each([
    ["boxspring cognac", (p: P) => colour(p, "cognac")],
    ["mosgroen hoeslaken", (p: P) => colour(p, "mosgroen")],
    ["taupe kussensloop", (p: P) => colour(p, "taupe")],
    ["chenille boxspring", (p: P) => has(p, "materiaal", "chenille")],
    ["percal kussensloop", (p: P) => has(p, "materiaal", "percal")],
    ["stevige boxspring", (p: P) => has(p, "hardheid", "stevig")],
    ["medium topper", (p: P) => has(p, "hardheid", "medium")],
    ["synthetisch dekbed", (p: P) => has(p, "vulling", "synthetisch")],
  ])("'%s' finds only products having that value", async (q, hasIt) => {
    const r = await search(q);
    expect(r.pagination.total, q).toBeGreaterThan(0);
    for (const t of r.products) expect(hasIt(seed(t.id)), `${q} found ${t.title}`).toBe(true);
  });
});

describe("synonyms", () => {
  it.each([
    ["deken", "dekbed", dekbed],
    ["dekbedhoes", "dekbedovertrek", dekbedovertrek],
    ["laken", "hoeslaken", hoeslaken],
    ["kussen", "hoofdkussen", hoofdkussen],
  ])("'%s' finds every %s", async (q, _name, isIt) => {
    const expected = idsWhere((p) => p.type !== "kids" && isIt(p));
    expect(expected.length).toBeGreaterThan(5);
    const r = await search(q);
    for (const id of expected) expect(idsOf(r), `${q} misses ${seed(id).title}`).toContain(id);
  });
});

describe("a term that matches nothing is never a dead end", () => {
  it("a nonsense term: total 0, popular available products and categories", async () => {
    const r = await search("xqzwv plonk", "");
    expect(r.pagination.total).toBe(0);
    expect(r.products).toEqual([]);
    expect(r.fallback).not.toBeNull();
    expect(r.fallback!.products.length).toBeGreaterThan(0);
    for (const t of r.fallback!.products) {
      expect(t.available, t.title).toBe(true);
      expect(seed(t.id).available, t.title).toBe(true);
    }
    expect(r.fallback!.categories.length).toBeGreaterThan(0);
    for (const c of r.fallback!.categories) expect(c).toEqual({ title: expect.any(String), url: expect.stringMatching(/^\/.+\/$/u) });
  });

  it.each(["matras ztevig", "boxspring xognac"])("'%s' (a first-letter typo) offers a 'Bedoelde je' query that has results", async (q) => {
    const r = await search(q, "");
    expect(r.pagination.total, titlesOf(r)).toBe(0);
    const dym = r.fallback?.did_you_mean;
    expect(dym, JSON.stringify(r.fallback)).toBeTruthy();
    expect(dym!.query.toLowerCase()).not.toBe(q);
    expect(dym!.url).toBe(`/zoeken/?tn_q=${encodeURIComponent(dym!.query)}`);
    expect((await search(dym!.query, "")).pagination.total, dym!.query).toBeGreaterThan(0);
  });

  it("a term with results has no fallback", async () => {
    const r = await search("hoeslaken", "");
    expect(r.pagination.total).toBeGreaterThan(0);
    expect(r.fallback).toBeNull();
  });
});

describe("suggestions follow the same rules", () => {
  it.each([
    ["hoofdkussn", "hoofdkussen", hoofdkussen],
    ["box spring", "boxspring", boxspring],
    ["ledikant matras", "ledikantmatras", (p: P) => titleHas(p, "ledikantmatras")],
  ])("'%s' suggests %s products", async (q, word, isIt) => {
    const s = await suggest(q);
    expect(s.products.length, q).toBeGreaterThan(0);
    expect(s.products.some((p) => isIt(seed(p.id))), s.products.map((p) => p.title).join(" | ")).toBe(true);
    for (const p of s.products) expect(isIt(seed(p.id)) || titleHas(seed(p.id), word), p.title).toBe(true);
  });

  it.each(["ho", "a".repeat(101)])("'%s' is still refused (3 to 100 characters)", async (q) => {
    const res = await worker(`/v1/catalog/search/suggestions?${new URLSearchParams({ search_term: q })}`);
    expect(res.status).toBe(400);
  });
});
