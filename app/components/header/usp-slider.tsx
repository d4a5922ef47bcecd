import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { USP_AUTOPLAY_MS, USP_SPEED_MS } from "../../lib/constants";
import type { Usps } from "../../lib/schemas/content";

/**
 * USP slider: rendered as plain markup on the server (first USP visible, no layout shift); swiper is
 * loaded after hydration so it stays out of the initial JavaScript. Autoplay 1500 ms, speed 1500, loop.
 */
export function UspSlider({ usps, className = "" }: { usps: Usps | null; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || !usps || usps.items.length < 2) return;
    let destroyed = false;
    let instance: { destroy: () => void } | null = null;
    void import("../../lib/swiper").then(({ Swiper, Autoplay }) => {
      if (destroyed) return;
      instance = new Swiper(el, {
        modules: [Autoplay],
        loop: true,
        speed: USP_SPEED_MS,
        autoplay: { delay: USP_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
        slidesPerView: 1,
        breakpoints: { 992: { slidesPerView: Math.min(4, usps.items.length), loop: usps.items.length > 4 } },
        a11y: { enabled: false },
      });
      el.dataset.ready = "true";
    });
    return () => {
      destroyed = true;
      instance?.destroy();
    };
  }, [usps]);
  if (!usps || usps.items.length === 0) return null;
  return (
    <div className={`usp-slider ${className}`.trim()} aria-label="Voordelen van Droomnest" role="region">
      <div className="swiper" ref={root}>
        <ul className="swiper-wrapper usp-slider__list">
          {usps.items.map((usp) => (
            <li className="swiper-slide usp-slider__item" key={usp.text}>
              <span className="usp-slider__check" aria-hidden="true">
                ✓
              </span>
              {usp.link ? <Link to={usp.link}>{usp.text}</Link> : <span>{usp.text}</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
