import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import type { Img } from "../../lib/api/types/catalog";

/** Product gallery: the first image renders on the server; swiper takes over after hydration. */
export function Gallery({ images, title }: { images: Img[]; title: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useRef<{ slideTo: (i: number) => void; destroy: () => void } | null>(null);
  // The first image is the largest paint: React puts a preload for it in the document head.
  if (images[0]) preload(images[0].src, { as: "image", fetchPriority: "high" });
  useEffect(() => {
    const el = root.current;
    if (!el || images.length < 2) return;
    let destroyed = false;
    void import("../../lib/swiper").then(({ Swiper }) => {
      if (destroyed) return;
      swiper.current = new Swiper(el, {
        slidesPerView: 1,
        on: { slideChange: (s) => setActive(s.activeIndex) },
      });
      el.dataset.ready = "true";
    });
    return () => {
      destroyed = true;
      swiper.current?.destroy();
    };
  }, [images]);
  return (
    <section className="gallery" aria-label={`Afbeeldingen van ${title}`}>
      <div className="swiper gallery__main" ref={root}>
        <ul className="swiper-wrapper gallery__list">
          {images.map((img, i) => (
            <li className="swiper-slide" key={img.src}>
              <img src={img.src} width={img.width} height={img.height} alt={img.alt} loading={i === 0 ? "eager" : "lazy"} fetchPriority={i === 0 ? "high" : undefined} />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.src}>
              <button type="button" aria-current={i === active} onClick={() => swiper.current?.slideTo(i)}>
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
