import { describe, expect, it, onTestFinished, vi } from "vitest";
import { addLastViewed, LAST_VIEWED_MAX, lastViewedIds, readFavourites, recordLastViewed, type LastViewed } from "../../../app/lib/catalog/storage";

const add = (entries: LastViewed[]) => entries.reduce<LastViewed[]>((list, e) => addLastViewed(list, e), []);

describe("addLastViewed", () => {
  it("keeps at most 8", () => {
    expect(LAST_VIEWED_MAX).toBe(8);
    const list = add(Array.from({ length: 12 }, (_, i) => ({ id: i + 1, vid: null })));
    expect(list).toHaveLength(8);
  });

  it("puts the newest first and drops the oldest", () => {
    const list = add(Array.from({ length: 10 }, (_, i) => ({ id: i + 1, vid: null })));
    expect(list.map((e) => e.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it("the same id and vid appear once, moved to the front", () => {
    const list = add([
      { id: 1, vid: 11 },
      { id: 2, vid: 21 },
      { id: 3, vid: null },
      { id: 1, vid: 11 },
    ]);
    expect(list).toEqual([
      { id: 1, vid: 11 },
      { id: 3, vid: null },
      { id: 2, vid: 21 },
    ]);
  });

  it("the same id with another vid is kept as a separate entry", () => {
    const list = add([
      { id: 1, vid: 11 },
      { id: 1, vid: 12 },
      { id: 1, vid: null },
    ]);
    expect(list).toEqual([
      { id: 1, vid: null },
      { id: 1, vid: 12 },
      { id: 1, vid: 11 },
    ]);
  });

  it("viewing a kept product again in a full list does not drop another one", () => {
    const full = add(Array.from({ length: 8 }, (_, i) => ({ id: i + 1, vid: null })));
    const again = addLastViewed(full, { id: 1, vid: null });
    expect(again).toHaveLength(8);
    expect(again.map((e) => e.id)).toEqual([1, 8, 7, 6, 5, 4, 3, 2]);
  });

  it("does not change the list it was given", () => {
    const list: LastViewed[] = [{ id: 1, vid: null }];
    addLastViewed(list, { id: 2, vid: null });
    expect(list).toEqual([{ id: 1, vid: null }]);
  });
});

describe("favourites on the server", () => {
  it("read as empty where there is no browser storage", () => {
    expect(readFavourites()).toEqual([]);
  });
});

describe("lastViewedIds (the snapshot the last viewed section renders from)", () => {
  function browserStorage() {
    const items = new Map<string, string>();
    const events: string[] = [];
    vi.stubGlobal("window", {
      localStorage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) },
      dispatchEvent: (e: Event) => events.push(e.type),
    });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    return events;
  }

  it("lists each product once, newest first, without the excluded one", () => {
    browserStorage();
    for (const [id, vid] of [[1, 11], [2, null], [1, 12], [3, null]] as const) recordLastViewed({ id, vid });
    expect(lastViewedIds()).toBe("3,1,2");
    expect(lastViewedIds(1)).toBe("3,2");
  });

  it("is unchanged when the product on screen is recorded again (its page re-renders nothing)", () => {
    const events = browserStorage();
    for (const id of [1, 2, 3]) recordLastViewed({ id, vid: null });
    const before = lastViewedIds(2);
    recordLastViewed({ id: 2, vid: null });
    expect(events.length).toBe(4);
    expect(lastViewedIds(2)).toBe(before);
    expect(lastViewedIds()).toBe("2,3,1");
  });
});
