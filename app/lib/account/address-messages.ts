/**
 * The address fields' own strings, apart from the account's messages: the address pages' first JavaScript
 * carries only these (JavaScript budget, docs/decisions/009); app/lib/account/messages.ts re-exports them.
 */
/**
 * The way out of a Dutch address the postcode lookup cannot confirm (spec section 5 keeps 'Postcode onjuist';
 * docs/decisions/015-postcode-adapter.md): the shopper may type street and city, and the order says so.
 */
export const ADDRESS_MESSAGES = {
  notFound: "We kunnen dit adres niet automatisch vinden. Klopt je postcode en huisnummer? Vul dan zelf je straat en plaats in.",
  typeByHand: "Straat en plaats zelf invullen",
  typingByHand: "Je vult straat en plaats zelf in. Controleer ze goed: we konden dit adres niet automatisch vinden.",
} as const;
