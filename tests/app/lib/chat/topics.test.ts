import { describe, expect, it } from "vitest";
import { CHAT_SUGGESTIONS } from "../../../../app/lib/chat/messages";
import { asksOrderStatus } from "../../../../app/lib/chat/topics";

describe("order lookup trigger", () => {
  it("the spec's five suggestions, of which the first starts the order lookup", () => {
    expect(CHAT_SUGGESTIONS).toEqual(["Bestelstatus & Verzending", "Retourneren & Ruilen", "Product informatie", "Beschadigd artikel", "Incomplete levering"]);
    expect(CHAT_SUGGESTIONS.map(asksOrderStatus)).toEqual([true, false, false, false, false]);
  });

  it.each(["Wat is de status van mijn bestelling?", "Waar blijft mijn pakket?", "Ik wil mijn bestelling volgen", "track & trace", "bestelstatus"])("starts for: %s", (t) => {
    expect(asksOrderStatus(t)).toBe(true);
  });

  it.each(["Hoe lang duurt de verzending?", "Kan ik mijn bestelling retourneren?", "Welke matras past bij mij?"])("does not start for: %s", (t) => {
    expect(asksOrderStatus(t)).toBe(false);
  });
});
