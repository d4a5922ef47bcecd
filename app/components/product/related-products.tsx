import { useRef } from "react";
import type { ProductTile as Tile } from "../../lib/api/types/catalog";
import { ProductTile } from "../catalog/product-tile";
import { useSliderStart } from "../../lib/catalog/slider-start";

/** Related products swiper: 2 slides below 768px, 3 from 768px. */
export function RelatedProducts({ tiles, title = "Bekijk ook" }: { tiles: Tile[]; title?: string }) {
  const root = useRef<HTMLDivElement>(null);
  // Below the fold: swiper loads when the row comes near the viewport or is touched (ADR 024).
  useSliderStart(
    root,
    () =>
      import("../../lib/catalog/swiper").then(({ Swiper, Navigation, A11y }) => {
        const el = root.current;
        if (!el) return;
        const instance = new Swiper(el, {
          modules: [Navigation, A11y],
          slidesPerView: 2,
          spaceBetween: 12,
          breakpoints: { 768: { slidesPerView: 3, spaceBetween: 16 } },
          navigation: { nextEl: el.parentElement?.querySelector(".related__next") as HTMLElement, prevEl: el.parentElement?.querySelector(".related__prev") as HTMLElement },
          // The slides are list items already: no role (listitem again) or label ("2 / 8") on top, since a list
          // item's own position is what a screen reader says (html-validate no-redundant-role, aria-label-misuse).
          a11y: { prevSlideMessage: "Vorige producten", nextSlideMessage: "Volgende producten", slideRole: "", slideLabelMessage: "", itemRoleDescriptionMessage: null },
        });
        el.dataset.ready = "true";
        return () => {
          instance.destroy();
          delete el.dataset.ready;
        };
      }),
    { enabled: tiles.length >= 2, resetKey: tiles },
  );
  if (tiles.length === 0) return null;
  return (
    <section className="related" aria-label={title}>
      <div className="related__head">
        <h2 className="section-title">{title}</h2>
        <div className="related__nav">
          <button type="button" className="icon-button related__prev" aria-label="Vorige producten">
            ‹
          </button>
          <button type="button" className="icon-button related__next" aria-label="Volgende producten">
            ›
          </button>
        </div>
      </div>
      <div className="swiper related__swiper" ref={root}>
        <ul className="swiper-wrapper related__list">
          {tiles.map((t, i) => (
            <li className="swiper-slide" key={t.id}>
              <ProductTile tile={t} index={3 + i} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
