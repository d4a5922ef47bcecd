/** Dutch texts of the cart screens that the forms show before anything is sent (no zod in the page's JS). */
export const ADD_TO_CART_TEXT = {
  unavailable: "Dit product is tijdelijk niet leverbaar.",
  noVariant: "Deze combinatie bestaat niet. Kies een andere uitvoering.",
} as const;
