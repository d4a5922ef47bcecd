import { lazy, Suspense } from "react";
import { pageCart, useQuickBuy } from "../../lib/cart/page-cart";

/** The popup's code is not needed for the first paint: it loads when the first quick add settles. */
const QuickBuyPopup = lazy(() => import("./quick-buy-popup").then((m) => ({ default: m.QuickBuyPopup })));

const close = () => pageCart.closeQuickBuy();

/** Shows the quick-buy popup (spec sections 2 and 4) after any quick add in the page. */
export function QuickBuyHost() {
  const quickBuy = useQuickBuy();
  if (!quickBuy) return null;
  return (
    <Suspense fallback={null}>
      <QuickBuyPopup outcome={quickBuy} onClose={close} />
    </Suspense>
  );
}
