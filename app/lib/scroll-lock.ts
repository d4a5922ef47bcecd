/** The class that stops the page from scrolling (app.css: `body.no-scroll { overflow: hidden }`). */
export const NO_SCROLL_CLASS = "no-scroll";

export interface ScrollLock {
  /** Locks the page; returns the unlock for this lock (calling it twice unlocks once). */
  lock(): () => void;
  /** Number of open locks. */
  readonly count: number;
}

/**
 * Counts the open dialogs: the page scrolls again only when the last one closes (a quick-buy popup over a
 * quick view must not unlock the page when it closes).
 */
export function createScrollLock(target: { classList: Pick<DOMTokenList, "add" | "remove"> } | (() => { classList: Pick<DOMTokenList, "add" | "remove"> })): ScrollLock {
  let count = 0;
  const el = () => (typeof target === "function" ? target() : target);
  return {
    lock() {
      if (count++ === 0) el().classList.add(NO_SCROLL_CLASS);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--count === 0) el().classList.remove(NO_SCROLL_CLASS);
      };
    },
    get count() {
      return count;
    },
  };
}
