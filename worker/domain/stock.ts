/** Stock rules as the shopper sees them. Pure. */

/** A variant can be bought when its product is available and the variant has stock. */
export function variantAvailable(productAvailable: boolean, variantStock: number): boolean {
  return productAvailable && variantStock > 0;
}

/** The stock score and its Dutch label, shown on product pages and in the quick view. */
export function stockScore(available: boolean, stock: number): { score: number; label: string } {
  if (!available || stock <= 0) return { score: 0, label: "Niet leverbaar" };
  if (stock <= 5) return { score: 1, label: `Nog ${stock} op voorraad` };
  if (stock <= 20) return { score: 2, label: "Op voorraad" };
  return { score: 3, label: "Ruim op voorraad" };
}
