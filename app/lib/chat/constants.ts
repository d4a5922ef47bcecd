/**
 * Constants and Dutch strings of the chat box (spec sections 4, 8 and 9), defined once. Loaded with the box;
 * what the launcher (in every page's initial JavaScript) needs is in ./keys.ts.
 * The API's messages (failure, profanity, 'Had u nog andere vragen?') are CHAT_MESSAGES in
 * app/lib/chat/messages.ts (zod-free); this file holds what only the box says.
 */

/** Spec section 9: the chat ends this long after a message with profanity (ms). */
export const PROFANITY_CHAT_END = 3000;


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
