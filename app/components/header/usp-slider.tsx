import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { USP_AUTOPLAY_MS, USP_SPEED_MS } from "../../lib/constants";
import type { Usps } from "../../lib/schemas/content";
import { USP_TEXT } from "../../lib/usp/messages";

/** Slides in view at once: 1 on phones and tablets, up to 4 on desktops (app/styles/tokens.css, lg). */
const WIDE = "(min-width: 993px)";
const MAX_PER_VIEW = 4;

/**
 * USP slider without swiper (ADR 024): a row of USPs moved by a CSS transform. The server renders the
 * USPs plus copies of the first four (hidden from assistive technology, not focusable) so the loop wraps
 * without a jump; the first USP (or the first four) is in view before any JavaScript runs, so nothing shifts.
 * After hydration a timer moves the row one USP when the autoplay delay has passed (spec section 9: 1500 ms),
 * the move takes the speed (1500 ms), and the next delay starts when the move has ended (loop). It holds while
 * the pointer or the focus is on the USPs, while the shopper has pressed the pause control (WCAG 2.2.2; the
 * control has its place in the server's HTML) and never starts for prefers-reduced-motion (the control is
 * hidden then). No import, no layout read in the mount effect. `label` names the region: a page with two bars
 * gives each its own name.
 */
export function UspSlider({ usps, label = USP_TEXT.headerLabel, className = "" }: { usps: Usps | null; label?: string; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  const control = useRef<(() => void) | null>(null);
  const count = usps?.items.length ?? 0;
  useEffect(() => {
    const el = root.current;
    const track = el?.querySelector<HTMLElement>(".usp-slider__list");
    if (!el || !track || count < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const wide = matchMedia(WIDE);
    let index = 0;
    let timer: number | undefined;
    let moving = false;
    const hold = { pointer: false, focus: false };
    const perView = () => (wide.matches ? Math.min(MAX_PER_VIEW, count) : 1);
    const show = (i: number, animate: boolean) => {
      index = i;
      track.style.transition = animate ? "" : "none";
      track.style.setProperty("--usp-index", String(i));
    };
    /** The autoplay delay, unless something holds the bar. */
    const wait = () => {
      window.clearTimeout(timer);
      timer = hold.pointer || hold.focus || stoppedRef.current ? undefined : window.setTimeout(step, USP_AUTOPLAY_MS);
    };
    const step = () => {
      if (count <= perView()) {
        show(0, false);
        return wait();
      }
      show(index + 1, true);
      moving = true;
      timer = window.setTimeout(settle, USP_SPEED_MS);
    };
    const settle = () => {
      moving = false;
      // Past the last USP the copies are in view: jump back to the same picture at the start.
      if (index >= count) show(index - count, false);
      wait();
    };
    // While a move runs, its end decides what follows; otherwise a hold that ends starts the delay again.
    const update = () => {
      if (!moving) wait();
    };
    const onPointer = (e: PointerEvent) => {
      hold.pointer = e.type === "pointerenter";
      update();
    };
    const onFocus = (e: FocusEvent) => {
      hold.focus = true;
      const item = (e.target as HTMLElement).closest<HTMLElement>("[data-usp-index]");
      if (item) show(Math.max(0, Math.min(Number(item.dataset.uspIndex), count - perView())), false);
      update();
    };
    const onBlur = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && el.contains(e.relatedTarget)) return;
      hold.focus = false;
      update();
    };
    control.current = update;
    el.addEventListener("pointerenter", onPointer);
    el.addEventListener("pointerleave", onPointer);
    el.addEventListener("focusin", onFocus);
    el.addEventListener("focusout", onBlur);
    wait();
    el.dataset.ready = "true";
    return () => {
      window.clearTimeout(timer);
      control.current = null;
      el.removeEventListener("pointerenter", onPointer);
      el.removeEventListener("pointerleave", onPointer);
      el.removeEventListener("focusin", onFocus);
      el.removeEventListener("focusout", onBlur);
      delete el.dataset.ready;
    };
  }, [count]);
  const toggle = () => {
    stoppedRef.current = !stoppedRef.current;
    setStopped(stoppedRef.current);
    control.current?.();
  };
  if (!usps || count === 0) return null;
  const copies = count > 1 ? usps.items.slice(0, MAX_PER_VIEW) : [];
  return (
    <section className={`usp-slider ${className}`.trim()} aria-label={label}>
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
      {count > 1 && (
        <button type="button" className="usp-slider__control" onClick={toggle}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {stopped ? <path fill="currentColor" d="M4 2.5v11l9-5.5z" /> : <path fill="currentColor" d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
          </svg>
          <span className="visually-hidden">{stopped ? USP_TEXT.play : USP_TEXT.pause}</span>
        </button>
      )}
    </section>
  );
}
