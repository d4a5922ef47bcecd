/**
 * Dutch field messages shared by every form (spec section 5, checkout messages table, and section 8),
 * without zod so client code can show them before sending. Defined once: the account and checkout forms,
 * their zod schemas (app/lib/schemas/) and the /v1 API all use these strings.
 */
export const FIELD_MESSAGES = {
  // The spec's checkout messages table (section 5), to the letter.
  gender: "Vul je geslacht in",
  firstname: "Vul je voornaam in",
  lastname: "Vul je achternaam in",
  email: "Vul een geldig e-mailadres in",
  birthdate: "Vul een (geldige) geboortedatum in",
  phone_number: "Vul een (geldig) telefoonnummer in",
  terms: "Je moet akkoord gaan met de voorwaarden.",
  zipcode: "Postcode onjuist",
  vat_number: "Vul een geldig BTW-nummer in",
  company: "Vul een bedrijfsnaam in",
  coc_number: "Vul een geldig KVK-nummer in",
  country_code: "Vul een land in",
  passwordLength: "Het wachtwoord moet minimaal 8 karakters bevatten, waarvan minstens 1 cijfer.",
  passwordNotEqual: "De wachtwoorden zijn niet gelijk aan elkaar.",
  // Rules the spec states without a message (section 5); worded in the same voice.
  passwordStrength:
    "Het wachtwoord moet minimaal 8 karakters bevatten, met een kleine letter, een hoofdletter, een cijfer en een van de tekens $ @ ! % ? &.",
  password: "Vul je wachtwoord in",
  currentPassword: "Vul je huidige wachtwoord in",
  username: "Vul je e-mailadres in",
  type: "Kies particulier of zakelijk",
  house_number: "Vul een geldig huisnummer in",
  extension: "De toevoeging mag hooguit 15 tekens lang zijn",
  street: "Vul een straat in",
  city: "Vul een plaats in",
  tooLong: "Dit veld mag hooguit 255 tekens lang zijn",
  installment: "Kies het aantal termijnen",
} as const;

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
  vatUnchecked: "Het BTW-nummer kon nu niet worden gecontroleerd; we controleren het later.",
} as const;

/** Messages of the account screens (spec section 8 and the account flows). */
export const ACCOUNT_MESSAGES = {
  /** Spec section 8, login failure: the fallback of the danger alert. */
  loginGeneric: "Oeps, er ging iets mis. Probeer het nog een keer.",
  /** Same message for an unknown address and a wrong password (no account probing). */
  loginFailed: "Het e-mailadres of wachtwoord is onjuist.",
  loginThrottled: "Te veel mislukte inlogpogingen. Wacht even en probeer het dan opnieuw.",
  /** Spec section 8, saving account data fails: the fallback. */
  saveFailed: "Er ging iets mis met het opslaan van de gegevens. Probeer opnieuw.",
  saved: "Je gegevens zijn opgeslagen.",
  emailTaken: "Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.",
  registered: "Je account is aangemaakt. We hebben je een e-mail gestuurd om je e-mailadres te bevestigen.",
  forgotSent: "Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen.",
  resetDone: "Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.",
  passwordChanged: "Je wachtwoord is gewijzigd.",
  currentPasswordWrong: "Je huidige wachtwoord klopt niet.",
  tokenInvalid: "Deze link is ongeldig of verlopen. Vraag een nieuwe aan.",
  emailConfirmed: "Je e-mailadres is bevestigd. Bedankt!",
  notLoggedIn: "Je bent niet ingelogd. Log in en probeer het opnieuw.",
  /** Newsletter double opt-in, favourites and privacy (account pages). */
  newsletterPending: "Bijna klaar: we hebben je een e-mail gestuurd. Bevestig je inschrijving met de link in die e-mail.",
  newsletterConfirmed: "Je inschrijving voor de nieuwsbrief is bevestigd. Bedankt!",
  newsletterUnsubscribed: "Je bent afgemeld voor de nieuwsbrief.",
  newsletterNotYours: "Je kunt alleen de inschrijving van je eigen e-mailadres bekijken of wijzigen.",
  newsletterNotFound: "Deze inschrijving bestaat niet.",
  passwordWrong: "Het wachtwoord klopt niet.",
  accountDeleted: "Je account en je persoonlijke gegevens zijn verwijderd.",
} as const;
