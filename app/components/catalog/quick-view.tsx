import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../lib/api/client";
import { LOAD_MORE } from "../../lib/constants";
import type { QuickView as QuickViewData } from "../../lib/api/types/catalog";
import { QuickViewAdd } from "../cart/quick-view-add";
import { Dialog } from "../ui/dialog";
import { PriceView } from "./price";

/** Quick view popup: loads the product when it opens; a failed load is logged and closes it. */
export function QuickView({ productId, onClose }: { productId: number; onClose: () => void }) {
  const [data, setData] = useState<QuickViewData | null>(null);
  const titleId = useId();
  useEffect(() => {
    let live = true;
    browserApi.catalog
      .quickView(productId)
      .then((d) => live && setData(d))
      .catch((err: unknown) => {
        console.warn("quick view not loaded", err);
        if (live) onClose();
      });
    return () => {
      live = false;
    };
  }, [productId, onClose]);
  return (
    <Dialog open onClose={onClose} className="quick-view" labelledBy={data ? titleId : undefined} label={data ? undefined : "Product wordt geladen"}>
      {!data ? (
        <p role="status">{LOAD_MORE.loading}</p>
      ) : (
        <div className="quick-view__body">
          {data.images[0] && <img src={data.images[0].src} width={data.images[0].width} height={data.images[0].height} alt={data.images[0].alt} />}
          <div>
            <p className="tile__brand">{data.brand.name}</p>
            <h2 id={titleId} className="modal__title">
              {data.title}
            </h2>
            <PriceView price={data.price} size="lg" />
            <p>{data.available ? data.delivery : "Tijdelijk niet leverbaar"}</p>
            <p>{data.stock_score.label}</p>
            <QuickViewAdd product={data} onAdded={onClose} />
            <Link to={data.url} className="btn btn--primary" onClick={onClose}>
              Bekijk product
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
