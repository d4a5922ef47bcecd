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
  /** A new password on the list of the 10 000 most common passwords (docs/decisions/014). */
  passwordCommon: "Dit wachtwoord is te vaak gebruikt en te makkelijk te raden. Kies een ander wachtwoord.",
  /** A new password the breached-password check found in a data breach (only when that check is on). */
  passwordBreached: "Dit wachtwoord komt voor in bekende datalekken en is daardoor niet veilig. Kies een ander wachtwoord.",
  /** Changing the account's e-mail address asks for the current password (PUT /v1/customer). */
  currentPasswordForEmail: "Vul je huidige wachtwoord in om je e-mailadres te wijzigen.",
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

export { ADDRESS_MESSAGES } from "./address-messages";
