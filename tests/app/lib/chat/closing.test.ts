import { describe, expect, it } from "vitest";
import { CLOSING_PHRASES, hasClosingPhrase } from "../../../../app/lib/chat/closing";

describe("closing phrases (spec section 9)", () => {
  it("lists the spec's words", () => {
    for (const w of ["beoordelen", "beoordeling", "beoordelingen", "beantwoord", "feedback", "tevreden", "fijne dag"]) {
      expect(CLOSING_PHRASES).toContain(w);
    }
  });

  it.each([
    "Is je vraag hiermee beantwoord?",
    "Wil je ons gesprek beoordelen?",
    "We horen graag je beoordeling.",
    "Lees de beoordelingen van andere klanten.",
    "Heb je feedback voor ons?",
    "Ben je tevreden met dit antwoord?",
    "Nog een fijne dag!",
    "Fijne avond verder.",
    "Graag gedaan!",
    "BEANTWOORD",
  ])("detects: %s", (text) => {
    expect(hasClosingPhrase(text)).toBe(true);
  });

  it.each([
    "Je kunt je bestelling binnen 14 dagen retourneren.",
    "Ik kan die vraag helaas niet beantwoorden.",
    "Ben je ontevreden over je matras? Neem contact op.",
    "De dagelijkse deal eindigt om middernacht.",
    "Levering duurt 1-3 werkdagen.",
  ])("does not detect: %s", (text) => {
    expect(hasClosingPhrase(text)).toBe(false);
  });
});
