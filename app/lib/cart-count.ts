import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "./api/client";

interface CartSummary {
  totals: { total_quantity: number };
}

/** Cart item count for the header: GET /v1/cart once on start, not on status or thank-you pages. */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  const skip = pathname.startsWith("/checkout/status") || pathname.includes("thankyou");
  useEffect(() => {
    if (skip) return;
    let live = true;
    browserApi
      .get<CartSummary>("/v1/cart")
      .then((cart) => live && setCount(cart.totals.total_quantity))
      .catch((err: unknown) => console.warn("cart not loaded", err));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once on start
  }, []);
  return count;
}
