/**
 * The chat assistant Noor's Dutch strings and the limits they name (spec sections 4, 5, 8 and 9), defined
 * once and zod-free: the API's messages (CHAT_MESSAGES: failure, profanity, 'Had u nog andere vragen?'),
 * which app/lib/schemas/chat.ts builds its schemas with (and re-exports), and what the box itself says.
 * Loaded with the box; the launcher's label (in every page's initial JavaScript) is in ./keys.ts.
 */
export const CHAT_LIMITS = {
  /** Characters in one message the shopper types. */
  messageMax: 1000,
  /** Messages of history sent along with a question (and saved with a chat). */
  historyMax: 60,
  /** Answer buttons on one question message. */
  answersMax: 8,
} as const;

/** Dutch messages of the chat, defined once (spec sections 5, 8 and 4). */
export const CHAT_MESSAGES = {
  empty: "Typ eerst een bericht.",
  tooLong: `Je bericht mag hooguit ${CHAT_LIMITS.messageMax} tekens lang zijn.`,
  historyTooLong: "Dit gesprek is te lang geworden. Begin een nieuwe chat.",
  rating: "Geef een beoordeling van 1 tot 5 sterren.",
  orderNumber: "Vul een geldig ordernummer in (alleen cijfers, hooguit 7).",
  zipCode: "Vul je postcode in.",
  houseNumber: "Vul je huisnummer in.",
  failure: "Er is iets misgegaan, probeer het later opnieuw.",
  profanity: "Ik kan je niet helpen als je ongepaste taal gebruikt. De chat wordt nu beëindigd.",
  moreQuestions: "Had u nog andere vragen?",
  rateLimited: "Je stuurt te veel berichten achter elkaar. Wacht even en probeer het dan opnieuw.",
  /** Too many order lookups (per IP or chat): said the same way for every order number. */
  lookupLimited: "Je hebt de status van een bestelling te vaak achter elkaar opgevraagd. Probeer het over een uur opnieuw of neem contact op met onze klantenservice: /service/klantenservice-contact/",
} as const;

/** Spec section 9: the suggestion buttons. */
export const CHAT_SUGGESTIONS = [
  "Bestelstatus & Verzending",
  "Retourneren & Ruilen",
  "Product informatie",
  "Beschadigd artikel",
  "Incomplete levering",
] as const;

export const CHAT_YES = "Ja";
export const CHAT_NO = "Nee";

/** What the box itself says and labels (the launcher's label and storage keys: ./keys.ts). */
export const CHAT_TEXT = {
  title: "Chat met Noor",
  close: "Chat sluiten",
  loadingBox: "De chat wordt geladen...",
  welcome:
    "Hoi! Ik ben Noor, de digitale assistent van Droomnest. Ik ben een automatisch hulpje, geen medewerker: ik help je met vragen over bestellen, bezorgen, retourneren en onze producten. Waarmee kan ik je helpen?",
  suggestionsLabel: "Veelgestelde onderwerpen",
  inputLabel: "Je bericht aan Noor",
  inputPlaceholder: "Typ je vraag...",
  send: "Versturen",
  typing: "Noor typt...",
  answered: "Zijn je vragen beantwoord?",
  notAnswered: "Wat kan ik nog meer voor je doen? Stel gerust je vraag.",
  ratingRequest: "Wat vind je van dit gesprek? Geef een beoordeling van 1 tot 5 sterren.",
  ratingLegend: "Jouw beoordeling",
  ratingSubmit: "Beoordeling versturen",
  ratingMissing: "Kies eerst een aantal sterren.",
  thanks: "Bedankt voor je beoordeling!",
  endQuestion: "Wil je de chat beëindigen?",
  ended: "De chat is beëindigd. Bedankt en tot ziens!",
  endedProfanity: "De chat is beëindigd.",
  restart: "Nieuwe chat starten",
  orderKnown: "Weet je je ordernummer?",
  orderNoNumber:
    "Geen probleem. Je vindt je ordernummer (KJD gevolgd door 7 cijfers) in de bevestigingsmail van je bestelling en in je account onder Bestellingen.",
  orderFormIntro: "Vul hieronder je ordernummer, postcode en huisnummer in, dan zoek ik je bestelling op.",
  orderFormLegend: "Je bestelling opzoeken",
  orderNumber: "Ordernummer",
  orderNumberHint: "Alleen de cijfers, hooguit 7; KJD zetten we er zelf voor.",
  firstName: "Voornaam (optioneel)",
  zipCode: "Postcode",
  houseNumber: "Huisnummer",
  orderSubmit: "Bestelling opzoeken",
  orderQuestion: "Wat is de status van mijn bestelling?",
} as const;

/** "1 ster", "2 sterren", ... (the labels of the rating radios and of the shopper's rating message). */
export function starsLabel(n: number): string {
  return n === 1 ? "1 ster" : `${n} sterren`;
}
