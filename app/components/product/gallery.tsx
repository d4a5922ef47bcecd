import { useRef, useState } from "react";
import { preload } from "react-dom";
import type { Img } from "../../lib/api/types/catalog";
import { useSliderStart } from "../../lib/catalog/slider-start";

/** Sizes of the gallery's main image (an upload's srcset, docs/decisions/041): half the page on desktop. */
const SIZES = "(min-width: 993px) 50vw, 100vw";

/** Product gallery: the first image renders on the server; swiper takes over on the first touch, hover or focus. */
export function Gallery({ images, title }: { images: Img[]; title: string }) {
  const section = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useRef<{ slideTo: (i: number) => void; destroy: () => void } | null>(null);
  // A thumbnail pressed before swiper arrived: shown once it has.
  const pending = useRef<number | null>(null);
  // The first image is the largest paint: React puts a preload for it in the document head.
  if (images[0]) preload(images[0].src, { as: "image", fetchPriority: "high", imageSrcSet: images[0].srcset, imageSizes: SIZES });
  // Swiper (about 1 s of main-thread work on a throttled phone) starts when the shopper touches, hovers or
  // focuses the gallery, not during hydration (ADR 024): the first image needs no JavaScript.
  useSliderStart(
    section,
    () =>
      import("../../lib/catalog/swiper").then(({ Swiper }) => {
        const el = root.current;
        if (!el) return;
        const instance = new Swiper(el, {
          slidesPerView: 1,
          initialSlide: pending.current ?? 0,
          on: { slideChange: (s) => setActive(s.activeIndex) },
        });
        swiper.current = instance;
        if (pending.current !== null) setActive(pending.current);
        pending.current = null;
        el.dataset.ready = "true";
        return () => {
          instance.destroy();
          swiper.current = null;
          delete el.dataset.ready;
        };
      }),
    { enabled: images.length >= 2, whenVisible: false, resetKey: images },
  );
  return (
    <section className="gallery" ref={section} aria-label={`Afbeeldingen van ${title}`}>
      <div className="swiper gallery__main" ref={root}>
        <ul className="swiper-wrapper gallery__list">
          {images.map((img, i) => (
            <li className="swiper-slide" key={img.src}>
              <img
                src={img.src}
                srcSet={img.srcset}
                sizes={img.srcset && SIZES}
                width={img.width}
                height={img.height}
                alt={img.alt}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
              />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.src}>
              <button type="button" aria-current={i === active} onClick={() => (swiper.current ? swiper.current.slideTo(i) : (pending.current = i))}>
                <img src={img.src} width={80} height={80} alt="" loading="lazy" />
                <span className="visually-hidden">Toon afbeelding {i + 1} van {images.length}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
