/** Messages of the checkout (spec sections 5 and 8, plus the checkout's own). */
export const CHECKOUT_MESSAGES = {
  /** Spec section 5: the method or option is invalid on submit. */
  paymentMethodInvalid: "Selecteer een betaalmethode",
  /** Spec section 8: payment method missing. */
  paymentMethodMissing: "Selecteer een betaalmethode.",
  shippingMethod: "Kies een verzendmethode",
  issuer: "Kies je bank",
  cartEmpty: "Je winkelwagen is leeg. Voeg eerst artikelen toe om te bestellen.",
  cartChanged: "Je winkelwagen is gewijzigd. Controleer je bestelling en probeer het opnieuw.",
  stepMissing: "Vul eerst je gegevens in.",
  paymentFailed: "Het betalen is niet gelukt. Probeer het opnieuw of kies een andere betaalmethode.",
  providerUnavailable: "De betaalpagina kon niet worden geopend. Je bestelling is bewaard; probeer het over een paar minuten opnieuw.",
  orderNotFound: "Deze bestelling is niet gevonden.",
  /** An order's units are taken when it is made: a unit sold meanwhile refuses the order before paying. */
  stockGone: "Een artikel in je winkelwagen is niet meer op voorraad in het gekozen aantal. Controleer je winkelwagen en probeer het opnieuw.",
  /** Pay again after the order gave its units back, and one is sold meanwhile. */
  retryStockGone: "Een artikel uit deze bestelling is inmiddels niet meer op voorraad, dus deze bestelling kan niet meer worden betaald.",
  /** Pay again after the order gave its code use back, and the code is used up meanwhile. */
  retryCodeGone: "De kortingscode van deze bestelling is inmiddels niet meer beschikbaar, dus deze bestelling kan niet meer worden betaald.",
  vatUnchecked: "Het BTW-nummer kon nu niet worden gecontroleerd; we controleren het later.",
  /** The shop's configuration keeps the checkout closed (docs/decisions/033-environments.md): a 503, never a silent failure. */
  unavailableTitle: "De kassa is tijdelijk niet beschikbaar",
  unavailable: "De kassa is tijdelijk niet beschikbaar. Je winkelwagen blijft bewaard; probeer het later opnieuw. Lukt het dan nog niet, neem dan contact op met onze klantenservice.",
} as const;
