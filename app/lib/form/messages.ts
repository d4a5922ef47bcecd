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
  streetChars: "Vul een geldige straatnaam in (letters, cijfers, spaties en . , ' - /)",
  cityChars: "Vul een geldige plaatsnaam in (letters, cijfers, spaties en . , ' - /)",
  tooLong: "Dit veld mag hooguit 255 tekens lang zijn",
  installment: "Kies het aantal termijnen",
} as const;
