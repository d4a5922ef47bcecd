import { describe, expect, it } from "vitest";
import { createScrollLock, NO_SCROLL_CLASS } from "../../../app/lib/scroll-lock";

/** A body stand-in with a real class list semantics (a Set). */
function fakeBody() {
  const classes = new Set<string>();
  return { classes, classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) } };
}

describe("createScrollLock", () => {
  it("locks the page while a dialog is open and unlocks it when it closes", () => {
    const body = fakeBody();
    const lock = createScrollLock(body);
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(false);
    const unlock = lock.lock();
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(true);
    unlock();
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(false);
    expect(lock.count).toBe(0);
  });

  it("a dialog over a dialog: the page stays locked until the last one closes, in any order", () => {
    const body = fakeBody();
    const lock = createScrollLock(() => body);
    const first = lock.lock();
    const second = lock.lock();
    first();
    expect(body.classes.has(NO_SCROLL_CLASS), "the second dialog is still open").toBe(true);
    second();
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(false);
  });

  it("releasing the same lock twice (a cleanup that runs twice) does not unlock another dialog's lock", () => {
    const body = fakeBody();
    const lock = createScrollLock(body);
    const first = lock.lock();
    const second = lock.lock();
    first();
    first();
    expect(lock.count).toBe(1);
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(true);
    second();
    expect(body.classes.has(NO_SCROLL_CLASS)).toBe(false);
  });
});
