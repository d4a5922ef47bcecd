/** The wizard overlay's Dutch texts (spec section 4), loaded with the overlay, defined once. */
export const WIZARD_TEXT = {
  next: "Volgende",
  back: "Vorige",
  skip: "Overslaan",
  results: "Toon resultaten",
  chooseFirst: "Maak eerst een keuze",
  loading: "Bezig met laden...",
  failed: "Het laden is niet gelukt. Probeer het nog eens.",
  step: (n: number, total: number) => `Vraag ${n} van ${total}`,
  count: (n: number) => (n === 1 ? "1 product past bij je keuzes" : `${n} producten passen bij je keuzes`),
} as const;
