import { describe, expect, it } from "vitest";
import type { PostcodeLookup } from "../../../app/lib/api/types/account";
import { lookupQuery, PostcodeLookupRunner, type PostcodeLookupStatus, type PostcodeQuery } from "../../../app/lib/account/postcode-lookup-runner";

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

/** A runner over a fake lookup: records the queries asked, the statuses and the results reported. */
function setup(answer: (q: PostcodeQuery, init: RequestInit) => Promise<PostcodeLookup>, debounceMs = 0) {
  const asked: PostcodeQuery[] = [];
  const statuses: PostcodeLookupStatus[] = [];
  const results: PostcodeLookup[] = [];
  const runner = new PostcodeLookupRunner({
    debounceMs,
    lookup: (q, init) => {
      asked.push(q);
      return answer(q, init);
    },
    onStatus: (s) => statuses.push(s),
    onResult: (r) => results.push(r),
  });
  return { runner, asked, statuses, results };
}

const FOUND: PostcodeLookup = { valid: true, street: "Oudegracht", city: "Utrecht" };
const INVALID: PostcodeLookup = { valid: false, street: "", city: "" };
const nl = (zipcode: string, house_number: string, extension = ""): PostcodeQuery => ({ zipcode, house_number, extension, country_code: "NL" });

describe("lookupQuery (spec section 5: NL only, once zipcode and house_number are both filled)", () => {
  it("is null for BE or while one of the two is empty", () => {
    expect(lookupQuery({ zipcode: "1000", house_number: "1", country_code: "BE" })).toBeNull();
    expect(lookupQuery(nl("3511 AB", " "))).toBeNull();
    expect(lookupQuery(nl("", "10"))).toBeNull();
    expect(lookupQuery(nl(" 3511ab ", " 10 ", " a "))).toEqual({ zipcode: "3511ab", house_number: "10", extension: "a", country_code: "NL" });
  });
});

describe("PostcodeLookupRunner", () => {
  it("found: reports street and city and the status found", async () => {
    const { runner, asked, statuses, results } = setup(async () => FOUND);
    runner.request(nl("3511 AB", "10"));
    await tick();
    expect(asked).toEqual([nl("3511 AB", "10")]);
    expect(statuses).toEqual(["loading", "found"]);
    expect(results).toEqual([FOUND]);
  });

  it("not found, a failed call or an answer without a street: invalid with street and city empty", async () => {
    for (const answer of [async () => INVALID, async () => Promise.reject(new Error("503")), async () => ({ valid: true, street: "", city: "Utrecht" })]) {
      const { runner, results, statuses } = setup(answer);
      runner.request(nl("3511 AB", "10"));
      await tick();
      expect(results).toEqual([INVALID]);
      expect(statuses.at(-1)).toBe("invalid");
    }
  });

  it("a malformed postcode is invalid without asking", async () => {
    const { runner, asked, results } = setup(async () => FOUND);
    runner.request(nl("3511 SA", "10"));
    await tick();
    expect(asked).toEqual([]);
    expect(results).toEqual([INVALID]);
  });

  it("typing asks once, for the last value (debounced); the same postcode and number are not asked again", async () => {
    const { runner, asked } = setup(async () => FOUND, 20);
    runner.request(nl("3511 AB", "1"));
    runner.request(nl("3511 AB", "10"));
    await tick(40);
    runner.request(nl("3511ab", "10", "bis"));
    await tick(40);
    expect(asked.map((q) => q.house_number)).toEqual(["10"]);
  });

  it("an answer to a superseded query is dropped and its request aborted", async () => {
    const signals: AbortSignal[] = [];
    let release!: () => void;
    const slowFirst = (q: PostcodeQuery, init: RequestInit) => {
      signals.push(init.signal!);
      if (q.house_number === "1") return new Promise<PostcodeLookup>((r) => (release = () => r({ valid: true, street: "Verkeerd", city: "Oud" })));
      return Promise.resolve(FOUND);
    };
    const { runner, results } = setup(slowFirst);
    runner.request(nl("3511 AB", "1"));
    await tick();
    runner.request(nl("3511 AB", "10"));
    await tick();
    release();
    await tick();
    expect(signals[0]!.aborted).toBe(true);
    expect(results).toEqual([FOUND]);
  });

  it("switching to BE cancels a pending lookup and reports idle; back to NL asks again", async () => {
    const { runner, asked, statuses, results } = setup(async () => FOUND, 20);
    runner.request(nl("3511 AB", "10"));
    runner.request({ zipcode: "3511 AB", house_number: "10", country_code: "BE" });
    await tick(40);
    expect(asked).toEqual([]);
    expect(statuses).toEqual(["idle"]);
    runner.request(nl("3511 AB", "10"));
    await tick(40);
    expect(results).toEqual([FOUND]);
  });
});
