import { useEffect, useRef, type CSSProperties } from "react";
import { Link } from "react-router";
import { USP_AUTOPLAY_MS, USP_SPEED_MS } from "../../lib/constants";
import type { Usps } from "../../lib/schemas/content";

/** Slides in view at once: 1 on phones and tablets, up to 4 on desktops (app/styles/tokens.css, lg). */
const WIDE = "(min-width: 993px)";
const MAX_PER_VIEW = 4;

/**
 * USP slider without swiper (ADR 024): a row of USPs moved by a CSS transform. The server renders the
 * USPs plus copies of the first four (hidden from assistive technology, not focusable) so the loop wraps
 * without a jump; the first USP (or the first four) is in view before any JavaScript runs, so nothing shifts.
 * After hydration one timer moves the row one USP every autoplay + speed (1500 + 1500 ms, loop); it pauses
 * while the pointer or the focus is on it, and never starts for prefers-reduced-motion. No import, no
 * layout read in the mount effect.
 */
export function UspSlider({ usps, className = "" }: { usps: Usps | null; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const count = usps?.items.length ?? 0;
  useEffect(() => {
    const el = root.current;
    const track = el?.querySelector<HTMLElement>(".usp-slider__list");
    if (!el || !track || count < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const wide = matchMedia(WIDE);
    let index = 0;
    let paused = false;
    const perView = () => (wide.matches ? Math.min(MAX_PER_VIEW, count) : 1);
    const show = (i: number, animate: boolean) => {
      index = i;
      track.style.transition = animate ? "" : "none";
      track.style.setProperty("--usp-index", String(i));
    };
    const onEnd = () => {
      // Past the last USP the copies are in view: jump back to the same picture at the start.
      if (index >= count) show(index - count, false);
    };
    const timer = window.setInterval(() => {
      if (paused) return;
      if (count <= perView()) return show(0, false);
      show(index + 1, true);
    }, USP_AUTOPLAY_MS + USP_SPEED_MS);
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    const onFocus = (e: FocusEvent) => {
      paused = true;
      const item = (e.target as HTMLElement).closest<HTMLElement>("[data-usp-index]");
      if (item) show(Math.max(0, Math.min(Number(item.dataset.uspIndex), count - perView())), false);
    };
    track.addEventListener("transitionend", onEnd);
    el.addEventListener("pointerenter", pause);
    el.addEventListener("pointerleave", resume);
    el.addEventListener("focusin", onFocus);
    el.addEventListener("focusout", resume);
    el.dataset.ready = "true";
    return () => {
      window.clearInterval(timer);
      track.removeEventListener("transitionend", onEnd);
      el.removeEventListener("pointerenter", pause);
      el.removeEventListener("pointerleave", resume);
      el.removeEventListener("focusin", onFocus);
      el.removeEventListener("focusout", resume);
      delete el.dataset.ready;
    };
  }, [count]);
  if (!usps || count === 0) return null;
  const copies = count > 1 ? usps.items.slice(0, MAX_PER_VIEW) : [];
  return (
    <div className={`usp-slider ${className}`.trim()} aria-label="Voordelen van Droomnest" role="region">
      <div className="usp-slider__viewport" ref={root} style={{ "--usp-count": count, "--usp-speed": `${USP_SPEED_MS}ms` } as CSSProperties}>
        <ul className="usp-slider__list">
          {usps.items.map((usp, i) => (
            <li className="usp-slider__item" key={usp.text} data-usp-index={i}>
              <span className="usp-slider__check" aria-hidden="true">
                ✓
              </span>
              {usp.link ? <Link to={usp.link}>{usp.text}</Link> : <span>{usp.text}</span>}
            </li>
          ))}
          {copies.map((usp) => (
            <li className="usp-slider__item" key={`copy-${usp.text}`} aria-hidden="true">
              <span className="usp-slider__check">✓</span>
              {usp.link ? (
                <Link to={usp.link} tabIndex={-1}>
                  {usp.text}
                </Link>
              ) : (
                <span>{usp.text}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
