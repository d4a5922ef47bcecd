/**
 * Limits and Dutch messages of the chat assistant Noor (spec sections 4, 5, 8 and 9), zod-free so the chat
 * box can use them without loading zod. app/lib/schemas/chat.ts builds its schemas with them (and re-exports
 * them); the Worker and the box import them from either place.
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
