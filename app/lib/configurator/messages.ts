/**
 * The boxspring configurator's Dutch messages (spec sections 4 and 8), defined once: the page, the API and
 * the schema the seed checks with (app/lib/schemas/configurator.ts) use them.
 */
export const CONFIGURATOR_MESSAGES = {
  selectOptionTitle: "Selecteer optie",
  selectOptionText: (stepTitle: string) => `Kies eerst ${stepTitle}`,
  incompleteTitle: "Order niet compleet",
  incompleteText: "Selecteer eerst alle opties",
  addedTitle: "Toegevoegd",
  addedText: "Je kunt je boxspring meteen bestellen",
  toCart: "Door naar bestellen",
  continueShopping: "Verder winkelen",
  // A failed add to cart: the spec only logs it (sections 4 and 8); the shop says so and lets the shopper try again.
  addFailedTitle: "Niet toegevoegd",
  addFailedText: "Je boxspring staat nog niet in je winkelwagen. Probeer het nog een keer.",
  notFound: "Deze boxspring kun je (nog) niet samenstellen.",
  incomplete: "Order niet compleet. Selecteer eerst alle opties.",
  priceChanged: "De prijs van je samenstelling klopt niet (meer). Vernieuw de pagina en probeer het opnieuw.",
  wrongVariant: "De gekozen maat en kleur horen niet bij deze boxspring.",
  oneOnly: "Een samengestelde boxspring bestel je per stuk.",
} as const;
