/** Dutch texts of the abandoned-cart reminder's consent and unsubscribe (docs/decisions/028). */
export const REMINDER_MESSAGES = {
  /** Under the e-mail field of checkout step 1 and of the newsletter pop-up: what the address may be used for. */
  statement: "We sturen je hooguit één herinnering als je je winkelwagen laat staan. Afmelden kan met één klik in die e-mail.",
  /** The account's choice (/account/subscription/). */
  choiceLabel: "Stuur mij één herinnering als ik iets in mijn winkelwagen laat staan",
  choiceHint: "Je ontvangt hooguit één e-mail per winkelwagen. Afmelden kan hier of met één klik in die e-mail.",
  choiceHeading: "Herinnering winkelwagen",
  choiceSave: "Keuze opslaan",
  choiceOn: "Je ontvangt voortaan een herinnering als je iets in je winkelwagen laat staan.",
  choiceOff: "Je ontvangt geen herinneringen meer over je winkelwagen.",
  /** The unsubscribe page (/cart/herinnering-afmelden/). */
  unsubscribeTitle: "Afmelden voor herinneringen",
  unsubscribeIntro: "Wil je geen herinneringen meer over je winkelwagen ontvangen? Eén klik is genoeg.",
  unsubscribeButton: "Afmelden voor herinneringen",
  unsubscribeDone: "Je bent afgemeld. Je ontvangt geen herinneringen meer over je winkelwagen.",
  unsubscribeInvalid: "Deze afmeldlink is ongeldig of verlopen.",
  unsubscribeFailed: "Het afmelden is niet gelukt. Probeer het later opnieuw.",
} as const;
