import { useEffect, type RefObject } from "react";

/** Events that mean the shopper is about to use a slider (touch, mouse, keyboard). */
const INTENT_EVENTS = ["pointerdown", "pointerenter", "touchstart", "focusin"] as const;

/**
 * Starts a slider on demand (ADR 024): `start` runs once, when the element comes near the viewport
 * (`whenVisible`, 200px ahead) or when the shopper touches, hovers or focuses it; never during hydration.
 * `start` returns its cleanup (or a promise of one, for a dynamic import). Disabled while `enabled` is false;
 * a new `resetKey` (e.g. other slides after a client navigation) tears the slider down and waits again.
 */
export function useSliderStart(
  ref: RefObject<HTMLElement | null>,
  start: () => Promise<(() => void) | void> | (() => void) | void,
  { enabled = true, whenVisible = true, resetKey }: { enabled?: boolean; whenVisible?: boolean; resetKey?: unknown } = {},
) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let started = false;
    let disposed = false;
    let cleanup: (() => void) | void;
    let observer: IntersectionObserver | undefined;
    const go = () => {
      if (started) return;
      started = true;
      stopListening();
      void Promise.resolve(start()).then((c) => {
        if (disposed) c?.();
        else cleanup = c;
      });
    };
    const stopListening = () => {
      observer?.disconnect();
      for (const type of INTENT_EVENTS) el.removeEventListener(type, go);
    };
    for (const type of INTENT_EVENTS) el.addEventListener(type, go, { passive: true });
    if (whenVisible && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: "200px 0px" });
      observer.observe(el);
    }
    return () => {
      disposed = true;
      stopListening();
      cleanup?.();
    };
    // `start` is read when the slider starts; a new `enabled` or `resetKey` sets it up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, enabled, whenVisible, resetKey]);
}
