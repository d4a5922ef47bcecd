/**
 * The postcode lookup as one of a form's asynchronous checks (spec section 5: a submit waits for it):
 * PostcodeLookupRunner.busy covers the debounce and the call, and ends with the answer or a cancel.
 */
import { describe, expect, it } from "vitest";
import type { PostcodeLookup } from "../../../app/lib/api/types/account";
import { PostcodeLookupRunner } from "../../../app/lib/account/postcode-lookup-runner";

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const nl = (zipcode: string, house_number: string) => ({ zipcode, house_number, extension: "", country_code: "NL" });

describe("PostcodeLookupRunner.busy", () => {
  it("is true from the request, through the debounce and the call, until the answer", async () => {
    let answer!: (result: PostcodeLookup) => void;
    const results: PostcodeLookup[] = [];
    const runner = new PostcodeLookupRunner({
      debounceMs: 20,
      lookup: () => new Promise<PostcodeLookup>((resolve) => (answer = resolve)),
      onStatus: () => undefined,
      onResult: (r) => results.push(r),
    });
    expect(runner.busy).toBe(false);
    runner.request(nl("3511 AB", "10"));
    expect(runner.busy, "debouncing").toBe(true);
    await tick(40);
    expect(runner.busy, "asking").toBe(true);
    answer({ valid: true, street: "Oudegracht", city: "Utrecht" });
    await tick();
    expect(results).toHaveLength(1);
    expect(runner.busy).toBe(false);
  });

  it("a cancel or a query that cannot be looked up ends it", async () => {
    const runner = new PostcodeLookupRunner({ debounceMs: 20, lookup: () => new Promise(() => undefined), onStatus: () => undefined, onResult: () => undefined });
    runner.request(nl("3511 AB", "10"));
    runner.cancel();
    expect(runner.busy).toBe(false);
    runner.request(nl("3511 AB", "12"));
    await tick(40);
    expect(runner.busy).toBe(true);
    runner.request(nl("3511 AB", ""));
    expect(runner.busy).toBe(false);
  });
});
