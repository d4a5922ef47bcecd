import { describe, expect, it } from "vitest";
import { containsProfanity, findProfanity } from "../../../../app/lib/chat/profanity";

describe("profanity (spec sections 5 and 8)", () => {
  it.each([
    ["What the fuck is this", "fuck"],
    ["this is bullshit", "bullshit"],
    ["you asshole", "asshole"],
    ["Son of a bitch!", "bitch"],
    ["cunt", "cunt"],
  ])("refuses English profanity: %s", (text, word) => {
    expect(findProfanity(text)).toBe(word);
  });

  it.each([
    ["Wat een kutbedrijf", "kutbedrijf"],
    ["kut matras", "kut"],
    ["Jij bent een klootzak", "klootzak"],
    ["godverdomme, waar blijft mijn pakket", "godverdomme"],
    ["vuile hoer", "hoer"],
    ["kankerlijer", "kankerlijer"],
    ["Krijg de tering", "krijg de tering"],
    ["tyfus op met je levering", "tyfus op"],
  ])("refuses Dutch profanity: %s", (text, word) => {
    expect(findProfanity(text)).toBe(word);
  });

  it("ignores case and accents", () => {
    expect(containsProfanity("FUCK")).toBe(true);
    expect(containsProfanity("KlOoTzAk")).toBe(true);
    expect(containsProfanity("kút")).toBe(true);
  });

  it("sees through simple disguises: digits and symbols for letters, stars, stretched letters", () => {
    expect(findProfanity("sh1t")).toBe("shit");
    expect(findProfanity("f*ck this")).toBe("fuck");
    expect(findProfanity("sh*t")).toBe("shit");
    expect(findProfanity("fuuuuck")).toBe("fuck");
    expect(findProfanity("kl00tzak")).toBe("klootzak");
    expect(findProfanity("$hit!")).toBe("shit");
  });

  it("matches whole words only: no false positives on innocent words containing a listed word", () => {
    for (const innocent of [
      "Ik woon in Scunthorpe",
      "Een klassieke boxspring graag",
      "Kunt u een analyse van mijn slaaphouding maken?",
      "Ik lees graag Dickens in bed",
      "Hoera, mijn matras is er!",
      "Dat is lullig, de lattenbodem is kapot",
      "Hebben jullie shiitake-kussens? Nee, grapje: een kussen van dons",
      "Ik zoek een assistent voor de retour",
      "Is de glasvezel in het dekbed veilig?",
      "Een cocktail van kleuren in de slaapkamer",
      "Mijn passie is goed slapen",
      "De houten poten zijn rot op de hoeken",
      "Mijn naam is Dick de Vries",
      "Ik heb kanker; welk matras ligt goed bij pijn?",
      "Dat was een pittige dag, ik ben dood en dood moe",
    ]) {
      expect(findProfanity(innocent), innocent).toBeNull();
    }
  });

  it("ordinary shop questions pass", () => {
    for (const text of [
      "Wanneer wordt mijn bestelling geleverd?",
      "Kan ik mijn dekbed retourneren?",
      "Ordernummer 1234567, postcode 3511 AB",
      "Mijn pakket is beschadigd aangekomen",
      "Wat kost de verzending naar België?",
      "*** dringend *** graag snel antwoord",
      "1e verdieping, 24/7 bereikbaar? 50% korting!",
    ]) {
      expect(containsProfanity(text), text).toBe(false);
    }
  });
});
