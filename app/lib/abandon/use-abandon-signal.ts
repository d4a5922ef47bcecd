import { useEffect } from "react";

/**
 * Sends a browse signal (a product page viewed) or a category signal (a category page viewed) once per
 * id, after hydration. The sender (app/lib/abandon/send.ts) is loaded on demand and checks cookie consent.
 */
export function useAbandonSignal(kind: "browse" | "category", id: number | null | undefined): void {
  useEffect(() => {
    if (!id) return;
    void import("./send")
      .then(({ sendAbandon }) => (kind === "browse" ? sendAbandon("browse", { products: [id] }) : sendAbandon("category", { category: id })))
      .catch(() => undefined);
  }, [kind, id]);
}

interface CartLike {
  quote_id: string | null;
  updated_at: string | null;
  items: { product_id: number }[];
}

/** Sends the cart signal (quote_id, updated_at, product ids) each time the shown cart changes. */
export function useCartAbandonSignal(cart: CartLike): void {
  const payload =
    cart.quote_id && cart.items.length > 0
      ? JSON.stringify({ quote_id: cart.quote_id, updated_at: cart.updated_at, products: [...new Set(cart.items.map((l) => l.product_id))].slice(0, 50) })
      : null;
  useEffect(() => {
    if (!payload) return;
    void import("./send")
      .then(({ sendAbandon }) => sendAbandon("cart", JSON.parse(payload) as Parameters<typeof sendAbandon<"cart">>[1]))
      .catch(() => undefined);
  }, [payload]);
}
