import { useEffect } from "react";

/**
 * Sends a browse signal (a product page viewed) or a category signal (a category page viewed) once per
 * id, after hydration. The sender (app/lib/abandon.ts) is loaded on demand and checks cookie consent.
 */
export function useAbandonSignal(kind: "browse" | "category", id: number | null | undefined): void {
  useEffect(() => {
    if (!id) return;
    void import("./abandon")
      .then(({ sendAbandon }) => (kind === "browse" ? sendAbandon("browse", { products: [id] }) : sendAbandon("category", { category: id })))
      .catch(() => undefined);
  }, [kind, id]);
}
