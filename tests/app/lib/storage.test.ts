import { describe, expect, it } from "vitest";
import { addLastViewed, LAST_VIEWED_MAX, readFavourites, type LastViewed } from "../../../app/lib/storage";

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
