import { describe, expect, it } from "vitest";
import { LoadMoreGuard, rangeUrl } from "../../../app/lib/catalog/load-more";

describe("LoadMoreGuard (spec section 4: a load is ignored while one is running)", () => {
  it("a click and an infinite-scroll trigger while page 2 loads start one load", () => {
    const guard = new LoadMoreGuard("/matrassen/?page=2");
    expect(guard.begin(), "the click").toBe("/matrassen/?page=2");
    expect(guard.loading).toBe(true);
    expect(guard.begin(), "infinite scroll while loading").toBeNull();
    expect(guard.begin(), "a second click while loading").toBeNull();
  });

  it("after a successful load the next request loads the following page, never the same one again", () => {
    const guard = new LoadMoreGuard("/matrassen/?page=2");
    guard.begin();
    guard.succeed("/matrassen/?page=3");
    expect(guard.loading).toBe(false);
    expect(guard.begin()).toBe("/matrassen/?page=3");
  });

  it("a failed load returns to idle with the same link, so a later click tries that page again", () => {
    const guard = new LoadMoreGuard("/zoeken/?page=2");
    guard.begin();
    guard.fail();
    expect(guard.loading).toBe(false);
    expect(guard.next).toBe("/zoeken/?page=2");
    expect(guard.begin()).toBe("/zoeken/?page=2");
  });

  it("nothing is loaded after the last page, or when there is only one page", () => {
    const guard = new LoadMoreGuard("/brands/nachtwacht/?page=2");
    guard.begin();
    guard.succeed(null);
    expect(guard.begin()).toBeNull();
    expect(guard.loading).toBe(false);
    expect(new LoadMoreGuard(null).begin()).toBeNull();
  });
});

describe("rangeUrl", () => {
  it("puts the range link after the existing query, replacing page and range", () => {
    expect(rangeUrl("/matrassen/?range=1-2", "?utm_source=nieuwsbrief")).toBe("/matrassen/?utm_source=nieuwsbrief&range=1-2");
    expect(rangeUrl("/zoeken/?range=1-3", "?tn_q=matras&range=1-2")).toBe("/zoeken/?tn_q=matras&range=1-3");
    expect(rangeUrl("/matrassen/?range=2-3", "?page=2")).toBe("/matrassen/?range=2-3");
  });
});
