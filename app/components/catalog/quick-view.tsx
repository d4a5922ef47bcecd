import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../lib/api/client";
import { LOAD_MORE } from "../../lib/constants";
import type { QuickView as QuickViewData } from "../../lib/api/types/catalog";
import { PriceView } from "./price";

/** Quick view popup: blocks page scrolling while open; scrolling returns on close and when the fetch fails. */
export function QuickView({ productId, onClose }: { productId: number; onClose: () => void }) {
  const [data, setData] = useState<QuickViewData | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keyboard users return to the button that opened the quick view.
    const opener = document.activeElement as HTMLElement | null;
    document.body.classList.add("no-scroll");
    let live = true;
    browserApi.catalog
      .quickView(productId)
      .then((d) => live && setData(d))
      .catch((err: unknown) => {
        console.warn("quick view not loaded", err);
        document.body.classList.remove("no-scroll");
        if (live) onClose();
      });
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => {
      live = false;
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("no-scroll");
      opener?.focus();
    };
  }, [productId, onClose]);
  useEffect(() => {
    if (data) dialog.current?.querySelector<HTMLElement>("button")?.focus();
  }, [data]);
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal quick-view" role="dialog" aria-modal="true" aria-label={data ? data.title : "Product wordt geladen"} ref={dialog}>
        <button type="button" className="modal__close icon-button" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Sluiten</span>
        </button>
        {!data ? (
          <p role="status">{LOAD_MORE.loading}</p>
        ) : (
          <div className="quick-view__body">
            {data.images[0] && (
              <img src={data.images[0].src} width={data.images[0].width} height={data.images[0].height} alt={data.images[0].alt} />
            )}
            <div>
              <p className="tile__brand">{data.brand.name}</p>
              <h2 className="modal__title">{data.title}</h2>
              <PriceView price={data.price} size="lg" />
              <p>{data.available ? data.delivery : "Tijdelijk niet leverbaar"}</p>
              <p>{data.stock_score.label}</p>
              <Link to={data.url} className="btn btn--primary" onClick={onClose}>
                Bekijk product
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
